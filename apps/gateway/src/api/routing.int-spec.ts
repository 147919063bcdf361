import { platformApp } from '../../../platform/src/app';
import { bearer, startApi, type ApiFixture } from '../testing/api-fixture';

const type = (code: string) => `https://lomo.dev/problems/${code}`;

/** the five outcomes of a main-thread message without a target, over HTTP on the embedded platform. */
describe('router: five outcomes over HTTP (embedded platform)', () => {
  let api: ApiFixture;
  const a = () => bearer(api.keys.a);
  const b = () => bearer(api.keys.b);
  const post = async (text: string) =>
    (await api.http.post('/v1/main/messages').set(a()).send({ text }).expect(201)).body;
  const tasks = async () => (await api.http.get('/v1/tasks').set(a()).expect(200)).body as Array<{ taskId: string }>;
  let catTask: string;

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
  });
  afterAll(() => api.close());

  it('given an empty workspace, when "a red cat, watercolour" is posted, then a persistent task starts', async () => {
    const entry = await post('a red cat, watercolour');
    expect(entry).toMatchObject({ decision: 'created_task', reason: 'new work: no active task' });
    catTask = entry.taskIds[0];
    expect((await api.http.get(`/v1/tasks/${catTask}`).set(a()).expect(200)).body.kind).toBe('persistent');
  });

  it('given the cat task, when "make the red cat warmer, more orange" is posted, then it reaches the cat task', async () => {
    const entry = await post('make the red cat warmer, more orange');
    expect(entry).toMatchObject({ decision: 'attached_to_task', taskIds: [catTask] });
    const card = (await api.http.get(`/v1/tasks/${catTask}`).set(a()).expect(200)).body;
    expect(card.inbox.map((m: { text: string }) => m.text)).toContain('make the red cat warmer, more orange');
  });

  it('given the cat task, when "a red cat, watercolour" is sent again, then no duplicate task is created', async () => {
    const before = (await tasks()).length;
    const entry = await post('a red cat, watercolour');
    expect(entry).toMatchObject({ decision: 'attached_to_task', taskIds: [catTask] });
    expect(entry.reason).toMatch(/R-2\.4/);
    expect((await tasks()).length).toBe(before);
  });

  it('when "what\'s running?" is asked, then it is answered in the main thread and no task starts', async () => {
    const before = (await tasks()).length;
    const entry = await post("what's running?");
    expect(entry).toMatchObject({ decision: 'answered_in_main', taskIds: [] });
    expect(entry.reply).toContain('a red cat, watercolour');
    expect((await tasks()).length).toBe(before);
  });

  it.each([
    ['hello, just testing', 'Hello!'],
    ['¡Hola! ¿Qué tal?', '¡Hola!'],
    ['Привет!', 'Привет!'],
    ['Guten Tag!', 'Hallo!'],
    ['こんにちは', 'こんにちは！'],
    ['你好', '你好！'],
    ['Bonjour !', 'Bonjour !'],
  ])(
    'when the greeting "%s" is posted, then it is answered in main in its language and no task starts (issue 26)',
    async (text, hello) => {
      const before = (await tasks()).length;
      const entry = await post(text);
      expect(entry).toMatchObject({ decision: 'answered_in_main', taskIds: [] });
      expect(entry.reply.startsWith(hello)).toBe(true);
      expect((await tasks()).length).toBe(before);
    },
  );

  it('when a one-off is asked for, then a lightweight task starts, kept out of the default list until promoted (R-1.3)', async () => {
    const entry = await post('a quick sketch of a lighthouse');
    expect(entry.decision).toBe('created_lightweight_task');
    const id = entry.taskIds[0];
    expect((await api.http.get(`/v1/tasks/${id}`).set(a()).expect(200)).body.kind).toBe('lightweight');
    const ids = async (query = '') =>
      ((await api.http.get(`/v1/tasks${query}`).set(a()).expect(200)).body as Array<{ taskId: string }>).map(
        (t) => t.taskId,
      );
    expect(await ids()).not.toContain(id);
    expect(await ids('?kind=lightweight')).toEqual([id]);
    expect(await ids('?kind=all')).toContain(id);
    expect((await api.http.get('/v1/tasks?kind=heavy').set(a()).expect(400)).body.type).toBe(type('validation_failed'));

    await api.http.post(`/v1/tasks/${id}/promote`).set(b()).expect(404);
    const promoted = (await api.http.post(`/v1/tasks/${id}/promote`).set(a()).expect(200)).body;
    expect(promoted).toMatchObject({ taskId: id, kind: 'persistent', brief: 'a quick sketch of a lighthouse' });
    await api.http.post(`/v1/tasks/${id}/promote`).set(a()).expect(200);
    expect(await ids()).toContain(id);
    const events = (await api.http.get(`/v1/tasks/${id}/events`).set(a()).expect(200)).body as Array<{ type: string }>;
    expect(events[0].type).toBe('TaskCreated');
    expect(events.filter((e) => e.type === 'TaskPromoted')).toHaveLength(1);
  });

  it('given a likely duplicate, when posted, then the user is asked; the answer routes the message (round trip)', async () => {
    const asked = await post('a red cat in watercolour, on paper');
    expect(asked).toMatchObject({ decision: 'asked_user', taskIds: [] });
    expect(asked.card.state).toBe('open');
    expect(asked.card.options.map((o: { optionId: string }) => o.optionId)).toEqual([catTask, 'new']);
    const answerPath = `/v1/main/messages/${asked.messageId}/answer`;
    const other = await api.http.post(answerPath).set(b()).send({ optionId: 'new' }).expect(404);
    expect(other.body.type).toBe(type('card_not_found'));
    const wrong = await api.http.post(answerPath).set(a()).send({ optionId: 'nope' }).expect(422);
    expect(wrong.body.type).toBe(type('unknown_option'));

    const answered = (await api.http.post(answerPath).set(a()).send({ optionId: catTask }).expect(200)).body;
    expect(answered).toMatchObject({ decision: 'attached_to_task', taskIds: [catTask] });
    expect(answered.card).toMatchObject({ state: 'answered', answeredOptionId: catTask });
    const again = await api.http.post(answerPath).set(a()).send({ optionId: catTask }).expect(200);
    expect(again.body).toEqual(answered);
    const changed = await api.http.post(answerPath).set(a()).send({ optionId: 'new' }).expect(409);
    expect(changed.body.type).toBe(type('card_already_answered'));
    const thread = (await api.http.get('/v1/main/messages').set(a()).expect(200)).body;
    expect(thread.find((e: { messageId: string }) => e.messageId === asked.messageId)).toEqual(answered);
  });

  it('given a card answered "new", then a new persistent task starts with the message', async () => {
    const asked = await post('a red cat, watercolour, framed');
    expect(asked.decision).toBe('asked_user');
    const answered = (
      await api.http.post(`/v1/main/messages/${asked.messageId}/answer`).set(a()).send({ optionId: 'new' }).expect(200)
    ).body;
    expect(answered.decision).toBe('created_task');
    expect(answered.taskIds[0]).not.toBe(catTask);
  });

  it("given a French request, then its language is detected from the user's words and kept on the task (R-2.7)", async () => {
    const entry = await post('une affiche pour le festival de jazz de Lyon');
    expect(entry).toMatchObject({ decision: 'created_task', language: 'fr' });
    const events = (await api.http.get(`/v1/tasks/${entry.taskIds[0]}/events`).set(a()).expect(200)).body;
    expect(events[0]).toMatchObject({ type: 'TaskCreated', data: { language: 'fr' } });
    const explicit = await api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ text: 'une petite chanson pour mon frère', language: 'fr-CA' })
      .expect(201);
    expect(explicit.body.language).toBe('fr-CA');
  });

  it('given a rubric on the post, then the message starts a persistent task graded against it, whatever tasks are live (R-10.11, issue 27 item 4)', async () => {
    const rubric = 'three warm cat posters, each readable from three metres';
    const sent = { text: 'more red cat posters', rubric };
    const entry = (await api.http.post('/v1/main/messages').set(a()).send(sent).expect(201)).body;
    expect(entry).toMatchObject({
      decision: 'created_task',
      reason: 'a rubric was given: a new task graded against it',
    });
    const card = (await api.http.get(`/v1/tasks/${entry.taskIds[0]}`).set(a()).expect(200)).body;
    expect(card).toMatchObject({ kind: 'persistent', brief: 'more red cat posters', rubric });
    expect(entry.taskIds[0]).not.toBe(catTask);

    const onTask = await api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ ...sent, taskId: catTask })
      .expect(422);
    expect(onTask.body.type).toBe(type('rubric_needs_new_task'));
    const blank = await api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ ...sent, rubric: '   ' })
      .expect(400);
    expect(blank.body.type).toBe(type('validation_failed'));
    const tooLong = await api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ ...sent, rubric: 'x'.repeat(4_001) });
    expect(tooLong.status).toBe(400);
    expect((await api.http.get(`/v1/tasks/${catTask}`).set(a()).expect(200)).body.rubric).toBeUndefined();
  });

  it('refuses an answer for a message without a card', async () => {
    const res = await api.http.post('/v1/main/messages/no-such-message/answer').set(a()).send({ optionId: 'new' });
    expect(res.status).toBe(404);
    expect(res.body.type).toBe(type('card_not_found'));
  });
});
