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
};
const dog: RouteCandidate = { ...cat, taskId: 'dog', brief: 'a red dog, watercolour', score: 0.62, recency: 1 };

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

  it('given two close candidates, when a follow-up comes, then the user is asked which', () => {
    expect(decideRoute({ text: 'make it warmer', candidates: [cat, dog] })).toMatchObject({
      outcome: 'ask_user',
      taskIds: ['cat', 'dog'],
    });
  });

  it('given a weak match, when "it" points back, then the most recently active task gets it', () => {
    expect(decideRoute({ text: 'make it bigger', candidates: [{ ...cat, score: 0.1 }] })).toMatchObject({
      outcome: 'attach',
      taskId: 'cat',
    });
  });

  it('given a similar active task, when a new request comes, then the user is asked (likely duplicate)', () => {
    expect(decideRoute({ text: 'a red cat on paper', candidates: [cat] })).toMatchObject({
      outcome: 'ask_user',
      taskIds: ['cat'],
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
  });

  it('when a one-off is asked for, then a lightweight task starts', () => {
    expect(decideRoute({ text: 'a quick sketch of a lighthouse', candidates: [{ ...cat, score: 0.1 }] })).toMatchObject(
      {
        outcome: 'create_lightweight',
      },
    );
  });
});
