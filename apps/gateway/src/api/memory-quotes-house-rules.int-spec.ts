import { platformApp } from '../../../platform/src/app';
import type { ApiFixture } from '../testing/api-fixture';
import { startE5Platform } from '../testing/e5-platform';
import { mainThread } from '../testing/main-thread';
import { workspaceMembers } from '../testing/workspace-members';

jest.setTimeout(400_000);

/**
 * ADR 0061 over HTTP on the embedded platform: what a person posts to the main thread
 * (`POST /v1/main/messages`), then what memory holds (`GET /v1/memories`). Someone else's words
 * quoted inside a line or reported in speech ("the florist told us their colour is…") yield no
 * memory, the person's own remark in the same message does; a wish said as the rule of the house
 * ("house rule", "Hausregel", "店里的规定") is the workspace's, so a teammate holds it too.
 * Every line is written for this spec.
 */
describe('memory keeps the person’s words, not the ones they quote, and house rules for the house (embedded platform, EMBEDDER=e5-small)', () => {
  let api: ApiFixture;
  let run = 0;
  const { member, memoriesOf, holding } = workspaceMembers(() => api);

  beforeAll(async () => {
    api = await startE5Platform(platformApp);
  });
  afterAll(() => api.close());

  // [language, a message quoting or reporting someone else, then the person's own remark; the remark's value; values only the other party's words hold].
  const QUOTED: Array<[string, string, string, string[]]> = [
    [
      'en',
      'quick voice memo: the florist down the road told us their colour is lilac and they want Posy Blooms on the joint flyer, anyway our colour stays moss green',
      'moss green',
      ['lilac', 'Posy Blooms'],
    ],
    [
      'es',
      'la panadería de al lado escribió: «Queremos los carteles con nuestro amarillo limón, firmado Berta». nuestro color de siempre es el verde oliva',
      'verde oliva',
      ['amarillo limón', 'Berta'],
    ],
    [
      'de',
      'Der Imker nebenan meinte, ihre Farbe sei Honiggelb und das Logo der Imkerei Summ gehöre drauf. Unsere Hausfarbe bleibt Tannengrün.',
      'Tannengrün',
      ['Honiggelb', 'Summ'],
    ],
    [
      'ru',
      'поставщик написал, что их фирменный цвет сиреневый и логотип «Лаванда» должен быть крупнее. а наш цвет по-прежнему горчичный',
      'горчичный',
      ['сиреневый', 'Лаванда'],
    ],
    [
      'zh',
      '隔壁的茶馆发来：“我们的颜色是藕荷色，海报上要写清风茶馆。”我们自己的主色还是松石绿',
      '松石绿',
      ['藕荷色', '清风茶馆'],
    ],
    [
      'ja',
      'お隣の花屋さんは、自分たちの色は藤色だと言っていました。うちのブランドカラーは若竹色です',
      '若竹色',
      ['藤色'],
    ],
  ];

  it.each(QUOTED)(
    'given someone else’s words quoted or reported in %s beside the person’s own remark, then only the remark becomes a memory',
    async (_language, text, own, theirs) => {
      const key = await member(`quoted-${run++}`, 'alice');
      await mainThread(api, key).post(text);
      await holding(key, own);
      const leaked = (await memoriesOf(key)).filter((m) => theirs.some((v) => m.content.includes(v)));
      expect(leaked).toEqual([]);
    },
  );

  // [language, a wish one member states as the house's rule, its value].
  const HOUSE: Array<[string, string, string]> = [
    ['en', 'shop policy: no clip-art hearts on anything, ever', 'clip-art hearts'],
    ['de', 'Hausregel: Plakate nie in Neonfarben, egal wer sie macht', 'Neonfarben'],
    ['ru', 'правило студии: никаких смайликов в постах', 'смайликов'],
    ['zh', '店里的规定：菜单一律做成A4竖版', 'A4竖版'],
    ['ja', 'お店のルールで、チラシは全部A5縦でお願いします', 'A5縦'],
  ];

  it.each(HOUSE)(
    'given a wish said in %s as the rule of the house, then it is the workspace’s and a teammate holds it too',
    async (_language, text, value) => {
      const workspace = `house-${run++}`;
      const alice = await member(workspace, 'alice');
      const carol = await member(workspace, 'carol');
      await mainThread(api, alice).post(text);
      const rule = await holding(alice, value);
      expect(rule.scope).toBe('workspace');
      await holding(carol, value);
    },
  );
});
