import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, type ApiFixture } from '../testing/api-fixture';
import { startE5Platform } from '../testing/e5-platform';
import { mainThread } from '../testing/main-thread';

jest.setTimeout(300_000);

interface MemoryBody {
  memoryId: string;
  scope: string;
  subject: string;
  content: string;
}

/**
 * ADR 0056 over HTTP on the embedded platform: what a person posts to the main thread
 * (`POST /v1/main/messages`), then what memory holds (`GET /v1/memories`). A wish restricted to
 * one occasion never becomes a lasting memory; a colour given alone as an answer is the
 * workspace's colour; a sentence typed in lowercase after a full stop is a statement of its own.
 */
describe('memory keeps what people state: one-offs, colour answers, lowercase sentences (embedded platform, EMBEDDER=e5-small)', () => {
  let api: ApiFixture;
  const post = (text: string) => mainThread(api, api.keys.a).post(text);
  const memories = async () =>
    (await api.http.get('/v1/memories').set(bearer(api.keys.a)).expect(200)).body as MemoryBody[];
  const holding = (value: string) =>
    eventually(async () => (await memories()).find((m) => m.content.includes(value)), `a memory of “${value}”`, 90_000);

  beforeAll(async () => {
    api = await startE5Platform(platformApp);
  });
  afterAll(() => api.close());

  // [language, a lasting fact and a one-off wish in one message, the fact's value, the one-off's value].
  // One message is one extraction: once the fact is held, the wish was read too.
  const ONE_OFFS: Array<[string, string, string, string]> = [
    [
      'en',
      'Our brand colour is teal. Just for the harvest fair flyer, put a scarecrow in the corner.',
      'teal',
      'scarecrow',
    ],
    ['de', 'Unsere Markenfarbe ist Petrol. Nur für das Sommerfest: ein paar Lampions oben.', 'Petrol', 'Lampions'],
    ['zh', '我们的品牌颜色是藏青色。只有中秋那批月饼盒，加一只玉兔。', '藏青色', '玉兔'],
  ];

  it.each(ONE_OFFS)(
    'given a %s wish restricted to one occasion beside a lasting fact, then the fact is held and the wish is in no lasting memory',
    async (_language, text, fact, once) => {
      await post(text);
      expect((await holding(fact)).scope).toBe('workspace');
      const lasting = (await memories()).filter((m) => m.scope !== 'task' && m.content.includes(once));
      expect(lasting).toEqual([]);
    },
  );

  // [language, a colour given alone as an answer, the colour].
  const ANSWERS: Array<[string, string, string]> = [
    ['en', 'slate blue, same as our awning', 'slate blue'],
    ['zh', '烟灰蓝，跟招牌一样', '烟灰蓝'],
    ['ru', 'рябиново-красный, как наша вывеска', 'рябиново-красный'],
  ];

  it.each(ANSWERS)(
    'given a colour answered in %s as a fragment, then the workspace holds it as its colour',
    async (_language, text, colour) => {
      await post(text);
      expect(await holding(colour)).toMatchObject({ scope: 'workspace', subject: 'colour' });
    },
  );

  // [language, an introduction and a rule typed in lowercase after a full stop, the name, the rule's value].
  const LOWERCASE: Array<[string, string, string, string]> = [
    ['en', 'Nadia Quinn, I look after the accounts. we send every invoice as PDF/A', 'Nadia Quinn', 'PDF/A'],
    ['es', 'soy Marta Gil, de contabilidad. nosotros siempre entregamos las facturas en PDF/A', 'Marta Gil', 'PDF/A'],
  ];

  it.each(LOWERCASE)(
    'given a %s introduction and a rule typed in lowercase after a full stop, then they are two memories',
    async (_language, text, name, value) => {
      await post(text);
      const person = await holding(name);
      const rule = await eventually(
        async () => (await memories()).find((m) => m.content.includes(value) && !m.content.includes(name)),
        `a memory of “${value}” on its own`,
        90_000,
      );
      expect(person.content).not.toContain(value);
      expect(rule.memoryId).not.toBe(person.memoryId);
    },
  );
});
