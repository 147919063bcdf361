import { objectStreamId } from '@lomo/contracts';
import { StreamDeleted, StreamNotFound, type EventStore } from '@lomo/event-store';
import type { DeletedTask } from '@lomo/messaging';
import type { ObjectIndex } from '../application/object-index';
import { objectRedactions } from './object-redactions';

/** What the workspace's part of a deletion needs. */
export interface WorkspacePurgePorts {
  store: EventStore;
  index: ObjectIndex;
}

/**
 * The workspace's part of a task's deletion: the objects the task made or linked stay
 * (the user keeps them), but no longer name the task — their streams are rewritten in place
 * (`objectRedactions`) and their links leave the index, so `?taskId=` stops listing them.
 * Idempotent: the links go last, so a crash half-way finds the objects again.
 */
export async function purgeWorkspaceTask(
  ports: WorkspacePurgePorts,
  { workspaceId, taskId }: DeletedTask,
): Promise<void> {
  for (const objectId of await ports.index.linkedObjects(workspaceId, taskId)) {
    const streamId = objectStreamId(objectId);
    try {
      const redactions = objectRedactions(await ports.store.readStream(streamId), taskId);
      if (redactions.length) await ports.store.redact(streamId, redactions);
    } catch (error) {
      if (!(error instanceof StreamNotFound || error instanceof StreamDeleted)) throw error;
    }
  }
  await ports.index.unlinkTask(workspaceId, taskId);
}
