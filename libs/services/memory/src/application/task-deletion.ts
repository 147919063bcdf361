import { randomUUID } from 'node:crypto';
import { memoryStreamId } from '@lomo/contracts';
import type { EventStore } from '@lomo/event-store';
import { ApiError } from '@lomo/service-api';
import { taskIdRedactions } from '../domain/task-id-redactions';
import type { ForgetRedactor } from '../retrieval/forget-redactor.processor';
import type { ReExtractor } from './re-extractor.processor';
import type { MemoryIndexProcessor } from '../retrieval/memory-index.processor';
import type { MemoryStreams } from './memory-streams';

/**
 * A deleted task takes what memory copied from it (R-10.8): every piece of evidence whose
 * source is the task — its messages' excerpts, its agent's `remember` calls — is revoked
 * through the forget cascade (reason `task deleted`), so the memories resting on it, their
 * search documents and the log's copies go too. Then the task's id leaves the stream
 * (`taskIdRedactions`). `task.userId` is the task's owner (the memory stream it fed), not who
 * deleted it. Idempotent: revoked evidence is a no-op, a stream without the id is not rewritten.
 */
export async function purgeTaskEvidence(
  parts: {
    streams: MemoryStreams;
    indexer: MemoryIndexProcessor;
    redactor: ForgetRedactor;
    reExtractor: ReExtractor;
    store: EventStore;
  },
  task: { workspaceId: string; userId: string; taskId: string },
): Promise<number> {
  if (!task.userId) return 0;
  const caller = { workspaceId: task.workspaceId, userId: task.userId };
  const state = await parts.streams.state(caller);
  const evidenceIds = [...state.evidence.values()]
    .filter((e) => !e.revoked && e.source.type !== 'correction' && e.source.taskId === task.taskId)
    .map((e) => e.evidenceId);
  if (evidenceIds.length > 0) await revoke(parts, caller, evidenceIds);
  const streamId = memoryStreamId(task.workspaceId, task.userId);
  if (await parts.store.streamInfo(streamId)) {
    const redactions = taskIdRedactions(await parts.store.readStream(streamId), task.taskId, `deleted-${randomUUID()}`);
    if (redactions.length > 0) await parts.store.redact(streamId, redactions);
  }
  return evidenceIds.length;
}

async function revoke(
  parts: Parameters<typeof purgeTaskEvidence>[0],
  caller: { workspaceId: string; userId: string },
  evidenceIds: string[],
): Promise<void> {
  try {
    await parts.streams.execute(caller, {
      type: 'ForgetEvidence',
      evidenceIds,
      reason: 'task deleted',
      at: parts.streams.now(),
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'not_found')) throw error;
  }
  // Re-extraction first: what it states again is indexed in the same catch-up.
  await Promise.all([parts.reExtractor.catchUp(), parts.redactor.catchUp()]);
  await parts.indexer.catchUp();
}
