import { mainThreadStreamId } from '@lomo/contracts';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { EVENT_STORE, StreamDeleted, type EventStore } from '@lomo/event-store';
import { openReceipt } from '@lomo/messaging';
import { auditDeletion, deletionLeftovers } from '@lomo/operator';
import { SEARCH_INDEX, type SearchIndex } from '@lomo/search';
import { ApiKeys, RetentionPolicies, RetentionSweeper } from '@lomo/services/gateway';
import {
  BILLING_API,
  TASK_RUNTIME_API,
  WORKSPACE_API,
  type BillingApi,
  type TaskRuntimeApi,
  type WorkspaceApi,
} from '@lomo/service-api';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';

/** Words only carol says: any hit after her erasure is her own text. */
const WORD = 'quillmarsh';
/** What she adds to alice's task: the task stays alice's, her words leave its search document. */
const ADDED = 'brackenloom';

const DAY_MS = 86_400_000;

/**
 * Issue 30 items 5 and 6, ADR 0051: `DELETE /v1/users/me` erases one person — the task she created,
 * her memory, her credential, her stored responses, her main thread and her words in a
 * teammate's task document (ADR 0057) and her keys — and answers a receipt that
 * turns done once every service has finished; alice, in the same workspace, keeps hers. A
 * workspace's retention deletes finished tasks through the same cascade, by the injected clock.
 */
describe('gateway: erasing a person, and retention (R-10.8, embedded platform)', () => {
  let api: ApiFixture;
  let carol: Record<string, string>;
  const alice = () => bearer(api.keys.a);
  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
    const key = await api.app
      .get(ApiKeys)
      .create({ workspaceId: api.workspaces.a, userId: 'carol', scopes: ['read', 'write'], kind: 'console' });
    carol = bearer(key.key);
  });
  afterAll(() => api?.close());

  it('given a confirmation naming someone else, then 422 and nothing is erased', async () => {
    const res = await api.http.delete('/v1/users/me').set(carol).send({ confirmUserId: 'alice' }).expect(422);
    expect(res.body.type).toBe('https://lomo.dev/problems/confirmation_mismatch');
    await api.http.delete('/v1/users/me').set(carol).send({}).expect(400);
    await api.http.get('/v1/tasks').set(carol).expect(200);
  });

  it('given her task, memory, credential and a stored response, when she erases herself, then the receipt finishes and nothing of hers is left', async () => {
    // Given
    const posted = await api.http
      .post('/v1/main/messages')
      .set(carol)
      .set('idempotency-key', 'carol-1')
      .send({ text: `I prefer muted colours for posters. A ${WORD} poster, please.`, language: 'en' })
      .expect(201);
    const taskId: string = posted.body.taskIds[0];
    const kept = (
      await api.http.post('/v1/main/messages').set(alice()).send({ text: 'a plain fox', language: 'en' }).expect(201)
    ).body.taskIds[0] as string;
    await eventually(
      async () => ((await api.http.get('/v1/memories').set(carol).expect(200)).body.length > 0 ? true : undefined),
      'her memory',
    );
    // Her task finished its work (a generation that lands after the purge is another case: ADR 0018).
    await eventually(
      async () => {
        const card = (await api.http.get(`/v1/tasks/${taskId}`).set(carol).expect(200)).body;
        return card.status === 'idle' && card.turns >= 1 && card.artifacts.length > 0 ? card : undefined;
      },
      'her task idle with its image',
      60_000,
    );
    // Her chat, and her words in alice's task (its search document, the router's task index).
    const chat = await api.http
      .post('/v1/main/messages')
      .set(carol)
      .send({ text: 'hello, just testing', language: 'en' })
      .expect(201);
    expect(chat.body.decision).toBe('answered_in_main');
    await api.http
      .post('/v1/main/messages')
      .set(carol)
      .send({ text: `trim it with ${ADDED} lace`, taskId: kept, language: 'en' })
      .expect(201);
    const search = api.app.get<SearchIndex>(SEARCH_INDEX);
    await eventually(
      async () => ((await search.get(api.workspaces.a, kept))?.body.includes(ADDED) ? true : undefined),
      "her words in alice's task document",
    );
    const taskEvents = async () =>
      JSON.stringify((await api.http.get(`/v1/tasks/${kept}/events?limit=500`).set(alice()).expect(200)).body);
    expect(await taskEvents()).toContain(ADDED);
    await api.http
      .post('/v1/credentials')
      .set(carol)
      .send({ name: 'her webhook', kind: 'webhook_secret', secret: 'carol-secret-value', scope: 'user' })
      .expect(201);
    const sql = api.app.get<SqlClient>(SQL_CLIENT);

    // When
    const res = await api.http.delete('/v1/users/me').set(carol).send({ confirmUserId: 'carol' }).expect(202);
    expect(res.headers.location).toBe(`/v1/deletions/${res.body.id}`);
    expect(res.body).toMatchObject({ kind: 'person' });

    // Then: the receipt, read by alice of the same workspace (carol's keys are gone), turns done.
    const receipt = await eventually(
      async () => {
        const r = (await api.http.get(`/v1/deletions/${res.body.id}`).set(alice()).expect(200)).body;
        return r.state === 'done' ? r : undefined;
      },
      'every service to finish',
      60_000,
    );
    expect(receipt.tasks).toBe(1);
    expect(receipt.services.map((s: { service: string }) => s.service)).toEqual(
      expect.arrayContaining([
        'task-runtime',
        'task-runtime:messages',
        'memory:memories',
        'gateway:api-keys',
        'router:main-thread',
        'billing',
        'router',
        'kafka-keys',
      ]),
    );
    await api.http.get('/v1/tasks').set(carol).expect(401);
    await api.http.get(`/v1/deletions/${res.body.id}`).set(bearer(api.keys.b)).expect(404);
    // Her main thread is purged (sealed: its key is gone too), her words left alice's task document.
    const thread = mainThreadStreamId(api.workspaces.a, 'carol');
    await expect(api.app.get<EventStore>(EVENT_STORE).readStream(thread)).rejects.toThrow(StreamDeleted);
    const alicesDoc = await search.get(api.workspaces.a, kept);
    expect(alicesDoc?.title).toBe('a plain fox');
    expect(`${alicesDoc?.title}\n${alicesDoc?.body}`).not.toContain(ADDED);
    // Her message into alice's task is blanked there, with every copy of it the task made.
    expect(await taskEvents()).toContain('a plain fox');
    expect(await taskEvents()).not.toContain(ADDED);
    expect((await api.http.get('/v1/main/messages').set(alice()).expect(200)).body.length).toBeGreaterThan(0);
    const words = [WORD, 'muted colours', 'carol-secret-value'];
    expect(await deletionLeftovers(sql, { taskId, words })).toEqual([]);
    // And `lomo audit deletion --receipt` agrees: nothing pending, nothing of hers in the database.
    const audit = await auditDeletion(sql, { receiptId: res.body.id, words });
    expect(audit).toMatchObject({ leftovers: [], stores: [], failed: [], pending: { services: [] } });
    expect(audit.pending.keyAlive).toBeUndefined();
    const hers = await sql.query(`select 1 from gateway_idempotency where user_id = 'carol'`);
    expect(hers.rows).toEqual([]);
    await api.http.get(`/v1/tasks/${kept}`).set(alice()).expect(200);

    // And asking again (the operator's `lomo erase user`) is the same receipt.
    expect(
      await openReceipt(sql, {
        workspaceId: api.workspaces.a,
        kind: 'person',
        subject: 'carol',
        at: new Date().toISOString(),
      }),
    ).toEqual({ receiptId: res.body.id, created: false });
  });

  it('given a retention of 2 days, when the clock passes it, then the finished task is deleted with a receipt, and not before', async () => {
    // Given: workspace b keeps finished tasks 2 days; a finished task.
    const b = bearer(api.keys.b);
    expect((await api.http.put('/v1/settings/retention').set(b).send({ days: 2 }).expect(200)).body).toEqual({
      days: 2,
      scope: 'task',
    });
    await api.http.put('/v1/settings/retention').set(b).send({ days: 0 }).expect(400);
    const taskId = (
      await api.http.post('/v1/main/messages').set(b).send({ text: 'a plain owl', language: 'en' }).expect(201)
    ).body.taskIds[0] as string;
    await eventually(async () => {
      const card = (await api.http.get(`/v1/tasks/${taskId}`).set(b).expect(200)).body;
      return card.status === 'idle' && card.turns >= 1 ? card : undefined;
    }, 'the task finished');
    const sql = api.app.get<SqlClient>(SQL_CLIENT);
    const at = (offsetMs: number) =>
      new RetentionSweeper(
        api.app.get(RetentionPolicies),
        sql,
        { now: () => new Date(Date.now() + offsetMs) },
        api.app.get<TaskRuntimeApi>(TASK_RUNTIME_API),
      );

    // When / then: a day later nothing goes; three days later the task goes through the cascade.
    expect(await at(DAY_MS).sweep()).toEqual([]);
    expect(await at(3 * DAY_MS).sweep()).toEqual([taskId]);
    await api.http.get(`/v1/tasks/${taskId}`).set(b).expect(404);
    const receipt = (await api.http.delete(`/v1/tasks/${taskId}`).set(b).expect(202)).body;
    await eventually(async () => {
      const r = (await api.http.get(`/v1/deletions/${receipt.id}`).set(b).expect(200)).body;
      return r.state === 'done' ? r : undefined;
    }, 'the cascade of the retention to finish');
    // And with retention off, nothing is swept.
    await api.http.put('/v1/settings/retention').set(b).send({ days: null }).expect(200);
    expect((await api.http.get('/v1/settings/retention').set(b).expect(200)).body).toEqual({
      days: null,
      scope: 'task',
    });
  });

  it('given a retention of content only, when the clock passes it, then the words, images and events go and a skeleton of the card stays (ADR 0057)', async () => {
    // Given: workspace b keeps the content of finished tasks 2 days; a finished task with its image.
    const b = bearer(api.keys.b);
    await api.http.put('/v1/settings/retention').set(b).send({ days: 2, scope: 'everything' }).expect(400);
    await api.http.put('/v1/settings/retention').set(b).send({ days: 2, scope: null }).expect(400);
    expect(
      (await api.http.put('/v1/settings/retention').set(b).send({ days: 2, scope: 'content' }).expect(200)).body,
    ).toEqual({ days: 2, scope: 'content' });
    const word = 'heronmoss';
    const taskId = (
      await api.http
        .post('/v1/main/messages')
        .set(b)
        .send({ text: `A ${word} poster, please.`, language: 'en' })
        .expect(201)
    ).body.taskIds[0] as string;
    const card = await eventually(
      async () => {
        const c = (await api.http.get(`/v1/tasks/${taskId}`).set(b).expect(200)).body;
        return c.status === 'idle' && c.turns >= 1 && c.artifacts.length > 0 ? c : undefined;
      },
      'the task idle with its image',
      60_000,
    );
    const objectId: string = card.artifacts[0].objectId;
    await api.http.get(`/v1/objects/${objectId}`).set(b).expect(200);
    const sql = api.app.get<SqlClient>(SQL_CLIENT);
    const sweeper = new RetentionSweeper(
      api.app.get(RetentionPolicies),
      sql,
      { now: () => new Date(Date.now() + 3 * DAY_MS) },
      api.app.get<TaskRuntimeApi>(TASK_RUNTIME_API),
      { billing: api.app.get<BillingApi>(BILLING_API), workspace: api.app.get<WorkspaceApi>(WORKSPACE_API) },
    );

    // When
    expect(await sweeper.sweep()).toEqual([taskId]);

    // Then: the card is a skeleton — its dates, status and turns, no word; the image and the events are gone.
    const skeleton = (await api.http.get(`/v1/tasks/${taskId}`).set(b).expect(200)).body;
    expect(skeleton).toMatchObject({
      taskId,
      kind: card.kind,
      status: 'idle',
      createdAt: card.createdAt,
      updatedAt: card.updatedAt,
      turns: card.turns,
      brief: '',
      artifacts: [],
      contentDeletedAt: expect.any(String),
    });
    expect(Array.isArray(skeleton.cost)).toBe(true);
    expect(JSON.stringify(skeleton)).not.toContain(word);
    await api.http.get(`/v1/objects/${objectId}`).set(b).expect(404);
    await api.http.get(`/v1/tasks/${taskId}/events`).set(b).expect(404);
    const receipt = (await api.http.delete(`/v1/tasks/${taskId}`).set(b).expect(202)).body;
    await eventually(async () => {
      const r = (await api.http.get(`/v1/deletions/${receipt.id}`).set(b).expect(200)).body;
      return r.state === 'done' ? r : undefined;
    }, 'the cascade of the retention to finish');
    // Nothing of its words anywhere; its id only in the tombstones and the skeleton.
    expect(await deletionLeftovers(sql, { taskId, words: [word] })).toEqual([]);
    await api.http.put('/v1/settings/retention').set(b).send({ days: null }).expect(200);
  }, 180_000);
});
