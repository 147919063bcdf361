import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, type ApiFixture } from '../testing/api-fixture';
import { startE5Platform } from '../testing/e5-platform';
import { mainThread, type ThreadEntry as Entry } from '../testing/main-thread';

jest.setTimeout(300_000);

interface MemoryBody {
  memoryId: string;
  subject: string;
  content: string;
  evidence: Array<{ source: { type: string; streamId?: string; messageId?: string; taskId?: string } }>;
}

/**
 * Issue 28 item 1, "main-thread messages are read too", over HTTP on the embedded platform: a
 * statement posted alone to the main thread is answered there (no task reads it), and memory
 * still learns it from the main thread — its evidence points at that main-thread message — and a
 * forget said in chat takes it away again.
 */
describe('statements answered in the main thread are remembered and forgettable (embedded platform, EMBEDDER=e5-small)', () => {
  let api: ApiFixture;
  const a = () => bearer(api.keys.a);
  const post = (text: string) => mainThread(api, api.keys.a).post(text);
  const answer = async (messageId: string, optionId: string) =>
    (await mainThread(api, api.keys.a).answer(messageId, optionId).expect(200)).body as Entry;
  const memories = async () => (await api.http.get('/v1/memories').set(a()).expect(200)).body as MemoryBody[];
  const profile = async () => JSON.stringify((await api.http.get('/v1/profile').set(a()).expect(200)).body);
  const holding = (value: string) =>
    eventually(async () => (await memories()).find((m) => m.content.includes(value)), `a memory of “${value}”`, 90_000);

  beforeAll(async () => {
    api = await startE5Platform(platformApp);
  });
  afterAll(() => api.close());

  // [language, the statement posted alone, the value memory must hold, the forget said in chat].
  // The router answers each in the main thread as a craft question (its act reader, e5-small): the
  // issue's Spanish line as it is, the others with the question a designer would ask next.
  const CASES: Array<[string, string, string, string]> = [
    ['es', 'El color de nuestra marca es el magenta.', 'magenta', 'olvida mi color de marca'],
    ['en', 'Our brand colour is saffron. Which typefaces go well with it?', 'saffron', 'forget my brand colour'],
    [
      'de',
      'Unsere Markenfarbe ist Zinnoberrot. Welche Schriften passen dazu?',
      'Zinnoberrot',
      'vergiss meine Markenfarbe',
    ],
    ['ru', 'Наш фирменный цвет — бирюзовый. Какие шрифты к нему подходят?', 'бирюзовый', 'забудь мой фирменный цвет'],
    ['zh', '我们的品牌颜色是藏青色。什么字体和它搭配？', '藏青色', '忘记我的品牌颜色'],
    ['ja', '弊社のブランドカラーは山吹色です。どんなフォントが合いますか？', '山吹色', '私のブランドカラーを忘れて'],
  ];

  it.each(CASES)(
    'given a %s statement posted alone and answered in the main thread, then memory holds it from that message, and a forget in chat removes it',
    async (_language, statement, value, forget) => {
      const said = await post(statement);
      // Nothing went to a task: only the main thread has these words.
      expect(said).toMatchObject({ decision: 'answered_in_main', taskIds: [] });

      const memory = await holding(value);
      expect(memory.evidence.map((e) => e.source)).toEqual([
        expect.objectContaining({
          type: 'message',
          messageId: said.messageId,
          streamId: expect.stringMatching(/^main-/),
        }),
      ]);
      expect(memory.evidence[0]!.source.taskId).toBeUndefined();
      await eventually(async () => (await profile()).includes(value) || undefined, `“${value}” in the profile`, 30_000);

      const asked = await post(forget);
      expect(asked.card?.memories?.map((m) => m.memoryId)).toEqual([memory.memoryId]);
      await answer(asked.messageId, 'forget');
      expect(JSON.stringify(await memories())).not.toContain(value);
      expect(await profile()).not.toContain(value);
    },
  );

  it('given a forget request answered in the main thread, then it is not itself remembered', async () => {
    const before = (await memories()).map((m) => m.memoryId);
    const font = await post('Our brand font is Larkspur Grotesk. Is it readable at small sizes?');
    expect(font).toMatchObject({ decision: 'answered_in_main', taskIds: [] });
    await holding('Larkspur Grotesk');
    const asked = await post('forget my brand font');
    expect(asked.card?.memories).toHaveLength(1);
    await answer(asked.messageId, 'keep');
    // A later statement in the main thread is read after the forget request (one stream, in
    // order): once it is held, the request was read and took nothing.
    const slogan = await post('Our slogan is Light the way. What colours go well with it?');
    expect(slogan).toMatchObject({ decision: 'answered_in_main', taskIds: [] });
    await holding('Light the way');
    const now = await memories();
    expect(now.filter((m) => !before.includes(m.memoryId)).map((m) => m.content)).toEqual(
      expect.arrayContaining([expect.stringContaining('Larkspur Grotesk'), expect.stringContaining('Light the way')]),
    );
    expect(now.filter((m) => !before.includes(m.memoryId))).toHaveLength(2);
  });
});
