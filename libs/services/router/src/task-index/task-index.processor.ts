import { MAIN_THREAD_STREAMS } from '@lomo/contracts';
import { inBackground, type SqlClient } from '@lomo/database';
import { CheckpointedProcessor, type BatchCommit, type EventStore, type RecordedEvent } from '@lomo/event-store';
import {
  withEmbeddingScope,
  type Embedder,
  type EmbeddingStore,
  type SearchDocument,
  type SearchIndex,
} from '@lomo/search';
import { forgottenSpans } from '@lomo/service-api';
import type { MainThreadEvent } from '../main-thread/main-thread.events';
import { documentWords } from '../routing/similarity';

/** Decisions that put the message into a task: its words join the task's searchable summary. */
export const INTO_TASK: ReadonlySet<string> = new Set([
  'delivered_to_task',
  'delivered_by_object_link',
  'created_lightweight_task',
  'attached_to_task',
  'created_task',
]);
export const MAX_BODY = 4_000;
/** Documents warmed at once at most: more (a rebuild replaying the log) are embedded when a post asks. */
const MAX_WARMING = 8;

/**
 * The task index: one search document per task — its brief (the first message) as
 * title, the later messages routed to it as body — projected from the `main-*` streams into
 * the search port. Rebuildable (a new checkpoint name replays the log); the router drops
 * the document of a task the runtime no longer knows. A `StatementsForgotten` takes
 * the forgotten words out of the documents of the tasks its messages went to (issue 28): it
 * comes after them in the thread, so a rebuild leaves them out too. Upserts happen before the
 * checkpoint moves: a crash repeats them, and they are idempotent.
 */
export class TaskIndexProcessor extends CheckpointedProcessor {
  constructor(
    store: EventStore,
    sql: SqlClient,
    private readonly search: SearchIndex,
    private readonly embedder: Embedder,
    /** The kept model vectors (ADR 0055): a forget drops the workspace's, some hold the forgotten words. */
    private readonly vectors?: Pick<EmbeddingStore, 'drop'>,
    name = 'router-task-index',
  ) {
    super(store, sql, name, { categories: [MAIN_THREAD_STREAMS.category] }, { pollIntervalMs: 200 });
  }

  /** The documents this batch changed, by task: their words are warmed once the batch is folded. */
  private readonly changed = new Map<string, SearchDocument>();
  private readonly warming = new Set<Promise<unknown>>();

  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    const texts = new Map<string, string>();
    for (const recorded of events) {
      // The vectors made for a workspace's documents are kept under it, so its erasures find them.
      await withEmbeddingScope(String(recorded.metadata?.workspaceId ?? ''), () => this.one(recorded, texts));
    }
    this.warm();
    return async () => undefined;
  }

  /**
   * Embeds the words the finder will ask of each changed document (`documentWords`) without
   * waiting: the post after an attach finds them cached instead of embedding a document of up to
   * 4,000 characters on its request lane (~0.5–1 s with e5-small; ADR 0063). Lossy on purpose: a
   * replay's documents beyond the first few are embedded when a post asks.
   */
  private warm(): void {
    for (const doc of this.changed.values()) {
      if (this.warming.size >= MAX_WARMING) break;
      // In the background even when a post's catch-up folded the batch: the post's own texts go first.
      const warm = inBackground(() =>
        withEmbeddingScope(doc.workspaceId, () => this.embedder.embed([documentWords(doc)])),
      )
        .catch(() => undefined) // a failed warm-up costs the next post the embedding, nothing else
        .finally(() => this.warming.delete(warm));
      this.warming.add(warm);
    }
    this.changed.clear();
  }

  private async one(recorded: RecordedEvent, texts: Map<string, string>): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as MainThreadEvent;
    if (event.type === 'MainMessagePosted') texts.set(event.data.messageId, event.data.text);
    else if (event.type === 'StatementsForgotten') await this.forget(recorded, event.data);
    else if (event.type === 'MessageMoved') await this.move(recorded, event.data, texts);
    else if (
      event.type !== 'MainMessagesRedacted' &&
      event.type !== 'ForgetAnswered' &&
      INTO_TASK.has(event.data.decision)
    ) {
      const text =
        texts.get(event.data.messageId) ??
        (await this.postedText(recorded.streamId, event.data.messageId, recorded.revision));
      const workspaceId = String(recorded.metadata?.workspaceId ?? '');
      const at = event.data.at;
      for (const taskId of event.data.taskIds) if (text && workspaceId) await this.add(workspaceId, taskId, text, at);
    }
  }

  /**
   * A message the user moved (issue 27) leaves its source task's document and joins its target's:
   * what each task is about follows the user's correction.
   */
  private async move(
    recorded: RecordedEvent,
    data: { messageId: string; fromTaskId?: string; toTaskId: string; at: string },
    texts: ReadonlyMap<string, string>,
  ): Promise<void> {
    const workspaceId = String(recorded.metadata?.workspaceId ?? '');
    const text =
      texts.get(data.messageId) ?? (await this.postedText(recorded.streamId, data.messageId, recorded.revision));
    if (!text || !workspaceId) return;
    const doc = data.fromTaskId ? await this.search.get(workspaceId, data.fromTaskId) : undefined;
    const lines = doc?.body.split('\n') ?? [];
    if (doc && lines.includes(text)) {
      const body = lines.filter((line) => line !== text).join('\n');
      const [vector] = await this.embedder.embed([`${doc.title}\n${body}`]);
      await this.upsert({ ...doc, body, vector, updatedAt: data.at });
    }
    if (data.toTaskId) await this.add(workspaceId, data.toTaskId, text, data.at);
  }

  /** Cuts the forgotten statements of each named message out of its tasks' documents, and re-embeds them. */
  private async forget(recorded: RecordedEvent, data: { messageIds: string[]; evidenceIds: string[] }): Promise<void> {
    const workspaceId = String(recorded.metadata?.workspaceId ?? '');
    // Kept vectors of the forgotten statements (the message, its documents) go; the rest are made
    // again on use. After the warm-ups under way, which would keep a document's words again.
    await Promise.all(this.warming);
    if (workspaceId) await this.vectors?.drop(workspaceId);
    const thread = (await this.store.readStream(recorded.streamId)).map(
      (e) => ({ type: e.type, data: e.data }) as MainThreadEvent,
    );
    const words = new Map<string, string[]>();
    for (const messageId of data.messageIds) {
      const posted = thread.find((e) => e.type === 'MainMessagePosted' && e.data.messageId === messageId);
      const text = posted?.type === 'MainMessagePosted' ? posted.data.text : '';
      const cut = forgottenSpans(messageId, text, data.evidenceIds).map((s) => text.slice(s.start, s.end));
      for (const e of thread)
        if (
          (e.type === 'MainMessageRouted' || e.type === 'DisambiguationAnswered') &&
          e.data.messageId === messageId &&
          INTO_TASK.has(e.data.decision)
        )
          for (const taskId of e.data.taskIds) words.set(taskId, [...(words.get(taskId) ?? []), ...cut]);
    }
    for (const [taskId, cut] of words) {
      const doc = await this.search.get(workspaceId, taskId);
      if (!doc || cut.length === 0) continue;
      const without = (text: string) => cut.filter(Boolean).reduce((t, w) => t.split(w).join(''), text);
      const [title, body] = [without(doc.title), without(doc.body)];
      if (title === doc.title && body === doc.body) continue;
      const [vector] = await this.embedder.embed([`${title}\n${body}`]);
      await this.upsert({ ...doc, title, body, vector });
    }
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
    await this.upsert(next);
  }

  private async upsert(doc: SearchDocument): Promise<void> {
    await this.search.upsert([doc]);
    this.changed.set(doc.id, doc);
  }

  /**
   * The posted text when the batch began between a message's two events (or a move names an
   * older message): read backwards from the event that names it, a page at a time — the post
   * is usually the event just before, and a thread of 100,000 messages is not read whole.
   */
  private async postedText(streamId: string, messageId: string, before: bigint): Promise<string | undefined> {
    const PAGE = 100;
    for (let from = before; from >= 0n; from -= BigInt(PAGE)) {
      const events = await this.store.readStream(streamId, {
        direction: 'backwards',
        fromRevision: from,
        maxCount: PAGE,
      });
      const posted = events.find(
        (e) => e.type === 'MainMessagePosted' && (e.data as { messageId: string }).messageId === messageId,
      );
      if (posted) return (posted.data as { text?: string }).text;
      if (events.length < PAGE) return undefined;
    }
    return undefined;
  }
}
