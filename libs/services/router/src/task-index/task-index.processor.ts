import { MAIN_THREAD_STREAMS } from '@lomo/contracts';
import { CheckpointedProcessor, type BatchCommit, type EventStore, type RecordedEvent } from '@lomo/event-store';
import type { SqlClient } from '@lomo/infra';
import type { Embedder, SearchDocument, SearchIndex } from '@lomo/search';
import type { MainThreadEvent } from '../main-thread/main-thread.events';

/** Decisions that put the message into a task: its words join the task's searchable summary. */
const INTO_TASK = new Set([
  'delivered_to_task',
  'delivered_by_object_link',
  'created_lightweight_task',
  'attached_to_task',
  'created_task',
]);
const MAX_BODY = 4_000;

/**
 * The task index: one search document per task — its brief (the first message) as
 * title, the later messages routed to it as body — projected from the `main-*` streams into
 * the search port. Rebuildable (a new checkpoint name replays the log); the router drops
 * the document of a task the runtime no longer knows. Upserts happen before the
 * checkpoint moves: a crash repeats them, and they are idempotent.
 */
export class TaskIndexProcessor extends CheckpointedProcessor {
  constructor(
    store: EventStore,
    sql: SqlClient,
    private readonly search: SearchIndex,
    private readonly embedder: Embedder,
    name = 'router-task-index',
  ) {
    super(store, sql, name, { categories: [MAIN_THREAD_STREAMS.category] }, { pollIntervalMs: 200 });
  }

  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    const texts = new Map<string, string>();
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as MainThreadEvent;
      if (event.type === 'MainMessagePosted') texts.set(event.data.messageId, event.data.text);
      else if (event.type !== 'MainMessagesRedacted' && INTO_TASK.has(event.data.decision)) {
        const text =
          texts.get(event.data.messageId) ?? (await this.postedText(recorded.streamId, event.data.messageId));
        const workspaceId = String(recorded.metadata?.workspaceId ?? '');
        const at = event.data.at;
        for (const taskId of event.data.taskIds) if (text && workspaceId) await this.add(workspaceId, taskId, text, at);
      }
    }
    return async () => undefined;
  }

  private async add(workspaceId: string, taskId: string, text: string, at: string): Promise<void> {
    const doc = await this.search.get(workspaceId, taskId);
    const body = doc ? (doc.body ? `${doc.body}\n${text}` : text).slice(-MAX_BODY) : '';
    if (doc?.body.split('\n').includes(text) || doc?.title === text) return;
    const title = doc?.title ?? text;
    const [vector] = await this.embedder.embed([`${title}\n${body}`]);
    const next: SearchDocument = {
      id: taskId,
      workspaceId,
      kind: 'task',
      taskId,
      title,
      body,
      vector,
      createdAt: doc?.createdAt ?? at,
      updatedAt: at,
    };
    await this.search.upsert([next]);
  }

  /** The posted text when the batch began between a message's two events. */
  private async postedText(streamId: string, messageId: string): Promise<string | undefined> {
    const events = await this.store.readStream(streamId);
    const posted = events.find(
      (e) => e.type === 'MainMessagePosted' && (e.data as { messageId: string }).messageId === messageId,
    );
    return (posted?.data as { text?: string } | undefined)?.text;
  }
}
