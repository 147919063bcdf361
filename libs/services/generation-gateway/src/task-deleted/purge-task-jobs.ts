import { GEN_JOB_STREAMS, genJobStreamId } from '@lomo/contracts';
import { StreamDeleted, StreamNotFound, type EventStore } from '@lomo/event-store';
import type { DeletedTask } from '@lomo/messaging';

/**
 * generation-gateway's part of a task's deletion: every job stream of the task — its
 * prompt, parameters, progress and settlement — is purged; the open-jobs projection drops its
 * rows on `StreamPurged`. A task's jobs are the streams whose idempotency key starts with the
 * task id (`{taskId}:{turn:step:index}`, R-4.4), so they sort together after that prefix.
 * Billing keeps the amounts in its own streams. Idempotent: an already purged stream is skipped.
 */
export async function purgeTaskJobs(store: EventStore, { workspaceId, taskId }: DeletedTask): Promise<number> {
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
    await store
      .purgeStream(jobId, { actor: 'system:generation-gateway', reason: 'task deleted', workspaceId })
      .catch((error: unknown) => {
        if (!(error instanceof StreamDeleted || error instanceof StreamNotFound)) throw error;
      });
  }
  return jobs.length;
}
