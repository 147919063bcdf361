import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, mainThreadStreamId, MemoryForgottenSchema } from '@lomo/contracts';
import type { SqlClient } from '@lomo/database';
import type { PostgresEventStore } from '@lomo/event-store';
import type { HashedNgramEmbedder, PostgresSearchIndex } from '@lomo/search';
import { statementEvidenceId } from '@lomo/service-api';
import { TaskIndexProcessor } from '../task-index/task-index.processor';
import { openTaskIndexFixture, type TaskIndexFixture } from '../task-index/task-index.fixture';
import { recordForgottenStatements } from './forgotten-statements';

describe('the router after a forget (issue 28: MemoryForgotten reaches the task index)', () => {
  let fx: TaskIndexFixture;
  let sql: SqlClient;
  let store: PostgresEventStore;
  let search: PostgresSearchIndex;
  let index: TaskIndexProcessor;
  let embedder: HashedNgramEmbedder;
  const ws = `ws-${randomUUID()}`;
  const user = 'u-1';
  const at = '2026-12-01T10:00:00.000Z';

  beforeAll(async () => {
    fx = await openTaskIndexFixture();
    ({ sql, store, search, index, embedder } = fx);
  });
  afterAll(() => fx.close());

  const post = async (messageId: string, text: string, taskId: string, decision: string) =>
    store.append(
      mainThreadStreamId(ws, user),
      [
        { id: randomUUID(), type: 'MainMessagePosted', data: { messageId, text, at } },
        {
          id: randomUUID(),
          type: 'MainMessageRouted',
          data: { messageId, decision, taskIds: [taskId], reason: 'test', at },
        },
      ].map((e) => ({ ...e, metadata: { workspaceId: ws, actor: `user:${user}` } })),
      { expected: 'any' },
    );
  const forgotten = (evidenceIds: string[]) =>
    create(MemoryForgottenSchema, {
      envelope: create(EventEnvelopeSchema, { eventId: randomUUID(), workspaceId: ws }),
      userId: user,
      evidenceIds,
      memoryIds: ['m-1'],
    });
  const found = async (text: string) =>
    (await search.search({ workspaceId: ws, text, kinds: ['task'] })).map(
      (h) => `${h.document.title}\n${h.document.body}`,
    );

  it("given a colour stated in a task's brief and in a later message, when that statement is forgotten, then no task document holds it and the rest stays findable", async () => {
    const [brief, later] = [randomUUID(), randomUUID()];
    await post(brief, 'Make a launch poster. Our brand colour is teal.', 't-1', 'created_task');
    await post(later, 'Also add the date. Our brand colour is teal!', 't-1', 'delivered_to_task');
    await index.catchUp();
    expect((await found('teal')).join()).toContain('teal');

    const payload = forgotten([
      statementEvidenceId(brief, 'Our brand colour is teal.'),
      statementEvidenceId(later, 'Our brand colour is teal!'),
    ]);
    await recordForgottenStatements(store, 'bus-message-1', payload);
    await recordForgottenStatements(store, 'bus-message-1', payload); // a redelivery records nothing twice
    await index.catchUp();

    const docs = await search.get(ws, 't-1');
    expect(`${docs?.title}\n${docs?.body}`.toLowerCase()).not.toContain('teal');
    expect((await found('teal')).filter((text) => text.toLowerCase().includes('teal'))).toEqual([]);
    expect((await found('launch poster')).join()).toContain('Make a launch poster.');
    const log = await store.readStream(mainThreadStreamId(ws, user));
    expect(log.filter((e) => e.type === 'StatementsForgotten')).toHaveLength(1);
    // The raw chat stays: only derived copies lose the words.
    expect(JSON.stringify(log.map((e) => e.data))).toContain('Our brand colour is teal.');
  });

  it('given a rebuild of the index from the log, then the forgotten words do not come back', async () => {
    const rebuilt = new TaskIndexProcessor(
      store,
      sql,
      search,
      embedder,
      undefined,
      `router-task-index-${randomUUID()}`,
    );
    await rebuilt.catchUp();
    const docs = await search.get(ws, 't-1');
    expect(`${docs?.title}\n${docs?.body}`.toLowerCase()).not.toContain('teal');
  });

  it('given a forget of evidence from no message of this thread, then nothing is recorded', async () => {
    const before = (await store.readStream(mainThreadStreamId(ws, user))).length;
    await recordForgottenStatements(
      store,
      'bus-message-2',
      forgotten(['tool:t-1:c-1', statementEvidenceId('other', 'x')]),
    );
    expect((await store.readStream(mainThreadStreamId(ws, user))).length).toBe(before);
  });
});
