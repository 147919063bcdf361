import { describeAct, ROUTE_GROUP, type ActRead, type DialogueAct } from '../acts/dialogue-act';
import { smallTalk } from './chit-chat';
import {
  DEFAULT_THRESHOLDS,
  type AnswerIntent,
  type Route,
  type RouteCandidate,
  type RouteMessage,
  type RouteThresholds,
} from './route';
import checkedInPairs from './pair-weights.json';
import {
  PAIR_FEATURES,
  pairVerdict,
  scorePairs,
  type MessageSide,
  type PairModelFile,
  type PairVerdict,
  type ScoredPair,
} from './pair-score';
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

/** The question of a card asking which live task a message is for (not the duplicate check's). */
const WHICH = 'Which task is this for?';

function askWhich(close: RouteCandidate[], why: string): Route {
  return {
    outcome: 'ask_user',
    taskIds: close.map((c) => c.taskId),
    question: WHICH,
    reason: `${why} close to ${close.length} tasks: ${close.map(quote).join(', ')}`,
  };
}

/**
 * A new request: a likely duplicate asks (R-2.4), a one-off is lightweight (R-1.3), else
 * persistent. `kind`: what the dialogue act said; without one, the one-off words decide.
 * `why`: the act's evidence, added to the reason.
 */
function newWork(
  text: string,
  candidates: readonly RouteCandidate[],
  t: RouteThresholds,
  kind?: 'lightweight' | 'persistent',
  why = '',
): Route {
  const dups = candidates
    .filter((c) => (c.jaccard ?? 0) >= t.duplicate)
    .sort((a, b) => (b.jaccard ?? 0) - (a.jaccard ?? 0));
  if (dups.length)
    return {
      outcome: 'ask_user',
      taskIds: dups.slice(0, 3).map((c) => c.taskId),
      question: 'This looks like work already under way. Continue it, or start a new task?',
      reason: `likely duplicate of ${quote(dups[0])} (R-2.4): the user decides${why}`,
    };
  if (kind ? kind === 'lightweight' : ONE_OFF.test(text))
    return { outcome: 'create_lightweight', reason: `a one-off request (R-1.3)${why}` };
  const [best] = candidates;
  return {
    outcome: 'create_persistent',
    reason: `${best ? `new work: the nearest task ${quote(best)} is not close enough` : 'new work: no active task'}${why}`,
  };
}

/** The task a message about existing work names by its words (asking when two tie), if any. */
function namedTask(text: string, candidates: readonly RouteCandidate[], t: RouteThresholds, what: string, why = '') {
  const [best, ...others] = named(contentWords(text).length, candidates);
  if (!best) return undefined;
  const ties = others.filter((c) => (c.shared ?? 0) === (best.shared ?? 0) && best.score - c.score < t.margin);
  if (ties.length) return askWhich([best, ...ties].slice(0, 3), `${what}${why}`);
  return { outcome: 'attach', taskId: best.taskId, reason: `${what} to ${quote(best)}${why}` } satisfies Route;
}

/**
 * Attaches whose target is not a guess: an exact repeat of a brief, a short reply to an open
 * card or to the router's own question. The pair model does not second-guess them.
 */
const SETTLED = new WeakSet<Route>();
const settled = (route: Route): Route => {
  SETTLED.add(route);
  return route;
};

const repeated = (candidates: readonly RouteCandidate[]): Route | undefined => {
  const exact = candidates.find((c) => c.exact);
  return exact
    ? settled({
        outcome: 'attach',
        taskId: exact.taskId,
        reason: `same words as active task ${quote(exact)}: continued instead of a duplicate (R-2.4)`,
      })
    : undefined;
};

/** Acts answered in the main thread: no work is asked for (R-1.4). */
const ANSWERED: Partial<Record<DialogueAct, { intent: AnswerIntent; why: string }>> = {
  status: { intent: 'status', why: 'a question about the work in progress' },
  craft: { intent: 'craft', why: 'a question about the craft, not a request for work' },
  greeting: { intent: 'greeting', why: 'a greeting or small talk: no work asked for' },
  // The forget path (forget/) runs before routing; a forget it did not recognise still goes to no task.
  forget: { intent: 'forget', why: 'a request to forget that names nothing the forget path recognised' },
  // How the person likes things, or a fact of theirs: memory reads it from the main thread; an
  // edit of whichever task is live would apply it to one piece only (route27d).
  remember: { intent: 'remember', why: 'a standing fact or preference to remember: no work asked for' },
};

/** Candidates with a meaning score, closest first. */
const byMeaning = (candidates: readonly RouteCandidate[]) =>
  candidates.filter((c) => c.meaning !== undefined).sort((a, b) => (b.meaning ?? 0) - (a.meaning ?? 0));

const meant = (c: RouteCandidate) => `“${c.brief}” (meaning ${(c.meaning ?? 0).toFixed(3)})`;

/**
 * The task a message about existing work is about by meaning, in any language ("frame three",
 * "the header", a line in another language than the brief): the closest task when it is above
 * the floor (or leads every other by `meaningLead`) and leads the next by the margin; two or three within the margin — two live tasks
 * of one kind — ask. The task last talked about keeps the message when it is within
 * `meaningLatest` of the closest: a conversation goes on about what it was about. `undefined`:
 * meaning settles nothing (no scores, or none above the floor).
 */
function meantTask(candidates: readonly RouteCandidate[], t: RouteThresholds, what: string, why: string) {
  const [best, ...others] = byMeaning(candidates);
  if (!best) return undefined;
  // Across languages cosines run lower (a translation scores about 0.8 with e5-small), so a
  // clear lead over every other task counts as much as the floor.
  const lead = (best.meaning ?? 0) - (others[0]?.meaning ?? 0);
  if ((best.meaning ?? 0) < t.meaningFloor && lead < t.meaningLead) return undefined;
  const latest = candidates.find((c) => c.recency === 0);
  if (latest && (latest.meaning ?? 0) >= (best.meaning ?? 0) - t.meaningLatest) return undefined;
  const close = others.filter((c) => (best.meaning ?? 0) - (c.meaning ?? 0) < t.meaningMargin);
  if (close.length) return askWhich([best, ...close].slice(0, 3), `${what} by meaning${why}`);
  return { outcome: 'attach', taskId: best.taskId, reason: `${what} about ${meant(best)}${why}` } satisfies Route;
}

/**
 * Whether the text has more than `most` words, in any script (a Japanese or Chinese line is
 * segmented by the runtime's dictionary). Stops at the first word past `most`: segmenting a
 * 20,000-character post whole held the event loop for ~170 ms to learn it was not short.
 */
function moreWordsThan(text: string, most: number): boolean {
  let words = 0;
  for (const segment of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text))
    if (segment.isWordLike && ++words > most) return true;
  return false;
}

/**
 * A short message right after a task asked something (its card is open: the last thing the
 * agent asked) is the answer to it — "the second one", "2個目のやつで！" name nothing else.
 */
function replyToCard(text: string, candidates: readonly RouteCandidate[], t: RouteThresholds, why: string) {
  if (moreWordsThan(text, t.shortReplyWords)) return undefined;
  const [asking] = candidates.filter((c) => c.asking).sort((a, b) => (a.recency ?? 99) - (b.recency ?? 99));
  if (!asking) return undefined;
  return settled({
    outcome: 'attach',
    taskId: asking.taskId,
    reason: `a short reply to the open card of ${quote(asking)}${why}`,
  });
}

/**
 * A short message right after the router's own question (the thread's last entry is its card)
 * answers it, whatever else it could be read as ("the 15 sec one", "ねこのほう", "la courte"):
 * the offered task whose brief it names — by a shared word, else closest in meaning to the brief
 * (a reply names a piece as it was introduced; the texts said to a task since then are often
 * about its sibling: 91 against 77 % right on the seen sets' 301 typed answers) — unless it
 * restates a task's request (the duplicate check decides that).
 */
function replyToLastCard(text: string, candidates: readonly RouteCandidate[], t: RouteThresholds): Route | undefined {
  if (moreWordsThan(text, t.shortReplyWords)) return undefined;
  // A line that restates a task's request is that request again (R-2.4), not an answer.
  if (candidates.some((c) => c.exact || (c.jaccard ?? 0) >= t.duplicate)) return undefined;
  const [best] = candidates
    .filter((c) => c.offered)
    .sort(
      (a, b) =>
        (b.shared ?? 0) - (a.shared ?? 0) ||
        (b.meaningBrief ?? 0) - (a.meaningBrief ?? 0) ||
        (b.meaning ?? 0) - (a.meaning ?? 0) ||
        b.score - a.score,
    );
  if (!best) return undefined;
  return settled({
    outcome: 'attach',
    taskId: best.taskId,
    reason: `a short reply to the router's last question: ${quote(best)}`,
  });
}

/**
 * A card asking which task offers, beside the task it asks about first, that task's sibling of
 * the same kind (`sibling`: the live brief closest to its own) when the card left it out — two
 * posters, one named by neither — in place of the weakest option, at most three (route27k).
 */
function offerSibling(route: Route, candidates: readonly RouteCandidate[]): Route {
  if (route.outcome !== 'ask_user' || route.question !== WHICH) return route;
  const [first, ...rest] = route.taskIds;
  const sibling = candidates.find((c) => c.taskId === candidates.find((o) => o.taskId === first)?.sibling);
  if (!sibling || route.taskIds.includes(sibling.taskId)) return route;
  return {
    ...route,
    taskIds: [first, sibling.taskId, ...rest].slice(0, 3),
    reason: `${route.reason}; the card also offers ${quote(sibling)}, the live piece of the same kind`,
  };
}

/**
 * A request the act model read as new work that is, by meaning, clearly about one live task:
 * a follow-up worded as a request ("a warmer version of the header").
 */
function continuesByMeaning(candidates: readonly RouteCandidate[], t: RouteThresholds, why: string) {
  const [best, next] = byMeaning(candidates);
  if (!best || (best.meaning ?? 0) < t.meaningFollowUp) return undefined;
  if (next && (best.meaning ?? 0) - (next.meaning ?? 0) < t.meaningFollowUpLead) return undefined;
  return {
    outcome: 'attach',
    taskId: best.taskId,
    reason: `worded as a request, but about ${meant(best)}${why}`,
  } satisfies Route;
}

/**
 * A line read as new work that the continuation model says continues a live task, when some
 * task is at least `continuationFloor` close in meaning: the task its words name (asking when
 * two tie), else the task last talked about when it is within `meaningContinued` of the
 * closest in meaning, else the closest — such a line describes its
 * task's content ("for the dog bowl, a scruffy terrier"), so meaning weighs more than for a
 * follow-up naming nothing ("make it warmer").
 */
function continued(text: string, candidates: readonly RouteCandidate[], t: RouteThresholds, why: string) {
  const what = 'new work by its words, a continuation by its meaning';
  // A continuation is about some live task: with none near in meaning ("one quick pun about
  // croissants" beside a poster and a logo) it is new work after all.
  const [best] = byMeaning(candidates);
  if (!best || (best.meaning ?? 0) < t.continuationFloor) return undefined;
  const named = namedTask(text, candidates, t, what, why);
  if (named) return named;
  const latest = candidates.find((c) => c.recency === 0);
  const target = latest && (latest.meaning ?? 0) >= (best.meaning ?? 0) - t.meaningContinued ? latest : best;
  return { outcome: 'attach', taskId: target.taskId, reason: `${what}: about ${meant(target)}${why}` } satisfies Route;
}

/**
 * The decision when the message's act was read (ADR 0036): the act says what kind of
 * message it is; which task, in this order: a short reply to a task's open card, the task the
 * its words name, the task it is about by meaning (asking when two are as close), else the task
 * last talked about. A repeat of a brief still continues its task, and a new request
 * still gets the duplicate check (R-2.4) — unless by meaning it is clearly about one task.
 */
function byAct(text: string, candidates: readonly RouteCandidate[], act: ActRead, t: RouteThresholds): Route {
  const why = ` (${describeAct(act)})`;
  const answered = ANSWERED[act.act];
  if (answered) return { outcome: 'answer_in_main', intent: answered.intent, reason: `${answered.why}${why}` };
  const repeat = repeated(candidates);
  if (repeat) return repeat;
  if (act.act === 'new_request' || act.act === 'one_off') {
    const about = continuesByMeaning(candidates, t, why);
    if (about) return about;
    // Worded as new work, but its meaning is a continuation's (the continuation model): the
    // live task it is about — by its words, else by meaning.
    if (act.continuation?.continues && candidates.length)
      return (
        continued(text, candidates, t, why) ??
        newWork(text, candidates, t, act.act === 'one_off' ? 'lightweight' : 'persistent', why)
      );
    return newWork(text, candidates, t, act.act === 'one_off' ? 'lightweight' : 'persistent', why);
  }
  // follow_up, correction, cancel: about existing work.
  const what = act.act === 'cancel' ? 'a pause or cancel' : 'a follow-up';
  const target =
    replyToCard(text, candidates, t, why) ??
    namedTask(text, candidates, t, what, why) ??
    meantTask(candidates, t, what, why);
  if (target) return target;
  const latest = candidates.find((c) => c.recency === 0);
  if (latest)
    return {
      outcome: 'attach',
      taskId: latest.taskId,
      reason: `${what} naming no task: the task last talked about ${quote(latest)}${why}`,
    };
  if (act.act === 'cancel')
    return { outcome: 'answer_in_main', intent: 'status', reason: `${what} with no active task to apply to${why}` };
  // A correction with nothing under way corrects nothing: an introduction or a remark read as
  // one, answered with an offer to start work, not a task nobody asked for. (A follow-up with no
  // live task still starts the work it describes.)
  if (!candidates.length && act.act === 'correction')
    return { outcome: 'answer_in_main', intent: 'greeting', reason: `${what} with no active task to apply to${why}` };
  return newWork(text, candidates, t, 'persistent', why);
}

/**
 * The cosines on the message's same-language scale where the finder calibrated them (route27e,
 * ADR 0058): a follow-up in another language than its task's texts is not marked down for the
 * language, by the rules' floors as by the pair model.
 */
function onOneScale(message: RouteMessage): RouteMessage {
  if (!message.candidates.some((c) => c.meaningCal !== undefined)) return message;
  return {
    ...message,
    candidates: message.candidates.map((c) => ({
      ...c,
      meaning: c.meaningCal ?? c.meaning,
      meaningBrief: c.briefCal ?? c.meaningBrief,
    })),
  };
}

/**
 * The offline router (R-2.2): rules over the message, its scored candidates and its dialogue
 * act, no I/O, no clock. Order matters: a question never creates work; then, when the act was
 * read from the message's meaning (any language), the act decides (`byAct`); without one, the
 * word rules: a message with the words of an active task continues it (R-2.4); a request for
 * new work (indefinite: "a poster for…") asks when it is a likely duplicate, else starts a
 * lightweight or persistent task; anything else refers to existing work — to the task it
 * shares the most subject words with (asking when two tie), or, naming none ("make it
 * warmer"), to the task last talked about.
 */
export function decideRoute(
  input: RouteMessage,
  thresholds: RouteThresholds = DEFAULT_THRESHOLDS,
  pairs: PairModelFile | null = checkedInPairs as PairModelFile,
): Route {
  const message = onOneScale(input);
  const route = decideByRules(message, thresholds);
  // `null`: the rules alone (the benchmark's "before"); a model of other features reads nothing.
  const fits = pairs && pairs.model.weights[0]?.length === PAIR_FEATURES.length;
  if (!fits) return offerSibling(afterSilence(route, message, thresholds), message.candidates);
  return offerSibling(
    afterSilence(
      route.outcome === 'answer_in_main' && route.intent === 'remember'
        ? preferenceOrEdit(route, message, pairs)
        : checkTarget(route, message, pairs, thresholds),
      message,
      thresholds,
    ),
    message.candidates,
  );
}

/**
 * A preference read from the act (route27d) stays in the main thread unless the pair model is
 * sure it is one task's: a taste said of one piece ("the prices would read better on the right")
 * is an edit of it. Sure means the calibrated `remember` probability and the usual lead.
 */
function preferenceOrEdit(route: Route, message: RouteMessage, pairs: PairModelFile): Route {
  const floor = pairs.thresholds.remember;
  if (floor === undefined) return route;
  const [best, next] = scorePairs(message.candidates, { aboutWork: true }, pairs.model, pairs.grouped);
  if (!best || best.p < floor || (next && best.p - next.p < pairs.thresholds.margin)) return route;
  return {
    outcome: 'attach',
    taskId: best.candidate.taskId,
    reason: `${route.reason}; but the pair model is sure it is about “${best.candidate.brief}” p=${best.p.toFixed(2)} (needs ${floor}): an edit said as a taste`,
  };
}

/**
 * Coming back after days (issue 27): "it" no longer surely means the task last talked about. An
 * attach to that task that the message names neither by a word of its brief nor clearly by
 * meaning asks instead — that task or the next most recent — once the thread was silent for
 * `staleAfterHours`. A repeat of a brief or a reply to an open card is no guess; neither is a
 * task the pair model or the words chose over the last one.
 */
function afterSilence(route: Route, message: RouteMessage, t: RouteThresholds): Route {
  const silent = message.idleHours ?? 0;
  if (route.outcome !== 'attach' || SETTLED.has(route) || silent < (t.staleAfterHours ?? Infinity)) return route;
  const latest = message.candidates.find((c) => c.recency === 0);
  if (!latest || latest.taskId !== route.taskId || (latest.shared ?? 0) > 0) return route;
  if ((latest.meaning ?? 0) >= t.meaningFloor) return route;
  const [next] = message.candidates
    .filter((c) => c.recency !== undefined && c !== latest)
    .sort((a, b) => (a.recency ?? 0) - (b.recency ?? 0));
  if (!next) return route;
  const days = Math.round(silent / 24);
  const gap = days >= 1 ? `${days} day${days === 1 ? '' : 's'}` : `${Math.round(silent)} hours`;
  return {
    outcome: 'ask_user',
    taskIds: [latest.taskId, next.taskId],
    question: WHICH,
    reason: `${route.reason}; but the thread was silent for ${gap}, and the message names no task: asked between ${quote(latest)} and ${quote(next)}`,
  };
}

/** What the message says of itself, as the pair model reads it: its act and the continuation model. */
function sideOf({ act, continuation }: RouteMessage): MessageSide {
  const continues = (act?.continuation ?? continuation)?.p;
  return {
    aboutWork: act !== undefined && ROUTE_GROUP[act.act] !== 'new' && ROUTE_GROUP[act.act] !== 'one_off',
    ...(continues !== undefined ? { continues } : {}),
  };
}

const said = (p: ScoredPair) => `“${p.candidate.brief}” p=${p.p.toFixed(2)}`;

/**
 * The pair model's check of an attach the rules guessed (issue #27, run 5): with meaning scores
 * (e5-small), every candidate is scored as the message's task; when the best pair is sure
 * (probability and lead over the next), the message goes there — the rules' target or another;
 * when it is not, the router asks which task, offering the pairs it cannot tell apart, instead
 * of attaching to a wrong task (the costliest error: it edits the wrong work).
 */
function checkTarget(route: Route, message: RouteMessage, pairs: PairModelFile, t: RouteThresholds): Route {
  if (route.outcome !== 'attach' || SETTLED.has(route)) return route;
  const { act, candidates } = message;
  const verdict = pairVerdict(candidates, sideOf(message), pairs, route.taskId);
  if (!verdict) return route;
  const next = verdict.next ? `, next ${said(verdict.next)}` : '';
  switch (verdict.verdict) {
    case 'attach':
      return verdict.best.candidate.taskId === route.taskId
        ? { ...route, reason: `${route.reason} [pair model: ${said(verdict.best)}${next}]` }
        : {
            outcome: 'attach',
            taskId: verdict.best.candidate.taskId,
            reason: `${route.reason}; the pair model is sure of another task: ${said(verdict.best)}${next}`,
          };
    case 'none':
      if (!act && message.leaning) return notSurelyNew(route, message, verdict);
      return newWork(
        message.text,
        candidates,
        t,
        act?.act === 'one_off' ? 'lightweight' : 'persistent',
        `; the pair model finds no live task its own (best ${said(verdict.best)}, needs ${pairs.thresholds.none}): ${route.reason}`,
      );
    case 'ask':
      return {
        outcome: 'ask_user',
        taskIds: verdict.close.map((p) => p.candidate.taskId),
        question: WHICH,
        reason: `${route.reason}; the pair model is unsure (needs p ≥ ${pairs.thresholds.attach}, lead ${pairs.thresholds.margin}): ${verdict.close.map(said).join(', ')}`,
      };
  }
}

/**
 * A line no act model was sure of that leans to an act answered in the main thread (a greeting, a
 * question, a preference, a forget): answered there, with the leaning in the reason.
 */
function notWork({ leaning }: RouteMessage, why = ''): Route | undefined {
  const answered = leaning && ANSWERED[leaning];
  if (!answered) return undefined;
  return {
    outcome: 'answer_in_main',
    intent: answered.intent,
    reason: `${answered.why} (no act sure enough, leaning to ${leaning})${why}`,
  };
}

/**
 * A line no act model was sure of, that the rules attached, and that the pair model finds no
 * live task's own, is not thereby new work (issue 27, ADR 0093): nothing in it asked for a piece.
 * Started as a task, it would stand beside the piece it was about and split every later line
 * about that piece between the two. Leaning to an act answered in main, it is answered there;
 * otherwise the router asks which task, offering the two pairs it found likeliest (the card also
 * offers a new task, and the best one's sibling of the same kind).
 */
function notSurelyNew(route: Route, message: RouteMessage, verdict: Extract<PairVerdict, { verdict: 'none' }>): Route {
  const why = `; the pair model finds no live task its own (best ${said(verdict.best)}): ${route.reason}`;
  const answered = notWork(message, why);
  if (answered) return answered;
  const offered = [verdict.best, ...(verdict.next ? [verdict.next] : [])];
  return {
    outcome: 'ask_user',
    taskIds: offered.map((p) => p.candidate.taskId),
    question: WHICH,
    reason: `no act sure enough (leaning to ${message.leaning}) and no live task surely its own: asked between ${offered.map(said).join(', ')}, not started as new work${why}`,
  };
}

function decideByRules(message: RouteMessage, thresholds: RouteThresholds): Route {
  const { text, candidates, act, continuation: unsure } = message;
  if (STATUS_QUESTION.some((r) => r.test(text)))
    return { outcome: 'answer_in_main', intent: 'status', reason: 'a question about the work in progress' };
  if (WHERE_QUESTION.some((r) => r.test(text)))
    return { outcome: 'answer_in_main', intent: 'where', reason: 'a question about where some work is' };
  // A thanks or a goodbye after the router's question answers nothing: it is small talk. (Not the
  // greeting act alone: the act model reads many short replies — "the short one" — as greetings.)
  const reply = smallTalk(text) ? undefined : replyToLastCard(text, candidates, thresholds);
  if (reply) return reply;
  if (smallTalk(text))
    return { outcome: 'answer_in_main', intent: 'greeting', reason: 'a greeting or small talk: no work asked for' };
  if (act) return byAct(text, candidates, act, thresholds);
  const answered = notWork(message);
  if (answered && !candidates.length) return answered;
  const repeat = repeated(candidates);
  if (repeat) return repeat;
  // No act sure enough, but by meaning the line continues a live task (the continuation model).
  const goesOn =
    unsure?.continues && candidates.length
      ? continued(text, candidates, thresholds, ` (no act sure enough; continues a task p=${unsure.p.toFixed(2)})`)
      : undefined;
  if (goesOn) return goesOn;
  if (NEW_REQUEST.test(text) || ONE_OFF.test(text)) return newWork(text, candidates, thresholds);
  const target = namedTask(text, candidates, thresholds, 'a follow-up');
  if (target) return target;
  const latest = candidates.find((c) => c.recency === 0);
  if (latest && (FOLLOW_UP.test(text) || POINTS_BACK.test(text)))
    return {
      outcome: 'attach',
      taskId: latest.taskId,
      reason: `a follow-up naming no task: the task last talked about ${quote(latest)}`,
    };
  return newWork(text, candidates, thresholds);
}
