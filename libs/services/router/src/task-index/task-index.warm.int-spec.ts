import { randomUUID } from 'node:crypto';
import { mainThreadStreamId } from '@lomo/contracts';
import { isServingRequest, openSqlClient, servingRequest, type SqlClient } from '@lomo/database';
import { HashedNgramEmbedder, PostgresSearchIndex, type Embedder } from '@lomo/search';
import { PostgresEventStore } from '@lomo/event-store';
import { documentWords } from '../routing/similarity';
import { TaskIndexProcessor } from './task-index.processor';

/**
 * An embedder that answers at once, except the texts `held` names, which wait until released:
 * what each call asked for, and whether a request was waiting on it.
 */
class HoldingEmbedder implements Embedder {
  readonly inner = new HashedNgramEmbedder();
  readonly name = this.inner.name;
  readonly dimensions = this.inner.dimensions;
  readonly calls: Array<{ text: string; forRequest: boolean }> = [];
  held = new Set<string>();
  private releases: Array<() => void> = [];

  async embed(texts: string[]): Promise<number[][]> {
    for (const text of texts) this.calls.push({ text, forRequest: isServingRequest() });
    if (texts.some((t) => this.held.has(t))) await new Promise<void>((r) => this.releases.push(r));
    return this.inner.embed(texts);
  }

  release(): void {
    for (const r of this.releases.splice(0)) r();
  }
}

/**
 * ADR 0063: the post after an attach used to embed the task's grown document (up to 4,000
 * characters: 0.5–1 s with e5-small) while the person waited. The task index now embeds the words
 * the finder will ask for (`documentWords`) as soon as it changed the document, in the background.
 */
describe('the task index warms the words the finder reads of a changed document', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  let index: TaskIndexProcessor;
  const embedder = new HoldingEmbedder();
  const ws = `ws-${randomUUID()}`;
  const at = '2026-12-04T10:00:00.000Z';

  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: '' });
    store = await PostgresEventStore.open(sql);
    const search = new PostgresSearchIndex(sql, { dimensions: embedder.dimensions });
    await search.init();
    index = new TaskIndexProcessor(store, sql, search, embedder);
  });
  afterAll(async () => {
    embedder.release();
    await store.close();
    await sql.close();
  });

  const post = (text: string, decision: string) => {
    const messageId = randomUUID();
    return store.append(
      mainThreadStreamId(ws, 'u-1'),
      [
        { id: randomUUID(), type: 'MainMessagePosted', data: { messageId, text, at } },
        {
          id: randomUUID(),
          type: 'MainMessageRouted',
          data: { messageId, decision, taskIds: ['t-1'], reason: 'test', at },
        },
      ].map((e) => ({ ...e, metadata: { workspaceId: ws, actor: 'user:u-1' } })),
      { expected: 'any' },
    );
  };

  it("given a follow-up attached to a task, when a post's catch-up folds it, then the document's words are embedded in the background and the catch-up does not wait for them", async () => {
    const brief = 'a poster for the jazz night on Friday, A2, dark blue and gold';
    const followUp = 'make the headline bolder and put the date in gold';
    await post(brief, 'created_task');
    await index.catchUp();
    await post(followUp, 'attached_to_task');
    const words = documentWords({ title: brief, body: followUp });
    embedder.held.add(words);

    // The catch-up a post makes before searching: it must end while the warm-up is still held.
    const caughtUp = await Promise.race([
      servingRequest(() => index.catchUp()).then(() => 'caught up'),
      new Promise((r) => setTimeout(() => r('waited for the warm-up'), 5_000)),
    ]);
    const asked = embedder.calls.filter((c) => c.text === words);
    embedder.release();

    expect({ caughtUp, asked }).toEqual({ caughtUp: 'caught up', asked: [{ text: words, forRequest: false }] });
  });
});
