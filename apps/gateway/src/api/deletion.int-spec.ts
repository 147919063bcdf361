import { randomUUID } from 'node:crypto';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { deletionLeftovers } from '@lomo/operator';
import { SseClient } from '@lomo/services/gateway/testing';
import { SimulatedUpstream } from '@lomo/services/generation-gateway';
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

/** After the cascade: nothing but tombstones (which `deletionLeftovers` exempts) names the task. */
const NOTHING = { id: [], word: [] };

const mentions = (value: unknown, needle: string) => JSON.stringify(value).toLowerCase().includes(needle.toLowerCase());

type LedgerEntry = { jobId: string; entry: string; amountMinor: number };

describe('gateway: deleting a task reaches every log, projection and index (R-10.8, embedded platform)', () => {
  let api: ApiFixture;
  const sim = new SimulatedUpstream({ secret: 'deletion-secret' });
  const a = () => bearer(api.keys.a);
  beforeAll(async () => {
    api = await startApi(platformApp, {
      DATABASE_URL: 'memory://',
      GENERATION_SIMULATOR: 'off',
      GENERATION_PROVIDER_ID: 'sim',
      GENERATION_PROVIDER_URL: await sim.start(),
      GENERATION_PROVIDER_SECRETS: 'deletion-secret',
    });
  });
  afterAll(async () => {
    await api?.close();
    await sim.stop();
  });
  const ledger = async (): Promise<LedgerEntry[]> =>
    (await api.http.get('/v1/billing/ledger').set(a()).expect(200)).body;
  /** Per job, what was held is what was captured plus what was refunded. */
  const expectBalanced = (entries: LedgerEntry[]) => {
    const sum = (jobId: string, entry: string) =>
      entries.filter((e) => e.jobId === jobId && e.entry === entry).reduce((n, e) => n + e.amountMinor, 0);
    for (const job of new Set(entries.map((e) => e.jobId)))
      expect(sum(job, 'hold')).toBe(sum(job, 'capture') + sum(job, 'refund'));
  };

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
    const charged = await ledger();
    expect(charged.some((e) => e.jobId.includes(taskId) && e.entry === 'capture')).toBe(true);

    // When: the user deletes it.
    const deleted = await api.http.delete(`/v1/tasks/${taskId}`).set(a()).expect(202);
    expect(deleted.headers.location).toBe(`/v1/deletions/${deleted.body.id}`);
    expect(deleted.body).toMatchObject({ kind: 'task', tasks: 1 });

    // Then: the log, every projection, the idempotency records and the indexes hold neither.
    const leftovers = () => leftoversOf(sql, taskId);
    await eventually(
      async () => (JSON.stringify(await leftovers()) === JSON.stringify(NOTHING) ? true : undefined),
      'the cascade to finish',
    ).catch(() => undefined);
    expect(await leftovers()).toEqual(NOTHING);

    // And the receipt names every service, each done (ADR 0051); deleting again answers the same receipt.
    const receipt = await eventually(async () => {
      const r = (await api.http.get(`/v1/deletions/${deleted.body.id}`).set(a()).expect(200)).body;
      return r.state === 'done' ? r : undefined;
    }, 'the receipt done');
    expect(receipt.services.map((s: { service: string; state: string }) => `${s.service} ${s.state}`)).toEqual([
      'task-runtime done',
      ...['router', 'gateway', 'memory', 'generation-gateway', 'workspace', 'billing'].map((s) => `${s} done`),
      'kafka-keys done',
    ]);
    expect(mentions(receipt, taskId)).toBe(false);
    const again = await api.http.delete(`/v1/tasks/${taskId}`).set(a()).expect(202);
    expect(again.body).toMatchObject({ id: deleted.body.id, state: 'done' });

    // And billing keeps the amounts under pseudonymous job ids: the ledger still balances.
    const kept = await ledger();
    expect(kept.map((e) => [e.entry, e.amountMinor])).toEqual(charged.map((e) => [e.entry, e.amountMinor]));
    expect(mentions(kept, taskId)).toBe(false);
    expectBalanced(kept);

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

  it('given a generation still running upstream, when its task is deleted, then it is cancelled upstream, refunded, and nothing of the task is left', async () => {
    // Given: a task whose image job the upstream keeps running (one progress step a minute).
    const word = 'quorvelline';
    sim.script({ promptContains: word, script: { stepMs: 60_000, steps: 5 } });
    const b = bearer(api.keys.b);
    const created = await api.http
      .post('/v1/main/messages')
      .set(b)
      .send({ text: `a ${word} cat, watercolour`, language: 'en' });
    const taskId: string = created.body.taskIds[0];
    const submitted = await eventually(
      async () => sim.submissions().find((s) => s.idempotencyKey?.startsWith(`${taskId}:`)),
      'the job submitted upstream',
      60_000,
    );
    await eventually(async () => {
      const held = (await api.http.get('/v1/billing').set(b).expect(200)).body.heldMinor;
      return held > 0 ? held : undefined;
    }, 'the hold in billing');

    // When: the user deletes the task.
    await api.http.delete(`/v1/tasks/${taskId}`).set(b).expect(202);

    // Then: the upstream was asked to cancel that job, billing refunded the hold, and no store names the task or its word.
    await eventually(
      async () =>
        sim.ledger.find((e) => e.method === 'POST' && e.path === `/v1/jobs/${submitted.upstreamJobId}/cancel`),
      'the cancel upstream',
    );
    const sql = api.app.get<SqlClient>(SQL_CLIENT);
    await eventually(async () => {
      const found = await deletionLeftovers(sql, { taskId, words: [word] });
      return found.length === 0 ? true : undefined;
    }, 'the cascade to finish').catch(() => undefined);
    expect(await deletionLeftovers(sql, { taskId, words: [word] })).toEqual([]);
    const money = (await api.http.get('/v1/billing').set(b).expect(200)).body;
    expect(money).toMatchObject({ heldMinor: 0, capturedMinor: 0 });
    expect(money.refundedMinor).toBeGreaterThan(0);
    const entries: LedgerEntry[] = (await api.http.get('/v1/billing/ledger').set(b).expect(200)).body;
    expect(entries.map((e) => e.entry)).toEqual(['hold', 'refund']);
    expect(mentions(entries, taskId)).toBe(false);
  });

  it('given a deleted task, a foreign one and an unknown id, when deleted, then the same receipt, 404 and 404, and nothing is purged', async () => {
    // Given: a live task of workspace a and a deleted task of workspace b.
    const live = (await api.http.post('/v1/main/messages').set(a()).send({ text: 'a plain fox', language: 'en' })).body
      .taskIds[0] as string;
    const gone = (await api.http.post('/v1/main/messages').set(bearer(api.keys.b)).send({ text: 'a plain owl' })).body
      .taskIds[0] as string;
    const first = await api.http.delete(`/v1/tasks/${gone}`).set(bearer(api.keys.b)).expect(202);
    const sql = api.app.get<SqlClient>(SQL_CLIENT);
    const purges = async () =>
      (await sql.query<{ n: number }>(`select count(*)::int as n from lomo_events where stream_id = '$purges'`)).rows[0]
        .n;
    const before = await purges();

    // When / then: deleting it again answers its receipt; someone else's task, or an id that never existed, 404.
    const again = await api.http.delete(`/v1/tasks/${gone}`).set(bearer(api.keys.b)).expect(202);
    expect(again.body.id).toBe(first.body.id);
    await api.http.get(`/v1/deletions/${first.body.id}`).set(a()).expect(404);
    for (const [id, key] of [
      [gone, api.keys.a],
      [live, api.keys.b],
      [randomUUID(), api.keys.a],
    ]) {
      const res = await api.http.delete(`/v1/tasks/${id}`).set(bearer(key)).expect(404);
      expect(res.body.status).toBe(404);
    }
    expect(await purges()).toBe(before);
    await api.http.get(`/v1/tasks/${live}`).set(a()).expect(200);
  });
});
