import { GEN_JOB_STREAMS, genJobStreamId } from '@lomo/contracts';
import { StreamDeleted, StreamNotFound, type EventStore } from '@lomo/event-store';
import type { DeletedTask } from '@lomo/messaging';
import { isApiError } from '@lomo/service-api';

/** What generation-gateway's part of a deletion needs. */
export interface JobPurgePorts {
  store: EventStore;
  /** Cancels an unfinished job upstream and settles it (a refund); a finished one is left alone. */
  cancel(jobId: string): Promise<void>;
}

/**
 * generation-gateway's part of a task's deletion: a job still running is cancelled
 * upstream and refunded first (billing's own purge refunds a hold whose job cannot be
 * cancelled), then every job stream of the task — its prompt, parameters, progress and
 * settlement — is purged; the open-jobs projection drops its
 * rows on `StreamPurged`. A task's jobs are the streams whose idempotency key starts with the
 * task id (`{taskId}:{turn:step:index}`, R-4.4), so they sort together after that prefix.
 * Billing keeps the amounts in its own streams. Idempotent: an already purged stream is skipped.
 */
export async function purgeTaskJobs(
  { store, cancel }: JobPurgePorts,
  { workspaceId, taskId }: DeletedTask,
): Promise<number> {
  const prefix = genJobStreamId(workspaceId, `${taskId}:`);
  const jobs: string[] = [];
  for (let after = prefix; ;) {
    const page = await store.listStreams({ category: GEN_JOB_STREAMS.category, after, limit: 100 });
    const mine = page.map((s) => s.streamId).filter((id) => id.startsWith(prefix));
    jobs.push(...mine);
    if (mine.length < page.length || page.length < 100) break;
    after = page[page.length - 1].streamId;
  }
  for (const jobId of jobs) {
    // Billing may have refunded and pseudonymised the hold already: a settlement finding no hold is done.
    await cancel(jobId).catch((error: unknown) => {
      if (!(isApiError(error) && error.kind === 'not_found') && !(error instanceof StreamDeleted)) throw error;
    });
    await store
      .purgeStream(jobId, { actor: 'system:generation-gateway', reason: 'task deleted', workspaceId })
      .catch((error: unknown) => {
        if (!(error instanceof StreamDeleted || error instanceof StreamNotFound)) throw error;
      });
  }
  return jobs.length;
}
