import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';
import { SseClient } from '@lomo/services/gateway/testing';

const type = (code: string) => `https://lomo.dev/problems/${code}`;

interface Card {
  taskId: string;
  status: string;
  turns: number;
  inbox: Array<{ messageId: string; state: string }>;
  checkpoints: Array<{ cardId: string; state: string }>;
}

describe('gateway: main thread and tasks over HTTP (embedded platform)', () => {
  let api: ApiFixture;
  let taskId: string;
  const a = () => bearer(api.keys.a);
  const b = () => bearer(api.keys.b);
  const card = async (id = taskId): Promise<Card> => (await api.http.get(`/v1/tasks/${id}`).set(a()).expect(200)).body;
  // Each turn here waits for a simulated generation; on a loaded CI box two turns took over the
  // default 15 s (a cold run, 2026-12-02), so the wait is bounded by the test's own minute.
  // A timeout names the card as it last was: slow turns and a stuck task read differently.
  const idleAfterTurns = async (turns: number, id = taskId) => {
    let last: Card | undefined;
    try {
      return await eventually(
        async () => {
          const c = (last = await card(id));
          return c.status === 'idle' && c.turns >= turns && c.inbox.every((m) => m.state !== 'pending') ? c : undefined;
        },
        `task ${id} idle after ${turns} turn(s)`,
        45_000,
      );
    } catch (error) {
      const { status, turns: taken, inbox } = last ?? ({} as Partial<Card>);
      throw new Error(`${(error as Error).message}; last seen ${JSON.stringify({ status, turns: taken, inbox })}`);
    }
  };

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
  });
  afterAll(() => api.close());

  it('posts a main-thread message that starts a task, recorded as a routing decision; a replay changes nothing', async () => {
    const body = { text: 'a red cat, watercolour', language: 'en' };
    const first = await api.http
      .post('/v1/main/messages')
      .set(a())
      .set('idempotency-key', 'm-1')
      .send(body)
      .expect(201);
    expect(first.body).toMatchObject({ text: body.text, decision: 'created_task' });
    expect(first.body.taskIds).toHaveLength(1);
    taskId = first.body.taskIds[0];
    const replay = await api.http
      .post('/v1/main/messages')
      .set(a())
      .set('idempotency-key', 'm-1')
      .send(body)
      .expect(201);
    expect(replay.body).toEqual(first.body);
    const reused = await api.http
      .post('/v1/main/messages')
      .set(a())
      .set('idempotency-key', 'm-1')
      .send({ text: 'a blue dog' })
      .expect(422);
    expect(reused.body.type).toBe(type('idempotency_key_reused'));
    const thread = await api.http.get('/v1/main/messages').set(a()).expect(200);
    expect(thread.body).toEqual([first.body]);
    expect((await api.http.get('/v1/main/messages').set(b()).expect(200)).body).toEqual([]);
    await idleAfterTurns(1);
  });

  it('lists, reads and filters task cards and events, and hides them from another workspace', async () => {
    const list = await api.http.get('/v1/tasks').set(a()).expect(200);
    expect(list.body.map((t: Card) => t.taskId)).toContain(taskId);
    expect((await api.http.get('/v1/tasks?status=paused').set(a()).expect(200)).body).toEqual([]);
    expect(
      (await api.http.get('/v1/tasks?status=idle').set(a()).expect(200)).body.map((t: Card) => t.taskId),
    ).toContain(taskId);
    const events = await api.http.get(`/v1/tasks/${taskId}/events`).set(a()).expect(200);
    expect(events.body.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['TaskCreated', 'MessageDelivered', 'TurnCompleted']),
    );
    expect((await api.http.get('/v1/tasks').set(b()).expect(200)).body).toEqual([]);
    for (const path of ['', '/events', '/stream']) {
      const res = await api.http.get(`/v1/tasks/${taskId}${path}`).set(b()).expect(404);
      expect(res.body.status).toBe(404);
    }
    for (const action of ['messages', 'interrupt', 'pause', 'resume', 'stop']) {
      await api.http
        .post(`/v1/tasks/${taskId}/${action}`)
        .set(b())
        .send(action === 'messages' ? { text: 'hijack' } : {})
        .expect(404);
    }
    await api.http.delete(`/v1/tasks/${taskId}`).set(b()).expect(404);
    await api.http.post('/v1/main/messages').set(b()).send({ text: 'hijack', taskId }).expect(404);
    expect((await card()).inbox.map((m) => m.state)).toEqual(['consumed']);
  });

  it('delivers a message to the task (received, then consumed) directly and through the main thread', async () => {
    const direct = await api.http
      .post(`/v1/tasks/${taskId}/messages`)
      .set(a())
      .set('idempotency-key', 'tm-1')
      .send({ text: 'make it smaller' })
      .expect(202);
    expect(direct.body).toMatchObject({ taskId, state: 'pending' });
    const routed = await api.http.post('/v1/main/messages').set(a()).send({ text: 'and sign it', taskId }).expect(201);
    expect(routed.body).toMatchObject({ decision: 'delivered_to_task', taskIds: [taskId] });
    const done = await idleAfterTurns(2);
    expect(done.inbox.map((m) => m.messageId)).toEqual(
      expect.arrayContaining([direct.body.messageId, routed.body.messageId]),
    );
    expect(done.inbox.every((m) => m.state === 'consumed')).toBe(true);
  });

  it('routes a message about a workspace object to the task linked to it (R-2.1)', async () => {
    const doc = await api.http
      .post('/v1/objects')
      .set(a())
      .send({ name: 'cat notes', text: 'red, watercolour', linkTaskId: taskId })
      .expect(201);
    const routed = await api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ text: 'use these notes', objectId: doc.body.objectId })
      .expect(201);
    expect(routed.body).toMatchObject({
      decision: 'delivered_by_object_link',
      taskIds: [taskId],
      target: { objectId: doc.body.objectId },
    });
    await api.http.post('/v1/main/messages').set(b()).send({ text: 'hijack', objectId: doc.body.objectId }).expect(404);
    const unlinked = await api.http.post('/v1/objects').set(a()).send({ name: 'loose', text: '' }).expect(201);
    const refused = await api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ text: 'for whom?', objectId: unlinked.body.objectId })
      .expect(409);
    expect(refused.body.type).toBe(type('object_not_linked'));
    await idleAfterTurns(3);
  });

  it('pauses, resumes and interrupts', async () => {
    await api.http
      .post(`/v1/tasks/${taskId}/pause`)
      .set(a())
      .expect(202, { accepted: true, changed: true, status: 'paused' });
    expect((await card()).status).toBe('paused');
    await api.http.post(`/v1/tasks/${taskId}/resume`).set(a()).expect(202);
    await eventually(async () => ((await card()).status === 'idle' ? true : undefined), 'resumed to idle');
    await api.http.post(`/v1/tasks/${taskId}/interrupt`).set(a()).expect(202);
    const events = (await api.http.get(`/v1/tasks/${taskId}/events`).set(a()).expect(200)).body.map(
      (e: { type: string }) => e.type,
    );
    expect(events).toEqual(expect.arrayContaining(['TaskPaused', 'TaskResumed', 'TaskInterrupted']));
  });

  it('sets a tool policy that asks first, and the checkpoint card it opens is answered by id', async () => {
    await api.http
      .put('/v1/tool-policies/generate_image')
      .set(a())
      .send({ policy: 'always_ask' })
      .expect(200, { tool: 'generate_image', policy: 'always_ask' });
    await api.http.put('/v1/tool-policies/generate_image').set(a()).send({ policy: 'sometimes' }).expect(400);
    expect((await api.http.get('/v1/tool-policies').set(a()).expect(200)).body).toEqual([
      { tool: 'generate_image', policy: 'always_ask' },
    ]);
    expect((await api.http.get('/v1/tool-policies').set(b()).expect(200)).body).toEqual([]);

    const posted = await api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ text: 'paint a green owl, watercolour' })
      .expect(201);
    const id = posted.body.taskIds[0] as string;
    const waiting = await eventually(async () => {
      const c = await card(id);
      return c.status === 'awaiting_approval' && c.checkpoints.some((k) => k.state === 'open') ? c : undefined;
    }, 'a permission card');
    const open = waiting.checkpoints.find((k) => k.state === 'open')! as Card['checkpoints'][number] & {
      origin: string;
      toolCall?: { tool: string };
    };
    expect(open).toMatchObject({ origin: 'tool_permission', toolCall: { tool: 'generate_image' } });

    await api.http
      .post(`/v1/tasks/${id}/checkpoints/${open.cardId}/answer`)
      .set(b())
      .send({ action: 'confirm' })
      .expect(404);
    await api.http
      .post(`/v1/tasks/${id}/checkpoints/${open.cardId}/answer`)
      .set(a())
      .send({ action: 'approve' })
      .expect(400);
    const unknown = await api.http
      .post(`/v1/tasks/${id}/checkpoints/no-such-card/answer`)
      .set(a())
      .send({ action: 'confirm' })
      .expect(404);
    expect(unknown.body.type).toBe(type('card_not_found'));
    await api.http
      .post(`/v1/tasks/${id}/checkpoints/${open.cardId}/answer`)
      .set(a())
      .send({ action: 'confirm' })
      .expect(202);
    const after = await eventually(async () => {
      const c = await card(id);
      return c.checkpoints.find((k) => k.cardId === open.cardId)?.state === 'answered' &&
        c.status !== 'awaiting_approval' &&
        c.status !== 'running'
        ? c
        : undefined;
    }, 'the confirmed call to run');
    const events = (await api.http.get(`/v1/tasks/${id}/events`).set(a()).expect(200)).body.map(
      (e: { type: string }) => e.type,
    );
    expect(events).toEqual(expect.arrayContaining(['CheckpointOpened', 'CheckpointAnswered']));
    expect(after.checkpoints.every((k) => k.state === 'answered')).toBe(true);
    await api.http.put('/v1/tool-policies/generate_image').set(a()).send({ policy: 'always_allow' }).expect(200);
  });

  it('wakes the task with an authenticated trigger; a repeated event id changes nothing', async () => {
    await api.http.post(`/v1/tasks/${taskId}/triggers`).set(a()).send({ source: 'cron', eventId: 'e-1' }).expect(403);
    const trigger = bearer(api.keys.trigger);
    await api.http
      .post(`/v1/tasks/${taskId}/triggers`)
      .set(trigger)
      .send({ source: 'cron', eventId: 'e-1', payload: { tick: 1 } })
      .expect(202);
    await api.http
      .post(`/v1/tasks/${taskId}/triggers`)
      .set(trigger)
      .send({ source: 'cron', eventId: 'e-1', payload: { tick: 1 } })
      .expect(202);
    await api.http
      .post(`/v1/tasks/${taskId}/triggers`)
      .set(trigger)
      .send({ source: 'Not Valid', eventId: 'e-2' })
      .expect(400);
    const events = (await api.http.get(`/v1/tasks/${taskId}/events`).set(a()).expect(200)).body as Array<{
      type: string;
      data: { eventId?: string };
    }>;
    expect(events.filter((e) => e.type === 'ExternalEventReceived' && e.data.eventId === 'e-1')).toHaveLength(1);
  });

  it('refuses messages to a stopped task, then purges it', async () => {
    await api.http.post(`/v1/tasks/${taskId}/stop`).set(a()).send({ reason: 'done here' }).expect(202);
    expect((await card()).status).toBe('terminated');
    const refused = await api.http.post(`/v1/tasks/${taskId}/messages`).set(a()).send({ text: 'one more' }).expect(409);
    expect(refused.body.type).toBe(type('task_not_accepting_messages'));
    await api.http.delete(`/v1/tasks/${taskId}`).set(a()).expect(202);
    await api.http.get(`/v1/tasks/${taskId}`).set(a()).expect(404);
    expect((await api.http.get('/v1/tasks').set(a()).expect(200)).body.map((t: Card) => t.taskId)).not.toContain(
      taskId,
    );
  });

  it('streams a task over SSE and resumes after a dropped connection with no gap and no duplicate', async () => {
    const created = await api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ text: 'a lighthouse at dusk' })
      .expect(201);
    const id = created.body.taskIds[0] as string;
    const stream = (headers: Record<string, string> = {}, query = '') =>
      new SseClient(`${api.url}/v1/tasks/${id}/stream${query}`, { ...bearer(api.keys.a), ...headers });
    const hasTurnCompleted = (n: number) => (events: Array<{ data: string }>) =>
      events.filter((e) => e.data.includes('"type":"TurnCompleted"')).length >= n;

    const first = stream();
    await first.waitFor(hasTurnCompleted(1));
    first.close();
    const seen = first.events.map((e) => e.id!);

    await api.http.post(`/v1/tasks/${id}/messages`).set(a()).send({ text: 'add a boat' }).expect(202);
    await idleAfterTurns(2, id);

    const resumed = stream({ 'last-event-id': seen[seen.length - 1] });
    await resumed.waitFor(hasTurnCompleted(1));
    const full = stream();
    await full.waitFor(hasTurnCompleted(2));
    resumed.close();
    full.close();

    const stitched = [...seen, ...resumed.events.map((e) => e.id!)];
    expect(new Set(stitched).size).toBe(stitched.length);
    expect(stitched).toEqual(full.events.map((e) => e.id).slice(0, stitched.length));
    const lines = full.updates().map((u) => u.line);
    expect(lines).toEqual(expect.arrayContaining(['message received', 'finished']));
    expect(full.updates().every((u) => u.taskId === id)).toBe(true);

    const bad = new SseClient(`${api.url}/v1/tasks/${id}/stream?after=yesterday`, bearer(api.keys.a));
    await bad.opened;
    expect(bad.status).toBe(400);
    bad.close();
  });

  it("streams the workspace live and resumes it; another workspace's stream sees none of it", async () => {
    const live = new SseClient(`${api.url}/v1/stream`, bearer(api.keys.a));
    const other = new SseClient(`${api.url}/v1/stream?access_token=${encodeURIComponent(api.keys.b)}`);
    await Promise.all([live.opened, other.opened]);
    const created = await api.http.post('/v1/main/messages').set(a()).send({ text: 'a fox in snow' }).expect(201);
    const id = created.body.taskIds[0] as string;
    await live.waitFor(() => live.updates().some((u) => u.taskId === id && u.type === 'TurnCompleted'));
    live.close();
    const seen = live.events.map((e) => e.id!);

    await api.http.post(`/v1/tasks/${id}/messages`).set(a()).send({ text: 'more snow' }).expect(202);
    await idleAfterTurns(2, id);
    const resumed = new SseClient(`${api.url}/v1/stream`, {
      ...bearer(api.keys.a),
      'last-event-id': seen[seen.length - 1],
    });
    await resumed.waitFor(() => resumed.updates().some((u) => u.taskId === id && u.type === 'TurnCompleted'));
    const full = new SseClient(`${api.url}/v1/stream?after=0-0`, bearer(api.keys.a));
    await full.waitFor(() => full.events.length >= seen.length + resumed.events.length);
    resumed.close();
    full.close();
    other.close();

    const stitched = [...seen, ...resumed.events.map((e) => e.id!)];
    expect(new Set(stitched).size).toBe(stitched.length);
    const fullIds = full.events.map((e) => e.id!);
    expect(fullIds.slice(fullIds.indexOf(seen[0]), fullIds.indexOf(seen[0]) + stitched.length)).toEqual(stitched);
    expect(other.updates()).toEqual([]);
  });
});
