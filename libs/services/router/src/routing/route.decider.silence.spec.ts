import type { RouteCandidate } from './route';
import { decideRoute } from './route.decider';

/**
 * Coming back after days (issue 27): a follow-up that names no task goes to the task last talked
 * about — unless the thread was silent for `staleAfterHours` (72); then the router asks. Word
 * rules only (no meaning scores: the hashed embedder), as the HTTP test runs them.
 */
const robot: RouteCandidate = {
  taskId: 'robot',
  brief: 'a tin robot, gouache',
  status: 'idle',
  score: 0.05,
  source: 'recent',
  exact: false,
  recency: 0,
  shared: 0,
  jaccard: 0,
};
const cat: RouteCandidate = { ...robot, taskId: 'cat', brief: 'a red cat, watercolour', recency: 1 };
const candidates = [robot, cat];

describe('decideRoute after a silence (issue 27, simulated time)', () => {
  it('given the robot was talked about last, an hour ago, when "make it warmer" comes, then it goes to the robot', () => {
    expect(decideRoute({ text: 'make it warmer', candidates, idleHours: 1 })).toMatchObject({
      outcome: 'attach',
      taskId: 'robot',
    });
  });

  it('given four days of silence, when "make it warmer" comes, then the router asks between the last two tasks and says why', () => {
    const route = decideRoute({ text: 'make it warmer', candidates, idleHours: 96 });
    expect(route).toMatchObject({
      outcome: 'ask_user',
      taskIds: ['robot', 'cat'],
      question: 'Which task is this for?',
    });
    expect(route.reason).toMatch(/silent for 4 days, and the message names no task/);
  });

  it('given four days of silence, when the message names the robot by a word of its brief, then it goes to the robot', () => {
    expect(
      decideRoute({ text: 'make the robot warmer', candidates: [{ ...robot, shared: 1 }, cat], idleHours: 96 }),
    ).toMatchObject({ outcome: 'attach', taskId: 'robot' });
  });

  it('given four days of silence and a single live task, when "make it warmer" comes, then there is nothing to ask: it goes there', () => {
    expect(decideRoute({ text: 'make it warmer', candidates: [robot], idleHours: 96 })).toMatchObject({
      outcome: 'attach',
      taskId: 'robot',
    });
  });

  it('given a silence just under the threshold (71 h), then the last task keeps the follow-up', () => {
    expect(decideRoute({ text: 'make it warmer', candidates, idleHours: 71 })).toMatchObject({ outcome: 'attach' });
  });
});
