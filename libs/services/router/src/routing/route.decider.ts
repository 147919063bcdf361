import { DEFAULT_THRESHOLDS, type Route, type RouteCandidate, type RouteMessage, type RouteThresholds } from './route';
import { contentWords } from './similarity';
import { FOLLOW_UP, NEW_REQUEST, ONE_OFF, POINTS_BACK, STATUS_QUESTION, WHERE_QUESTION } from './route-rules';

const quote = (c: RouteCandidate) => `“${c.brief}” (${c.score.toFixed(2)})`;

/**
 * Candidates the message names: two shared subject words, or one that is a third of what the
 * message is about ("the watercolour needs softer edges"); most shared first, then score.
 */
function named(words: number, candidates: readonly RouteCandidate[]): RouteCandidate[] {
  return candidates
    .filter((c) => (c.shared ?? 0) >= 2 || ((c.shared ?? 0) >= 1 && 3 * (c.shared ?? 0) >= words))
    .sort((a, b) => (b.shared ?? 0) - (a.shared ?? 0) || b.score - a.score || (a.recency ?? 99) - (b.recency ?? 99));
}

function askWhich(close: RouteCandidate[], why: string): Route {
  return {
    outcome: 'ask_user',
    taskIds: close.map((c) => c.taskId),
    question: 'Which task is this for?',
    reason: `${why} close to ${close.length} tasks: ${close.map(quote).join(', ')}`,
  };
}

/** A new request: a likely duplicate asks, a one-off is lightweight, else persistent. */
function newWork(text: string, candidates: readonly RouteCandidate[], t: RouteThresholds): Route {
  const dups = candidates
    .filter((c) => (c.jaccard ?? 0) >= t.duplicate)
    .sort((a, b) => (b.jaccard ?? 0) - (a.jaccard ?? 0));
  if (dups.length)
    return {
      outcome: 'ask_user',
      taskIds: dups.slice(0, 3).map((c) => c.taskId),
      question: 'This looks like work already under way. Continue it, or start a new task?',
      reason: `likely duplicate of ${quote(dups[0])} (R-2.4): the user decides`,
    };
  if (ONE_OFF.test(text)) return { outcome: 'create_lightweight', reason: 'a one-off request (R-1.3)' };
  const [best] = candidates;
  return {
    outcome: 'create_persistent',
    reason: best ? `new work: the nearest task ${quote(best)} is not close enough` : 'new work: no active task',
  };
}

/**
 * The offline router: rules over the message and its scored candidates, no I/O,
 * no clock. Order matters: a question never creates work; a message with the words of an
 * active task continues it; a request for new work (indefinite: "a poster for…")
 * asks when it is a likely duplicate, else starts a lightweight or persistent task; anything
 * else refers to existing work — to the task it shares the most subject words with (asking
 * when two tie), or, naming none ("make it warmer"), to the task last talked about.
 */
export function decideRoute(message: RouteMessage, thresholds: RouteThresholds = DEFAULT_THRESHOLDS): Route {
  const { text, candidates } = message;
  if (STATUS_QUESTION.some((r) => r.test(text)))
    return { outcome: 'answer_in_main', intent: 'status', reason: 'a question about the work in progress' };
  if (WHERE_QUESTION.some((r) => r.test(text)))
    return { outcome: 'answer_in_main', intent: 'where', reason: 'a question about where some work is' };
  const exact = candidates.find((c) => c.exact);
  if (exact)
    return {
      outcome: 'attach',
      taskId: exact.taskId,
      reason: `same words as active task ${quote(exact)}: continued instead of a duplicate (R-2.4)`,
    };
  if (NEW_REQUEST.test(text) || ONE_OFF.test(text)) return newWork(text, candidates, thresholds);
  const [best, ...others] = named(contentWords(text).length, candidates);
  if (best) {
    const ties = others.filter(
      (c) => (c.shared ?? 0) === (best.shared ?? 0) && best.score - c.score < thresholds.margin,
    );
    if (ties.length) return askWhich([best, ...ties].slice(0, 3), 'a follow-up');
    return { outcome: 'attach', taskId: best.taskId, reason: `a follow-up to ${quote(best)}` };
  }
  const latest = candidates.find((c) => c.recency === 0);
  if (latest && (FOLLOW_UP.test(text) || POINTS_BACK.test(text)))
    return {
      outcome: 'attach',
      taskId: latest.taskId,
      reason: `a follow-up naming no task: the task last talked about ${quote(latest)}`,
    };
  return newWork(text, candidates, thresholds);
}
