import {
  comparePositions,
  parsePosition,
  StreamDeleted,
  StreamNotFound,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
} from '@lomo/event-store';
import type { Embedder, EmbeddingStore, SearchIndex } from '@lomo/search';
import { ApiError, type ApiCaller, type PersonThreadErased } from '@lomo/service-api';
import { mainThreadStreamId } from '../main-thread/main-thread.decider';
import type { MainThreadEvent } from '../main-thread/main-thread.events';
import { threadWords, withoutTexts } from './person-words';

/** What the router's part of a person's erasure needs. */
export interface ThreadErasurePorts {
  store: EventStore;
  search: SearchIndex;
  embedder: Embedder;
  /** The kept model vectors (ADR 0055): the workspace's go, some were made from the person's words. */
  vectors?: Pick<EmbeddingStore, 'drop'>;
  /** The task index: how far it has read the main threads (it must have read the whole thread). */
  index: { catchUp(): Promise<void>; status(lagCap?: number): Promise<{ checkpoint: string }> };
  now(): string;
}

const gone = (error: unknown) => error instanceof StreamNotFound || error instanceof StreamDeleted;

/**
 * Cutting the words before the task index has read all of the thread would let it add them
 * back afterwards; so the erasure waits (the caller retries) until the index is past the thread.
 */
async function indexHasRead(index: ThreadErasurePorts['index'], position: LogPosition): Promise<void> {
  await index.catchUp();
  const checkpoint = parsePosition((await index.status(1)).checkpoint);
  if (!checkpoint || comparePositions(checkpoint, position) < 0)
    throw new ApiError('unavailable', 'task_index_behind', 'the task index has not read the whole thread yet; retry');
}

/**
 * The router's part of erasing a person (ADR 0057). First their words leave the task index
 * documents of the tasks that outlive them (a teammate's task their message went to; their
 * own tasks' documents went with the tasks), then their main thread `main-{ws}-{user}` is
 * purged: every message, card and routing record, gone from every read path; on a sealed log
 * the thread owns its data key, which the purge destroys first, so copies of the log (backups,
 * replicas) read it as shredded. The stream's tombstone keeps its id, so the thread is never
 * reopened. Idempotent: a crash before the purge repeats the cuts, which find nothing more; a
 * thread already purged (or never written) answers zeros.
 */
export async function eraseThread(ports: ThreadErasurePorts, caller: ApiCaller): Promise<PersonThreadErased> {
  const { workspaceId } = caller;
  const streamId = mainThreadStreamId(workspaceId, caller.userId);
  let events: RecordedEvent[];
  try {
    events = await ports.store.readStream(streamId);
  } catch (error) {
    if (gone(error)) return { messages: 0, documents: 0 };
    throw error;
  }
  const last = events.at(-1);
  if (last) await indexHasRead(ports.index, last.position);
  const words = threadWords(events.map((e) => ({ type: e.type, data: e.data }) as MainThreadEvent));
  let documents = 0;
  for (const [taskId, texts] of words.byTask) {
    const doc = await ports.search.get(workspaceId, taskId);
    const cut = doc && withoutTexts(doc, texts);
    if (!doc || !cut) continue;
    documents++;
    if (cut.empty) await ports.search.delete(workspaceId, [taskId]);
    else {
      const [vector] = await ports.embedder.embed([`${cut.title}\n${cut.body}`]);
      await ports.search.upsert([{ ...doc, title: cut.title, body: cut.body, vector, updatedAt: ports.now() }]);
    }
  }
  await ports.store
    .purgeStream(streamId, { workspaceId, actor: 'system:router', reason: 'person erased', occurredAt: ports.now() })
    .catch((error: unknown) => {
      if (!gone(error)) throw error;
    });
  await ports.vectors?.drop(workspaceId);
  return { messages: words.messages, documents };
}
