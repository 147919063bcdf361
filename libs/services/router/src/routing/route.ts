import type { RoutingCandidate } from '@lomo/service-api';
import type { ActRead, DialogueAct } from '../acts/dialogue-act';

/** A candidate task scored against the message (pure data: the handler gathers and scores it). */
export interface RouteCandidate extends RoutingCandidate {
  /** The message says the same as the task's brief (same content words): a duplicate. */
  exact: boolean;
  /**
   * 0 = the task the user talked about last in the main thread (else the most recently
   * active one); absent when only search found it.
   */
  recency?: number;
  /** Subject words of the message found in the task's text (brief and later messages). @default 0 */
  shared?: number;
  /** Jaccard similarity of the message's and the brief's subject words (duplicate check, R-2.4). @default 0 */
  jaccard?: number;
  /**
   * How close the message's meaning is to what the task is about: the highest cosine between
   * the message and the task's texts (brief, messages routed to it, checklist items, its cards'
   * questions), in any language. Only with the embedder the thresholds were calibrated on
   * (e5-small, as the act model); absent otherwise.
   */
  meaning?: number;
  /** The task's last words to the user are an open card or question (a short reply answers it). */
  asking?: boolean;
  /** The router's own last question (the thread's last entry, a card) offered this task. */
  offered?: boolean;
  /** The cosine of the message and the task's brief alone (e5-small; the pair model reads it). */
  meaningBrief?: number;
  /** The highest cosine of this task's brief and another live candidate's brief: a sibling of the same kind. */
  kin?: number;
  /**
   * The live candidate whose brief is that close (`kin`): the piece of the same kind a line naming
   * neither could mean as well — the one a card asking about this task offers beside it (route27k).
   */
  sibling?: string;
  /** The message is written in the script of the task's brief (Latin, Cyrillic, CJK); absent when unknown. */
  sameScript?: boolean;
  /**
   * How likely the message and the task's brief are about one kind of work (`work-kind.ts`):
   * "the soundtrack" fits a video's brief, not a poster's. e5-small only; absent otherwise.
   */
  kindFit?: number;
  /**
   * How many of the message's language-neutral objects (numbers, Latin-letter names, capitals,
   * quoted words: `entities.ts`) the task's texts share, at most 3 — a client's line pasted in
   * the client's language names the same shop and the same sizes as the brief (route27e).
   */
  entities?: number;
  /**
   * `meaning` and `meaningBrief` read on the message's same-language scale
   * (`language/language-calibration.ts`): a follow-up in another language than the task's texts
   * is not marked down for the language. The pair model reads these when present (route27e).
   */
  meaningCal?: number;
  briefCal?: number;
  /**
   * Words of the task's texts the message names after a definite determiner ("on the
   * invitation") and after an indefinite one ("another invitation"), at most 2 each
   * (`reference-frames.ts`; Latin and Cyrillic scripts).
   */
  given?: number;
  introduced?: number;
  /**
   * The cosine of the words of the message that name a piece (`naming-span.ts`: "the flyer for
   * the bakery" of "add valid until March to the flyer for the bakery") and the task's brief —
   * the piece's name without the edit, which dominates the whole line's meaning and reads alike
   * for every task, in any language. e5-small only; absent when the line names nothing.
   */
  spanSimilarity?: number;
}

/** What `decideRoute` sees: the user's words, the scored candidates (best first) and the message's act. */
export interface RouteMessage {
  text: string;
  candidates: readonly RouteCandidate[];
  /** The dialogue act read from the message's meaning, when the classifier was sure enough (ADR 0036). */
  act?: ActRead;
  /**
   * When no act was sure enough: whether the line continues a live task by its meaning (the
   * continuation model); the word rules decide otherwise.
   */
  continuation?: { p: number; continues: boolean };
  /**
   * When no act was sure enough: the act the model leaned to. A line leaning to an act answered in
   * the main thread (a greeting, a question, a preference) that no live task is surely its own is
   * answered there instead of starting a task (issue 27, ADR 0093).
   */
  leaning?: DialogueAct;
  /**
   * Hours the user's main thread was silent before this message (by the router's clock, or a
   * scenario's simulated time); absent for a thread's first message.
   */
  idleHours?: number;
}

/**
 * What an answer in the main thread answers: a status or where question, a greeting, a craft
 * question (answered here, with an offer to start a task), or a request to forget that the
 * forget path did not recognise.
 */
export type AnswerIntent = 'status' | 'where' | 'greeting' | 'craft' | 'forget' | 'remember';

/** The five outcomes of, with the reason the routing event records. */
export type Route =
  | { outcome: 'answer_in_main'; intent: AnswerIntent; reason: string }
  | { outcome: 'create_lightweight'; reason: string }
  | { outcome: 'attach'; taskId: string; reason: string }
  | { outcome: 'create_persistent'; reason: string }
  | { outcome: 'ask_user'; taskIds: string[]; question: string; reason: string };

/** Thresholds of the offline rules, as data (tuned on bench/router). */
export interface RouteThresholds {
  /** A new request this close to an active task's brief (`duplicateScore`) is a likely duplicate: ask. @default 0.6 */
  duplicate: number;
  /** Two candidates closer than this are ambiguous: ask. @default 0.1 */
  margin: number;
  /** A candidate's `meaning` at least this is about that task (calibrated on B10h and B10h2 with e5-small). */
  meaningFloor: number;
  /** The best `meaning` leads the next by at least this: the message is about that task, not the other. */
  meaningMargin: number;
  /** A best `meaning` below the floor still decides when it leads every other task by this (another language than the brief). */
  meaningLead: number;
  /** The task last talked about keeps a follow-up whose `meaning` to it is within this of the best. */
  meaningLatest: number;
  /**
   * A request read as new work whose best `meaning` is at least this, leading the next by
   * `meaningFollowUpLead`, continues that task instead: the act model cannot tell "make the
   * header bigger" from "make a header".
   */
  meaningFollowUp: number;
  meaningFollowUpLead: number;
  /** A message of at most this many words answers an open card of a task ("the second one"). */
  shortReplyWords: number;
  /**
   * A line the continuation model reads as continuing work goes to the task last talked about
   * when its `meaning` is within this of the closest task's, else to the closest.
   */
  meaningContinued: number;
  /**
   * …and only when some live task is at least this close in meaning (unrelated lines score
   * 0.76–0.80 with e5-small): on the seen sets 296 of the 299 continuations the model caught pass.
   */
  continuationFloor: number;
  /**
   * After this many hours of silence in the thread, a message that does not name the task last
   * talked about is not assumed to be about it: the router asks. @default 72
   */
  staleAfterHours?: number;
}

export const DEFAULT_THRESHOLDS: RouteThresholds = {
  duplicate: 0.6,
  margin: 0.1,
  meaningFloor: 0.86,
  meaningMargin: 0.005,
  meaningLatest: 0.02,
  meaningLead: 0.035,
  meaningFollowUp: 0.9,
  meaningFollowUpLead: 0.03,
  shortReplyWords: 6,
  meaningContinued: 0.03,
  continuationFloor: 0.82,
  staleAfterHours: 72,
};
