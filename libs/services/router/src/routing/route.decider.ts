import { DEFAULT_THRESHOLDS, type Route, type RouteCandidate, type RouteMessage, type RouteThresholds } from './route';
import { FOLLOW_UP, ONE_OFF, POINTS_BACK, STATUS_QUESTION, WHERE_QUESTION } from './route-rules';

const quote = (c: RouteCandidate) => `“${c.brief}” (${c.score.toFixed(2)})`;

function ambiguous(best: RouteCandidate, candidates: readonly RouteCandidate[], margin: number): RouteCandidate[] {
  return candidates.filter((c) => best.score - c.score < margin);
}

/**
 * The offline router: rules over the message and its scored candidates, no I/O,
 * no clock. Order matters: a question never creates work; a message with the words of an
 * active task continues it; a follow-up attaches to the clearly best candidate or
 * asks when two are close; a likely duplicate asks; a one-off is lightweight; anything else
 * starts a persistent task.
 */
export function decideRoute(message: RouteMessage, thresholds: RouteThresholds = DEFAULT_THRESHOLDS): Route {
  const { text, candidates } = message;
  if (STATUS_QUESTION.some((r) => r.test(text)))
    return { outcome: 'answer_in_main', intent: 'status', reason: 'a question about the work in progress' };
  if (WHERE_QUESTION.some((r) => r.test(text)))
    return { outcome: 'answer_in_main', intent: 'where', reason: 'a question about where some work is' };
  const [best] = candidates;
  if (best?.exact)
    return {
      outcome: 'attach',
      taskId: best.taskId,
      reason: `same words as active task ${quote(best)}: continued instead of a duplicate (R-2.4)`,
    };
  if (FOLLOW_UP.test(text) || POINTS_BACK.test(text)) {
    if (best && best.score >= thresholds.attach) {
      const close = ambiguous(best, candidates, thresholds.margin);
      if (close.length > 1)
        return {
          outcome: 'ask_user',
          taskIds: close.map((c) => c.taskId),
          question: 'Which task is this for?',
          reason: `a follow-up close to ${close.length} tasks: ${close.map(quote).join(', ')}`,
        };
      return { outcome: 'attach', taskId: best.taskId, reason: `a follow-up to ${quote(best)}` };
    }
    const latest = candidates.find((c) => c.recency === 0);
    if (latest && POINTS_BACK.test(text))
      return {
        outcome: 'attach',
        taskId: latest.taskId,
        reason: `points back ("it", "that") at the most recently active task ${quote(latest)}`,
      };
  }
  if (best && best.score >= thresholds.duplicate)
    return {
      outcome: 'ask_user',
      taskIds: ambiguous(best, candidates, thresholds.margin).map((c) => c.taskId),
      question: 'This looks like work already under way. Continue it, or start a new task?',
      reason: `likely duplicate of ${quote(best)} (R-2.4): the user decides`,
    };
  if (ONE_OFF.test(text)) return { outcome: 'create_lightweight', reason: 'a one-off request (R-1.3)' };
  return {
    outcome: 'create_persistent',
    reason: best ? `new work: the nearest task ${quote(best)} is not close enough` : 'new work: no active task',
  };
}
