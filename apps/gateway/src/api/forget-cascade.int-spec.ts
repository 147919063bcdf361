import type { StepDecision, StepInput, TaskModel } from '@lomo/services/task-runtime';
import { SEARCH_INDEX, type SearchIndex } from '@lomo/search';
import { platformWithModel } from '../../../platform/src/testing/scripted-platform';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';

/** An agent that answers at length, so the task's history outgrows its window and is summarised. */
class Verbose implements TaskModel {
  async decide(input: StepInput): Promise<StepDecision> {
    return { text: `Working on it (${input.messages.length}). ${'draft notes '.repeat(1_500)}`, toolCalls: [] };
  }
}

type LogEvent = { type: string; data: { text?: string } };

/** Issue 28 item 3: a forget reaches every store that holds text derived from the statement. */
describe('the forget cascade over the real stores (embedded platform, PGlite, HTTP)', () => {
  let api: ApiFixture;
  const a = () => bearer(api.keys.a);

  beforeAll(async () => {
    api = await startApi(platformWithModel(new Verbose()), { DATABASE_URL: 'memory://' });
  });
  afterAll(() => api.close());

  const summaries = async (taskId: string) =>
    ((await api.http.get(`/v1/tasks/${taskId}/events`).set(a()).expect(200)).body as LogEvent[])
      .filter((e) => e.type === 'HistorySummarised')
      .map((e) => e.data.text ?? '');
  /** What a person can read, and the router's task document, as one text per store. */
  const stores = async (taskId: string) => {
    const search = api.app.get<SearchIndex>(SEARCH_INDEX);
    const doc = await search.get(api.workspaces.a, taskId);
    const routerHits = await search.search({ workspaceId: api.workspaces.a, text: 'teal', kinds: ['task'] });
    return {
      memories: (await api.http.get('/v1/memories').set(a()).expect(200)).text,
      profile: (await api.http.get('/v1/profile').set(a()).expect(200)).text,
      episodes: (await api.http.get('/v1/memories/episodes').set(a()).expect(200)).text,
      routerIndex: `${doc?.title}\n${doc?.body}\n${routerHits.map((h) => `${h.document.title} ${h.document.body}`).join('\n')}`,
      summaries: (await summaries(taskId)).join('\n'),
    };
  };
  const occurrences = (texts: Record<string, string>) =>
    Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, (v.match(/teal/gi) ?? []).length]));

  it('given a colour stated in the main thread and summarised into the task history, when the memory is forgotten, then 0 occurrences are left in memories, profile, episodes, the router index and the task summaries', async () => {
    const posted = await api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ text: 'Our brand colour is teal. A spring sale poster, please.' })
      .expect(201);
    const taskId: string = posted.body.taskIds[0];
    for (const text of ['make the headline bigger', 'add the store address', 'use a photo of tulips'])
      await api.http.post(`/v1/tasks/${taskId}/messages`).set(a()).send({ text }).expect(202);
    await eventually(
      async () => ((await summaries(taskId)).some((s) => /teal/i.test(s)) ? true : undefined),
      'a summary of the history quoting the colour',
      60_000,
    );
    const [memory] = await eventually(async () => {
      const list = (await api.http.get('/v1/memories').set(a()).expect(200)).body as Array<{
        memoryId: string;
        content: string;
      }>;
      return list.some((m) => /teal/i.test(m.content)) ? list.filter((m) => /teal/i.test(m.content)) : undefined;
    }, 'the extracted memory');
    const before = occurrences(await stores(taskId));
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    await api.http.post(`/v1/memories/${memory.memoryId}/forget`).set(a()).send({ confirm: true }).expect(200);

    const after = await eventually(
      async () => {
        const counts = occurrences(await stores(taskId));
        return Object.values(counts).every((n) => n === 0) ? counts : undefined;
      },
      'no copy of the forgotten colour in any store',
      30_000,
    ).catch(async (error: unknown) => {
      throw new Error(`${String(error)}: ${JSON.stringify(occurrences(await stores(taskId)))}`);
    });
    expect(after).toEqual({ memories: 0, profile: 0, episodes: 0, routerIndex: 0, summaries: 0 });
    // The rest of what was said stays findable and summarised; the raw chat stays (R-9.5).
    expect((await stores(taskId)).routerIndex).toContain('A spring sale poster, please.');
    expect((await summaries(taskId)).join('\n')).toContain('A spring sale poster, please.');
  });
});
