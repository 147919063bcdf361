import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';
import { mainThread, type ThreadEntry as Entry } from '../testing/main-thread';

const type = (code: string) => `https://lomo.dev/problems/${code}`;

interface MemoryBody {
  memoryId: string;
  subject: string;
  content: string;
}

/** Issue 28, R-6.7, R-9.5: a forget said in the main thread is a confirmation card; confirming runs the cascade. */
describe('forget said in chat, over HTTP (embedded platform)', () => {
  let api: ApiFixture;
  const a = () => bearer(api.keys.a);
  const post = (text: string, extra: Record<string, string> = {}) => mainThread(api, api.keys.a).post(text, extra);
  const answer = (messageId: string, optionId: string) => mainThread(api, api.keys.a).answer(messageId, optionId);
  const memories = async () => (await api.http.get('/v1/memories').set(a()).expect(200)).body as MemoryBody[];
  const profile = async () => JSON.stringify((await api.http.get('/v1/profile').set(a()).expect(200)).body);
  const tasks = async () => ((await api.http.get('/v1/tasks').set(a()).expect(200)).body as unknown[]).length;
  const remembered = (content: string) =>
    eventually(async () => (await memories()).find((m) => m.content === content), `the memory "${content}"`);

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
  });
  afterAll(() => api.close());

  it('given a stated brand colour, when "forget my brand colour" is posted, then a card names exactly that memory and no task starts', async () => {
    await post('Our brand colour is teal.');
    await post('I prefer muted colours for posters.');
    const teal = await remembered('Our brand colour is teal');
    await remembered('I prefer muted colours for posters');
    expect(await profile()).toContain('teal');
    const before = await tasks();

    const asked = await post('forget my brand colour');

    expect(asked).toMatchObject({ decision: 'answered_in_main', taskIds: [] });
    expect(asked.card).toEqual({
      question: 'Forget this memory? This cannot be undone.',
      options: [
        { optionId: 'forget', label: 'Forget' },
        { optionId: 'keep', label: 'Keep' },
      ],
      memories: [{ memoryId: teal.memoryId, subject: 'brand colour', content: 'Our brand colour is teal' }],
      state: 'open',
    });
    expect(await tasks()).toBe(before);

    // Confirmed: the cascade ran; the card keeps no copy of the words; the reply names the subject.
    const answered = (await answer(asked.messageId, 'forget').expect(200)).body as Entry;
    expect(answered).toMatchObject({ decision: 'answered_in_main', reply: 'Forgotten: brand colour.' });
    expect(answered.card).toMatchObject({ state: 'answered', answeredOptionId: 'forget' });
    expect(JSON.stringify(answered)).not.toContain('teal');
    expect((await memories()).map((m) => m.content)).toEqual(['I prefer muted colours for posters']);
    expect(await profile()).not.toContain('teal');
    await api.http.get(`/v1/memories/${teal.memoryId}`).set(a()).expect(404);

    // Answering twice is idempotent; another answer is refused.
    expect((await answer(asked.messageId, 'forget').expect(200)).body).toEqual(answered);
    expect((await answer(asked.messageId, 'keep').expect(409)).body.type).toBe(type('card_already_answered'));
  });

  it('given a forget that matches nothing, then it is answered in a reply, with no card and no task', async () => {
    const before = await tasks();
    const entry = await post("forget my dog's name");
    expect(entry).toMatchObject({
      decision: 'answered_in_main',
      taskIds: [],
      reply: "I remember nothing about “dog's name”.",
    });
    expect(entry.card).toBeUndefined();
    expect(await tasks()).toBe(before);
    // Without the multilingual embedder, a word the matcher cannot place is answered for what was checked: the words.
    const unplaced = await post('forget my palette');
    expect(unplaced).toMatchObject({
      decision: 'answered_in_main',
      taskIds: [],
      reply: 'None of my memories says “palette” (I matched the words only).',
    });
    expect(unplaced.card).toBeUndefined();
  });

  it('given a colour stated in English, when forgotten in German and kept, then nothing changes', async () => {
    const green = await (async () => {
      await post('Our brand colour is green.');
      return remembered('Our brand colour is green');
    })();
    const asked = await post('Vergiss meine Markenfarbe');
    expect(asked.card?.question).toBe('Diese Erinnerung vergessen? Das lässt sich nicht rückgängig machen.');
    expect(asked.card?.memories?.map((m) => m.memoryId)).toEqual([green.memoryId]);
    await answer(asked.messageId, 'nope').expect(422);

    const kept = (await answer(asked.messageId, 'keep').expect(200)).body as Entry;
    expect(kept).toMatchObject({ reply: 'Behalten: nichts wurde vergessen.', card: { state: 'answered' } });
    expect(kept.card?.memories?.[0].content).toBe('Our brand colour is green');
    expect((await memories()).map((m) => m.memoryId)).toContain(green.memoryId);
  });

  it('given "don\'t remember this" in the statement itself, then nothing of that message is stored', async () => {
    const told = await post("Our launch date is May 3 — don't remember this.");
    expect(told.card).toBeUndefined();
    const taskId = told.taskIds[0];
    expect(taskId).toBeDefined();
    // A later message to the same task is observed after it: once its memory is there, the first was read.
    await post('Our slogan is Make it bright.', { taskId });
    await remembered('Our slogan is Make it bright');
    expect((await memories()).some((m) => m.content.includes('May 3'))).toBe(false);
  });

  it('given a lone "don\'t remember this" right after a statement, then the card names what that message left', async () => {
    await post('Our tagline is Bright days ahead.');
    const tagline = await remembered('Our tagline is Bright days ahead');
    const asked = await post("Don't remember this.");
    expect(asked.card?.memories?.map((m) => m.memoryId)).toEqual([tagline.memoryId]);
    await answer(asked.messageId, 'forget').expect(200);
    // Only what that message said goes: the tagline refined the slogan said before (one subject),
    // so the slogan holds again, as it did before the tagline was said.
    const left = await memories();
    expect(JSON.stringify(left)).not.toContain('Bright days ahead');
    expect(left.find((m) => m.memoryId === tagline.memoryId)?.content).toBe('Our slogan is Make it bright');
  });

  it('given "forget everything about me", then the card lists every memory and confirming leaves none', async () => {
    const all = await memories();
    expect(all.length).toBeGreaterThan(1);
    const asked = await post('Forget everything about me');
    expect(asked.card?.memories?.map((m) => m.memoryId).sort()).toEqual(all.map((m) => m.memoryId).sort());
    const answered = (await answer(asked.messageId, 'forget').expect(200)).body as Entry;
    expect(answered.reply).toMatch(/^Forgotten: /);
    expect(await memories()).toEqual([]);
    expect((await api.http.get('/v1/profile').set(a()).expect(200)).body.entries).toEqual([]);
    const none = await post('forget everything about me');
    expect(none).toMatchObject({ reply: 'I remember nothing about you.' });
    expect(none.card).toBeUndefined();
  });
});
