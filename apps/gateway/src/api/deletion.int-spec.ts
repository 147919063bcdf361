import { deletionLeftovers } from '@lomo/event-store';
import { SQL_CLIENT, type SqlClient } from '@lomo/infra';
import { SseClient } from '@lomo/services/gateway/testing';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';

/** A word no planner, template or fixture says: any hit after deletion is the task's own text. */
const WORD = 'zanzibarquill';

/** The audit `lomo audit deletion` runs, as `table.column (stream categories)` per needle. */
async function leftoversOf(sql: SqlClient, taskId: string) {
  const found = await deletionLeftovers(sql, { taskId, words: [WORD] });
  const where = (needle: string) =>
    found
      .filter((l) => l.needle === needle)
      .map((l) => `${l.table}.${l.column}${l.categories ? ` (${l.categories.join(',')})` : ''}`);
  return { id: where(taskId), word: where(WORD) };
}

/**
 * What the cascade does not reach yet (issue 20): the task's id in billing's budget stream
 * (inside the job ids the holds name; no words: the word list is empty). Each entry goes when its service
 * purges; the test fails on a leftover not listed here and on a listed one that is gone.
 */
const PENDING = {
  id: ['lomo_events.data (budget)'],
  word: [],
};

const mentions = (value: unknown, needle: string) => JSON.stringify(value).toLowerCase().includes(needle.toLowerCase());

describe('gateway: deleting a task reaches every log, projection and index (R-10.8, embedded platform)', () => {
  let api: ApiFixture;
  const a = () => bearer(api.keys.a);
  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
  });
  afterAll(() => api.close());

  it('given a generated task with a replayed message and a linked object, when it is deleted, then no store or response names it or its words', async () => {
    // Given: a task started from the main thread with a distinctive word, generated, replayed and linked.
    const body = { text: `a ${WORD} cat, watercolour`, language: 'en' };
    const first = await api.http
      .post('/v1/main/messages')
      .set(a())
      .set('idempotency-key', 'del-1')
      .send(body)
      .expect(201);
    const taskId: string = first.body.taskIds[0];
    await api.http.post('/v1/main/messages').set(a()).set('idempotency-key', 'del-1').send(body).expect(201);
    await eventually(async () => {
      const card = (await api.http.get(`/v1/tasks/${taskId}`).set(a()).expect(200)).body;
      return card.status === 'idle' && card.turns >= 1 ? card : undefined;
    }, 'the task idle after its first turn');
    const artifacts = await eventually(async () => {
      const list = (await api.http.get(`/v1/objects?taskId=${taskId}`).set(a()).expect(200)).body.objects;
      return list.length > 0 ? list : undefined;
    }, 'an artifact of the task');
    const notes = await api.http
      .post('/v1/objects')
      .set(a())
      .send({ name: 'notes', text: 'kept by the user', linkTaskId: taskId })
      .expect(201);
    const sql = api.app.get<SqlClient>(SQL_CLIENT);
    expect((await leftoversOf(sql, taskId)).word).not.toEqual([]);

    // When: the user deletes it.
    await api.http.delete(`/v1/tasks/${taskId}`).set(a()).expect(204);

    // Then: the log, every projection, the idempotency records and the indexes hold neither (but what is pending).
    const leftovers = () => leftoversOf(sql, taskId);
    await eventually(
      async () => (JSON.stringify(await leftovers()) === JSON.stringify(PENDING) ? true : undefined),
      'the cascade to finish',
    ).catch(() => undefined);
    expect(await leftovers()).toEqual(PENDING);

    // And every response: the main thread (a tombstone keeps the entry's place), a replayed key, the task's objects, the status history.
    const thread = (await api.http.get('/v1/main/messages').set(a()).expect(200)).body;
    expect(thread).toEqual([expect.objectContaining({ text: '', taskIds: [] })]);
    expect(mentions(thread, WORD) || mentions(thread, taskId)).toBe(false);
    const replay = await api.http
      .post('/v1/main/messages')
      .set(a())
      .set('idempotency-key', 'del-1')
      .send(body)
      .expect(410);
    expect(replay.body.type).toBe('https://lomo.dev/problems/task_deleted');
    expect((await api.http.get(`/v1/objects?taskId=${taskId}`).set(a()).expect(200)).body.objects).toEqual([]);
    for (const kept of [...artifacts.map((o: { objectId: string }) => o.objectId), notes.body.objectId]) {
      const meta = (await api.http.get(`/v1/objects/${kept}`).set(a()).expect(200)).body;
      expect(meta.linkedTaskIds).toEqual([]);
      expect(mentions(meta, taskId) || mentions(meta, WORD)).toBe(false);
    }
    const sse = new SseClient(`${api.url}/v1/stream?after=0-0`, a());
    try {
      await sse.waitFor(() => sse.updates().some((u) => u.type === 'TaskDeleted'));
      // The workspace had only this task: its history is the deletion card alone, with no words.
      expect(sse.updates().filter((u) => u.type !== 'TaskDeleted' || mentions(u, WORD))).toEqual([]);
    } finally {
      sse.close();
    }
  });
});
