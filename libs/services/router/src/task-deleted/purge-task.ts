import { randomUUID } from 'node:crypto';
import { MAIN_THREAD_STREAMS, mainThreadStreamId } from '@lomo/contracts';
import type { EventStore } from '@lomo/event-store';
import type { DeletedTask } from '@lomo/messaging';
import type { EmbeddingStore, SearchIndex } from '@lomo/search';
import { mainThreadRedactions, taskWords } from './main-thread-redactions';

/** What the router's part of a deletion needs. */
export interface RouterPurgePorts {
  store: EventStore;
  search: SearchIndex;
  /** The kept model vectors (ADR 0055); absent where the app keeps none. */
  vectors?: Pick<EmbeddingStore, 'drop'>;
  now(): string;
}

/**
 * The router's part of a task's deletion: the task's document in the task index goes,
 * and every main thread of the workspace loses the task's words and id — rewritten in place,
 * so positions and cursors stay valid — with a `MainMessagesRedacted` record appended that
 * names the tombstoned messages, never the task. The workspace's kept model vectors go too:
 * some were made from the task's words, and a vector is keyed only by a hash of its text, so
 * the workspace is the finest owner an erasure can name (they are a cache, made again on use).
 * Idempotent: a second run rewrites nothing.
 */
export async function purgeRouterTask(ports: RouterPurgePorts, { workspaceId, taskId }: DeletedTask): Promise<void> {
  await ports.search.purgeTask(workspaceId, taskId);
  const threads = await workspaceThreads(ports.store, workspaceId);
  // The task's words first, from whichever thread created it: another person's routing may quote them.
  const words: string[] = [];
  for (const streamId of threads) words.push(...taskWords(await ports.store.readStream(streamId), taskId));
  for (const streamId of threads) await redactThread(ports, streamId, workspaceId, taskId, words);
  await ports.vectors?.drop(workspaceId);
}

async function workspaceThreads(store: EventStore, workspaceId: string): Promise<string[]> {
  const prefix = mainThreadStreamId(workspaceId, '');
  const threads: string[] = [];
  for (let after = prefix; ;) {
    const page = await store.listStreams({ category: MAIN_THREAD_STREAMS.category, after, limit: 100 });
    const mine = page.map((s) => s.streamId).filter((id) => id.startsWith(prefix));
    threads.push(...mine);
    if (mine.length < page.length || page.length < 100) return threads;
    after = page[page.length - 1].streamId;
  }
}

async function redactThread(
  ports: RouterPurgePorts,
  streamId: string,
  workspaceId: string,
  taskId: string,
  words: readonly string[],
) {
  const { redactions, messageIds } = mainThreadRedactions(await ports.store.readStream(streamId), taskId, words);
  if (redactions.length === 0) return;
  await ports.store.redact(streamId, redactions);
  if (messageIds.length === 0) return;
  await ports.store.append(
    streamId,
    [
      {
        id: randomUUID(),
        type: 'MainMessagesRedacted',
        data: { messageIds, at: ports.now() },
        metadata: { workspaceId, actor: 'system:router' },
      },
    ],
    { expected: 'any' },
  );
}
