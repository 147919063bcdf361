import { HashedNgramEmbedder, type SearchHit, type SearchIndex } from '@lomo/search';
import { ApiError, type ApiCaller, type TaskCardView, type TaskRuntimeApi } from '@lomo/service-api';
import type { ActReader } from '../acts/act-reader';
import type { ActReading } from '../acts/dialogue-act';
import { isServingRequest, servingRequest } from '@lomo/database';
import { CandidateFinder, taskTexts } from './candidates';

const caller: ApiCaller = { workspaceId: 'ws', userId: 'u' };
const card = (taskId: string, brief: string, updatedAt: string): TaskCardView => ({
  taskId,
  workspaceId: 'ws',
  kind: 'persistent',
  brief,
  status: 'idle',
  createdAt: updatedAt,
  updatedAt,
  turns: 1,
  inbox: [],
  checklist: [],
  checkpoints: [],
  artifacts: [],
  position: '0',
});
const cat = card('cat', 'a red cat, watercolour', '2026-12-01T10:00:00Z');
const dog = card('dog', 'a blue dog on a beach', '2026-12-01T11:00:00Z');
const tasks = (cards: TaskCardView[]) =>
  ({
    listTasks: async () => cards,
    getTask: async (_: ApiCaller, id: string) => {
      const found = cards.find((c) => c.taskId === id);
      if (!found) throw new ApiError('not_found', 'task_not_found', `no task ${id}`);
      return found;
    },
  }) as unknown as TaskRuntimeApi;
const searchThat = (search: (q: unknown) => Promise<SearchHit[]>, purged: string[] = []) =>
  ({ search, purgeTask: async (_ws: string, id: string) => void purged.push(id) }) as unknown as SearchIndex;

describe('candidate set (R-2.3)', () => {
  it('given the search server is down, when a message comes, then candidates come from recent tasks only and say so', async () => {
    const down = searchThat(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9200')));
    const found = await new CandidateFinder(tasks([dog, cat]), new HashedNgramEmbedder(), down).find(
      caller,
      'the red cat',
    );
    expect(found.searchDegraded).toBe('connect ECONNREFUSED 127.0.0.1:9200');
    expect(found.candidates.map((c) => c.taskId)).toEqual(['cat', 'dog']);
    expect(found.candidates[0]).toMatchObject({ shared: 2, source: 'recent' });
  });

  it('given the task last talked about, then it is recency 0 whatever the runtime touched last', async () => {
    const none = searchThat(async () => []);
    const found = await new CandidateFinder(tasks([dog, cat]), new HashedNgramEmbedder(), none).find(
      caller,
      'make it warmer',
      ['cat'],
    );
    expect(found.candidates.find((c) => c.recency === 0)?.taskId).toBe('cat');
  });

  it('given a search hit whose task is gone, then it is dropped and purged from the index', async () => {
    const purged: string[] = [];
    const hit = {
      document: { id: 'gone', taskId: 'gone', title: 'a red cat', body: '' },
      score: 1,
    } as unknown as SearchHit;
    const index = searchThat(async () => [hit], purged);
    const found = await new CandidateFinder(tasks([dog]), new HashedNgramEmbedder(), index).find(caller, 'the red cat');
    expect(found.candidates.map((c) => c.taskId)).toEqual(['dog']);
    expect(purged).toEqual(['gone']);
  });

  it('given search hits beyond the recent tasks, then their cards come in one read, not one read per hit', async () => {
    const fish = card('fish', 'a red fish, watercolour', '2026-12-01T09:00:00Z');
    const asked: Array<{ taskIds?: string[] }> = [];
    const runtime = {
      // The recent list holds only the dog: the cat and the fish are found by search alone.
      listTasks: async (_: ApiCaller, query: { taskIds?: string[] } = {}) => (
        asked.push(query),
        query.taskIds ? [cat, dog, fish].filter((c) => query.taskIds!.includes(c.taskId)) : [dog]
      ),
      getTask: async () => {
        throw new Error('read one by one');
      },
    } as unknown as TaskRuntimeApi;
    const hit = (taskId: string) =>
      ({ document: { id: taskId, taskId, title: 'a red watercolour', body: '' }, score: 1 }) as unknown as SearchHit;
    const index = searchThat(async () => [hit('cat'), hit('dog'), hit('fish'), hit('cat')]);
    const found = await new CandidateFinder(runtime, new HashedNgramEmbedder(), index).find(caller, 'red watercolour');
    expect(found.candidates.map((c) => [c.taskId, c.source]).sort()).toEqual([
      ['cat', 'search'],
      ['dog', 'recent'],
      ['fish', 'search'],
    ]);
    expect(asked.filter((q) => q.taskIds)).toEqual([{ taskIds: ['cat', 'fish'], limit: 2 }]);
  });
});

describe('candidate set: the dialogue act (ADR 0036)', () => {
  const reader = (reads: boolean, reading: ActReading) =>
    ({ reads, read: async () => reading }) as unknown as ActReader;

  it('given an act reader for this embedder, then the act read from the message comes with the candidates', async () => {
    const reading: ActReading = { act: 'status', probability: 0.9, margin: 0.7, runnerUp: 'craft' };
    const found = await new CandidateFinder(
      tasks([cat]),
      new HashedNgramEmbedder(),
      undefined,
      undefined,
      reader(true, reading),
    ).find(caller, 'how is the cat going?');
    expect(found.act).toEqual(reading);
  });

  it('given the hashed embedder (no act model for it), then no act is read and the candidates are as before', async () => {
    const found = await new CandidateFinder(
      tasks([cat]),
      new HashedNgramEmbedder(),
      undefined,
      undefined,
      reader(false, { abstained: 'never asked' }),
    ).find(caller, 'how is the cat going?');
    expect(found).not.toHaveProperty('act');
    expect(found.candidates.map((c) => c.taskId)).toEqual(['cat']);
  });
});

describe('candidate set: what each task is about, by meaning (issue 27)', () => {
  const reads = { reads: true, read: async () => ({ abstained: 'not needed here' }) } as unknown as ActReader;
  const storyboard: TaskCardView = {
    ...card('board', 'storyboard for the ferry ad', '2026-12-01T09:00:00Z'),
    inbox: [{ messageId: 'm2', text: 'frame three: the harbour at night, lanterns', state: 'consumed' }],
    checklist: [
      { itemId: 'i1', title: 'frame three', status: 'open', needsApproval: false, results: [] },
    ] as TaskCardView['checklist'],
    checkpoints: [
      {
        cardId: 'c1',
        proposal: 'Which ending do you prefer?',
        candidates: [],
        actions: ['pick'],
        origin: 'model',
        state: 'open',
      },
    ],
  };

  /** The cat and the storyboard live, the cat talked about last; meaning read on the hashed embedder. */
  const findAmongBoth = (text: string) =>
    new CandidateFinder(tasks([cat, storyboard]), new HashedNgramEmbedder(), undefined, undefined, reads).find(
      caller,
      text,
      ['cat'],
    );

  it('given a message naming an object of one task, then that task’s routed messages and checklist make it the closest by meaning', async () => {
    const found = await findAmongBoth('frame three: the harbour at night, warmer lanterns');
    const [first, second] = found.candidates;
    expect(first).toMatchObject({ taskId: 'board', asking: true });
    expect(first.meaning).toBeGreaterThan(second.meaning ?? 1);
    expect(second).not.toHaveProperty('asking');
  });

  it('given a message naming one task’s object after “the” and another’s after “a”, then each candidate carries its reference frames (route27g)', async () => {
    const found = await findAmongBoth('on the storyboard, a cat by the lanterns');
    const byId = new Map(found.candidates.map((c) => [c.taskId, c]));
    // "the storyboard" of its brief, "the lanterns" of a message routed to it.
    expect(byId.get('board')).toMatchObject({ given: 2, introduced: 0 });
    expect(byId.get('cat')).toMatchObject({ given: 0, introduced: 1 });
  });

  it('given a follow-up naming its piece after the edit, then each candidate carries the naming span’s similarity to its brief (ADR 0080)', async () => {
    const found = await findAmongBoth('add warmer lanterns at night to the storyboard for the ferry ad');
    const byId = new Map(found.candidates.map((c) => [c.taskId, c]));
    // "storyboard for the ferry ad" is the storyboard's brief word for word.
    expect(byId.get('board')?.spanSimilarity).toBeCloseTo(1, 3);
    expect(byId.get('cat')?.spanSimilarity ?? 1).toBeLessThan(0.5);
  });

  it('given two live tasks, then each carries the other as its sibling, the brief closest to its own (route27k)', async () => {
    const found = await findAmongBoth('make it warmer');
    const byId = new Map(found.candidates.map((c) => [c.taskId, c]));
    expect(byId.get('board')).toMatchObject({ sibling: 'cat' });
    expect(byId.get('cat')).toMatchObject({ sibling: 'board' });
  });

  it('given a line that names nothing, then no candidate carries a span similarity', async () => {
    const found = await findAmongBoth('thanks!');
    expect(found.candidates.every((c) => c.spanSimilarity === undefined)).toBe(true);
  });

  it('given an embedder the thresholds were not calibrated on, then no meaning is scored', async () => {
    const found = await new CandidateFinder(tasks([cat, storyboard]), new HashedNgramEmbedder()).find(
      caller,
      'frame three',
    );
    expect(found.candidates.every((c) => c.meaning === undefined)).toBe(true);
  });
});

describe('the task index a post reads (issue 26, ADR 0064)', () => {
  it("given the index still folding a long batch, when a message comes, then the post searches the index as it stands and the fold's embeddings run off the request lane", async () => {
    let lane: 'request' | 'background' | undefined;
    let folded = false;
    const slowIndex = {
      catchUp: async () => {
        lane = isServingRequest() ? 'request' : 'background';
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        folded = true;
      },
    };
    const searched: unknown[] = [];
    const started = Date.now();

    const found = await servingRequest(() =>
      new CandidateFinder(
        tasks([cat]),
        new HashedNgramEmbedder(),
        searchThat(async (q) => (searched.push(q), [])),
        slowIndex,
      ).find(caller, 'the red cat'),
    );

    expect({ waitedMs: Date.now() - started < 1_000, folded, lane, searched: searched.length }).toEqual({
      waitedMs: true,
      folded: false,
      lane: 'background',
      searched: 1,
    });
    expect(found.candidates.map((c) => c.taskId)).toEqual(['cat']);
  });

  it('given the index caught up quickly, then the post searches after the fold (it sees its own writes)', async () => {
    const order: string[] = [];
    const quickIndex = { catchUp: async () => void order.push('folded') };
    await new CandidateFinder(
      tasks([cat]),
      new HashedNgramEmbedder(),
      searchThat(async () => (order.push('searched'), [])),
      quickIndex,
    ).find(caller, 'the red cat');
    expect(order).toEqual(['folded', 'searched']);
  });
});

describe('what a task is about, as texts (taskTexts)', () => {
  const card_ = (origin: 'model' | 'cost' | 'tool_permission' | 'fallback', proposal: string) => ({
    cardId: `${origin}-1`,
    proposal,
    candidates: [{ id: 'c1', label: `${origin} option` }],
    actions: ['confirm'],
    origin,
    state: 'open',
  });

  it("given the model's question and the platform's cost and permission cards, then only the model's words are the task's", () => {
    const asked = {
      ...cat,
      checkpoints: [
        card_('model', 'Which palette for the cat: warm or cold?'),
        card_('cost', 'Spend 0.04 USD on a image from simulated (sim-image-1)? 99.56 USD left afterwards.'),
        card_('tool_permission', 'Run workspace_delete_object?'),
      ],
    } as unknown as TaskCardView;
    expect(taskTexts(asked)).toEqual([
      'a red cat, watercolour',
      'Which palette for the cat: warm or cold?',
      'model option',
    ]);
  });
});
