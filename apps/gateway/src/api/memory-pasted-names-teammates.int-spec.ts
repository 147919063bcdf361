import { platformApp } from '../../../platform/src/app';
import { eventually, type ApiFixture } from '../testing/api-fixture';
import { startE5Platform } from '../testing/e5-platform';
import { mainThread } from '../testing/main-thread';
import { workspaceMembers } from '../testing/workspace-members';

jest.setTimeout(400_000);

/**
 * ADR 0059 over HTTP on the embedded platform: what a person posts to the main thread
 * (`POST /v1/main/messages`), then what memory holds (`GET /v1/memories`). Text pasted into a
 * message (quoted lines, a brief in quotation marks) yields nothing, the remarks around it do; a
 * name given alone as an answer is the person's name; a teammate's correction of a workspace fact
 * replaces it for every member instead of standing beside it.
 */
describe('memory keeps what people state: pasted text, names, a teammate’s correction (embedded platform, EMBEDDER=e5-small)', () => {
  let api: ApiFixture;
  let run = 0;
  const { member, memoriesOf, holding } = workspaceMembers(() => api);

  beforeAll(async () => {
    api = await startE5Platform(platformApp);
  });
  afterAll(() => api.close());

  // [language, a message with text pasted from elsewhere and the person's own remark, the remark's value, values only the pasted text holds].
  const PASTED: Array<[string, string, string, string[]]> = [
    [
      'en',
      'a client sent their brief:\n\n"Orchard Lane Bakery — menus in mustard yellow. Contact: Elsie Ward"\n\nfor our own work: everything we send goes out as PDF',
      'PDF',
      ['mustard', 'Elsie Ward', 'Orchard Lane'],
    ],
    [
      'de',
      'hier die Mail vom Lieferanten:\n\n> Hallo, unser Logo bitte in Bordeaux. Grüße, Kai Moll, Moll Verpackungen\n\nunsere Hausfarbe ist Salbeigrün',
      'Salbeigrün',
      ['Bordeaux', 'Kai Moll'],
    ],
    [
      'ja',
      '取引先のメールを転送します：\n\n> いつもお世話になっております。弊社のロゴは紺色でお願いします。山田商店 佐藤\n\nうちのブランドカラーは若草色です',
      '若草色',
      ['紺色', '山田商店'],
    ],
  ];

  it.each(PASTED)(
    'given %s text pasted between the person’s own remarks, then only the remarks become memories',
    async (_language, text, own, theirs) => {
      const key = await member(`pasted-${run++}`, 'alice');
      await mainThread(api, key).post(text);
      await holding(key, own);
      const leaked = (await memoriesOf(key)).filter((m) => theirs.some((v) => m.content.includes(v)));
      expect(leaked).toEqual([]);
    },
  );

  // [language, a name given alone as an answer, the name].
  const NAMES: Array<[string, string, string]> = [
    ['en', 'Bettina', 'Bettina'],
    ['de', 'Wiebke. du reicht', 'Wiebke'],
    ['ru', 'Ильдар, можно на ты', 'Ильдар'],
    ['zh', '陈思远，叫我小陈也行', '陈思远'],
    ['ja', '沙耶です', '沙耶'],
  ];

  it.each(NAMES)(
    'given a name answered in %s as a fragment, then the person holds it as their name',
    async (_l, text, name) => {
      const key = await member(`name-${run++}`, 'alice');
      await mainThread(api, key).post(text);
      // The sentence may say more about the person ("…, call me …"): the name is a memory of its own.
      const named = await eventually(
        async () => (await memoriesOf(key)).find((m) => m.subject === 'name' && m.content.includes(name)),
        `a name memory of “${name}”`,
        120_000,
      );
      expect(named).toMatchObject({ scope: 'user', content: name });
    },
  );

  // [language, a workspace fact one member states, a teammate's correction of it, the first value, the corrected value].
  const CORRECTIONS: Array<[string, string, string, string, string]> = [
    ['en', 'Our brand colour is plum.', 'Actually, our brand colour is mustard now.', 'plum', 'mustard'],
    [
      'de',
      'Unsere Markenfarbe ist Pflaume.',
      'Korrektur: unsere Markenfarbe ist jetzt Senfgelb.',
      'Pflaume',
      'Senfgelb',
    ],
    ['ja', 'うちのブランドカラーは藤色です。', '訂正です、ブランドカラーは今は山吹色です。', '藤色', '山吹色'],
  ];

  it.each(CORRECTIONS)(
    'given a workspace fact in %s a teammate corrects, then every member holds the corrected value once and the first no more',
    async (_language, first, correction, before, after) => {
      const workspace = `team-${run++}`;
      const alice = await member(workspace, 'alice');
      const carol = await member(workspace, 'carol');
      await mainThread(api, alice).post(first);
      await holding(alice, before);
      await mainThread(api, carol).post(correction);
      for (const key of [alice, carol]) {
        await holding(key, after);
        const colours = (await memoriesOf(key)).filter((m) => m.scope === 'workspace' && m.subject === 'colour');
        expect(colours.map((m) => m.content)).toEqual([expect.stringContaining(after)]);
      }
    },
  );
});
