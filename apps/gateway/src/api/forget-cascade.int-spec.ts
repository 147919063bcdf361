import type { StepDecision, StepInput, TaskModel } from '@lomo/services/task-runtime';
import { SEARCH_INDEX, type SearchIndex } from '@lomo/search';
import { platformWithModel } from '../../../platform/src/testing/scripted-platform';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';
import { mainThread, type ThreadEntry } from '../testing/main-thread';

/** The agent: answers at length (so a task's history is summarised) and keeps every step's input. */
class VerboseRecorder implements TaskModel {
  readonly inputs: StepInput[] = [];
  async decide(input: StepInput): Promise<StepDecision> {
    this.inputs.push(input);
    return { text: `Working on it (${input.messages.length}). ${'draft notes '.repeat(1_500)}`, toolCalls: [] };
  }
}

interface MemoryBody {
  memoryId: string;
  content: string;
}
type LogEvent = { type: string; data: { text?: string } };

/**
 * Issue 28's done-when, embedded mode, HTTP only for what a person does: a colour stated in
 * German and forgotten in English by chat goes from every store that held it — memories,
 * profile, episodes, the router's task index, the task's history summaries — and from the next
 * task's step context; a fact stated twice survives the forgetting of one statement.
 */
jest.setTimeout(240_000);

describe('a forget said in chat reaches every store (embedded platform, PGlite, HTTP)', () => {
  let api: ApiFixture;
  const agent = new VerboseRecorder();
  const a = () => bearer(api.keys.a);
  const post = (text: string) => mainThread(api, api.keys.a).post(text);
  const answer = async (messageId: string, optionId: string) =>
    (await mainThread(api, api.keys.a).answer(messageId, optionId).expect(200)).body as ThreadEntry;
  const memories = async () => (await api.http.get('/v1/memories').set(a()).expect(200)).body as MemoryBody[];
  const summaries = async (taskId: string) =>
    ((await api.http.get(`/v1/tasks/${taskId}/events`).set(a()).expect(200)).body as LogEvent[])
      .filter((e) => e.type === 'HistorySummarised')
      .map((e) => e.data.text ?? '');
  const stepsOf = (brief: string) => agent.inputs.filter((i) => i.system.includes(`Task brief: ${brief}`));

  beforeAll(async () => {
    api = await startApi(platformWithModel(agent), { DATABASE_URL: 'memory://' });
  });
  afterAll(() => api.close());

  const VALUE = 'Zinnoberrot';
  /** Each store a copy of the statement could rest in, as one text. */
  const stores = async (taskId: string) => {
    const search = api.app.get<SearchIndex>(SEARCH_INDEX);
    const doc = await search.get(api.workspaces.a, taskId);
    const hits = await search.search({ workspaceId: api.workspaces.a, text: VALUE, kinds: ['task'] });
    return {
      memories: (await api.http.get('/v1/memories').set(a()).expect(200)).text,
      profile: (await api.http.get('/v1/profile').set(a()).expect(200)).text,
      episodes: (await api.http.get('/v1/memories/episodes').set(a()).expect(200)).text,
      routerIndex: `${doc?.title}\n${doc?.body}\n${hits.map((h) => `${h.document.title} ${h.document.body}`).join('\n')}`,
      summaries: (await summaries(taskId)).join('\n'),
    };
  };
  const occurrences = (texts: Record<string, string>) =>
    Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.split(VALUE).length - 1]));

  it('given a brand colour stated in German and summarised, when "forget my brand colour" is said and confirmed, then 0 occurrences are left in memories, profile, episodes, router index, summaries and the next task’s step context', async () => {
    const stated = await post(`Unsere Markenfarbe ist ${VALUE}. Ein Plakat für den Frühlingsverkauf, bitte.`);
    const taskId = stated.taskIds[0];
    // One turn per follow-up, so the history grows past the summary threshold: messages sent
    // together are (rightly) read in one turn, which would leave too little to summarise.
    const turns = async () =>
      ((await api.http.get(`/v1/tasks/${taskId}/events`).set(a()).expect(200)).body as LogEvent[]).filter(
        (e) => e.type === 'TurnCompleted',
      ).length;
    for (const text of ['make the headline bigger', 'add the store address', 'use a photo of tulips']) {
      const read = await eventually(async () => (await turns()) || undefined, 'the brief read');
      await api.http.post(`/v1/tasks/${taskId}/messages`).set(a()).send({ text }).expect(202);
      await eventually(async () => ((await turns()) > read ? true : undefined), `a turn reading "${text}"`);
    }
    const colour = await eventually(
      async () => (await memories()).find((m) => m.content.includes(VALUE)),
      'the German statement remembered',
    );
    await eventually(
      async () => ((await summaries(taskId)).some((s) => s.includes(VALUE)) ? true : undefined),
      'a summary of the history quoting the colour',
      60_000,
    );
    const before = occurrences(await stores(taskId));
    expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);

    const asked = await post('forget my brand colour');
    expect(asked).toMatchObject({ decision: 'answered_in_main', taskIds: [] });
    // The card names exactly what goes: that memory, nothing else.
    expect(asked.card?.memories).toEqual([
      { memoryId: colour.memoryId, subject: 'brand colour', content: colour.content },
    ]);
    expect((await answer(asked.messageId, 'forget')).reply).toBe('Forgotten: brand colour.');

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
    expect((await stores(taskId)).routerIndex).toContain('Ein Plakat für den Frühlingsverkauf, bitte.');
    expect((await summaries(taskId)).join('\n')).toContain('Ein Plakat für den Frühlingsverkauf, bitte.');

    // The next task's step is built without it: neither its system context nor its messages.
    const next = 'design a lighthouse logo';
    await post(next);
    const [step] = await eventually(
      async () => (stepsOf(next).length > 0 ? stepsOf(next) : undefined),
      'the next task’s first step',
    );
    expect(step.system).toContain('Task brief: design a lighthouse logo');
    expect(JSON.stringify(step).split(VALUE).length - 1).toBe(0);
  });

  it('given a fact stated in two tasks, when "forget that" follows the second statement and is confirmed, then the fact survives, resting on the first', async () => {
    const FONT = 'Our brand font is Quillora Sans';
    await post(`${FONT}. A flyer for the bakery, please.`);
    const first = await eventually(
      async () => (await memories()).find((m) => m.content === FONT),
      'the font remembered from the first statement',
    );
    const second = await post(`${FONT}. A menu card for the café, please.`);
    // The second statement is taken as evidence once its task's messages are observed.
    await eventually(async () => {
      const m = (await api.http.get(`/v1/memories/${first.memoryId}`).set(a()).expect(200)).body as {
        evidence: unknown[];
      };
      return m.evidence.length >= 2 ? true : undefined;
    }, 'the second statement as evidence of the same fact');

    const asked = await post('forget that');
    // Only the statement of that message goes: the card names the memory it backs, in its words.
    expect(asked.card?.memories?.map((m) => m.content)).toEqual([FONT]);
    await answer(asked.messageId, 'forget');

    const left = (await memories()).filter((m) => m.content === FONT);
    expect(left).toHaveLength(1);
    expect(JSON.stringify((await api.http.get('/v1/profile').set(a()).expect(200)).body)).toContain('Quillora Sans');
    const evidence = (
      (await api.http.get(`/v1/memories/${left[0].memoryId}`).set(a()).expect(200)).body as {
        evidence: Array<{ source: { messageId?: string } }>;
      }
    ).evidence;
    expect(evidence.map((e) => e.source.messageId)).not.toContain(second.messageId);
    expect(evidence.length).toBeGreaterThan(0);
  });
});
