import type { RouteCandidate } from './route';
import { decideRoute } from './route.decider';

const cat: RouteCandidate = {
  taskId: 'cat',
  brief: 'a red cat, watercolour',
  status: 'idle',
  score: 0.67,
  source: 'recent',
  exact: false,
  recency: 0,
  shared: 2,
  jaccard: 0.4,
};
const dog: RouteCandidate = {
  ...cat,
  taskId: 'dog',
  brief: 'a red dog, watercolour',
  score: 0.62,
  recency: 1,
  shared: 1,
};

describe('decideRoute (offline rules)', () => {
  it('given no candidates, when a request comes, then a persistent task starts', () => {
    expect(decideRoute({ text: 'a red cat, watercolour', candidates: [] })).toMatchObject({
      outcome: 'create_persistent',
    });
  });

  it('given the cat task, when a follow-up names it, then it attaches to the cat', () => {
    expect(decideRoute({ text: 'make the red cat warmer, more orange', candidates: [cat] })).toEqual({
      outcome: 'attach',
      taskId: 'cat',
      reason: 'a follow-up to “a red cat, watercolour” (0.67)',
    });
  });

  it('given the same words as an active task, then it continues that task (no duplicate, R-2.4)', () => {
    expect(decideRoute({ text: 'a red cat, watercolour', candidates: [{ ...cat, exact: true }] })).toMatchObject({
      outcome: 'attach',
      taskId: 'cat',
    });
  });

  it('given two candidates sharing as many words, when a follow-up names only those, then the user is asked which', () => {
    expect(decideRoute({ text: 'the watercolour: warmer', candidates: [cat, { ...dog, shared: 2 }] })).toMatchObject({
      outcome: 'ask_user',
      taskIds: ['cat', 'dog'],
    });
  });

  it('given a reference by description, when it shares more words with one task, then it attaches there', () => {
    const route = decideRoute({
      text: 'the red dog should sit',
      candidates: [
        { ...cat, shared: 1 },
        { ...dog, shared: 2 },
      ],
    });
    expect(route).toMatchObject({ outcome: 'attach', taskId: 'dog' });
  });

  it('given no shared words, when "it" points back, then the task last talked about gets it', () => {
    const weak = [
      { ...dog, score: 0.1, shared: 0, recency: 1 },
      { ...cat, score: 0.05, shared: 0 },
    ];
    expect(decideRoute({ text: 'make it bigger', candidates: weak })).toMatchObject({
      outcome: 'attach',
      taskId: 'cat',
    });
    expect(decideRoute({ text: 'сделай его ярче', candidates: weak })).toMatchObject({
      outcome: 'attach',
      taskId: 'cat',
    });
  });

  it('given a similar active task, when a new request comes, then the user is asked (likely duplicate)', () => {
    expect(decideRoute({ text: 'a red cat on paper', candidates: [{ ...cat, jaccard: 0.75 }] })).toMatchObject({
      outcome: 'ask_user',
      taskIds: ['cat'],
    });
  });

  it('given tasks sharing a generic word, when a new request comes, then it is new work (no false duplicate)', () => {
    const banner = { ...cat, brief: 'a banner for Oakridge hardware store', score: 0.6, shared: 1, jaccard: 0.2 };
    expect(decideRoute({ text: 'a banner for Lumen yoga studio', candidates: [banner] })).toMatchObject({
      outcome: 'create_persistent',
    });
  });

  it("when asked what's running or where something is, then it answers in main", () => {
    expect(decideRoute({ text: "what's running?", candidates: [cat] })).toMatchObject({
      outcome: 'answer_in_main',
      intent: 'status',
    });
    expect(decideRoute({ text: 'where is my poster?', candidates: [cat] })).toMatchObject({
      outcome: 'answer_in_main',
      intent: 'where',
    });
    expect(decideRoute({ text: 'где обложка для книги?', candidates: [cat] })).toMatchObject({ intent: 'where' });
  });

  it('when a one-off is asked for, then a lightweight task starts', () => {
    expect(
      decideRoute({
        text: 'a quick sketch of a lighthouse',
        candidates: [{ ...cat, score: 0.1, shared: 0, jaccard: 0 }],
      }),
    ).toMatchObject({
      outcome: 'create_lightweight',
    });
  });
});
