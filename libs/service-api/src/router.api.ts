import type { ApiCaller } from './caller';

/**
 * How the router placed a main-thread message. Deterministic: `delivered_to_task`,
 * `delivered_by_object_link`. Semantic, the five outcomes of: `answered_in_main`,
 * `created_lightweight_task`, `attached_to_task`, `created_task` (persistent), `asked_user`.
 */
export type RoutingDecision =
  | 'delivered_to_task'
  | 'delivered_by_object_link'
  | 'answered_in_main'
  | 'created_lightweight_task'
  | 'attached_to_task'
  | 'created_task'
  | 'asked_user';

/** A task the router weighed for a message, with its similarity (0–1) and where it was found. */
export interface RoutingCandidate {
  taskId: string;
  brief: string;
  status: string;
  score: number;
  source: 'recent' | 'search';
}

/** A memory a forget card names: what confirming removes, as the person's memory says it. */
export interface CardMemory {
  memoryId: string;
  subject: string;
  /** What the memory says; blank once the card was answered `forget` (the thread keeps no copy of it). */
  content: string;
}

/**
 * The question the router asks when it cannot tell; answering it routes the
 * message. A forget said in chat asks too (R-6.7, issue 28): that card names the memories.
 */
export interface DisambiguationCard {
  question: string;
  /** A task to continue, or `new` (start a new persistent task); on a forget card `forget` or `keep`. */
  options: Array<{ optionId: string; label: string; taskId?: string }>;
  state: 'open' | 'answered';
  answeredOptionId?: string;
  /**
   * Set on a forget card, never empty there: the memories `forget` removes through the forget
   * cascade; `keep` changes nothing. Absent on a routing card.
   */
  memories?: CardMemory[];
}

/** One message of the main thread with where it went. */
export interface MainThreadEntry {
  messageId: string;
  text: string;
  postedAt: string;
  /** The explicit target the client named, if any. */
  target?: { taskId?: string; objectId?: string };
  decision: RoutingDecision;
  taskIds: string[];
  /** Why the router decided so (the same words the routing event carries). */
  reason?: string;
  /** For `answered_in_main`: the answer, from the tasks' short descriptions and statuses (R-1.4), or what a forget did. */
  reply?: string;
  /** The language of the user's words: the client's, else detected from the text; absent when unsure. */
  language?: string;
  /**
   * For `asked_user`: the card; once answered, `decision` and `taskIds` say where the message
   * went. For `answered_in_main` after a forget said in chat: the forget card (`memories`).
   */
  card?: DisambiguationCard;
  /** Global log position of the routing event (resumable cursor). */
  position: string;
}

/**
 * The router's application API: the main thread of one user in one workspace, stream
 * `main-{workspace}-{user}`. Deterministic routing first: an explicit
 * task id goes to that task's inbox, an object reference to the task(s) linked to it. Any
 * other message is routed semantically to one of five outcomes (R-2.2, docs/routing.md).
 * Re-posting a `messageId` returns the first routing and changes nothing.
 */
export interface RouterApi {
  postMessage(
    caller: ApiCaller,
    input: { messageId: string; text: string; taskId?: string; objectId?: string; language?: string },
  ): Promise<MainThreadEntry>;
  readThread(caller: ApiCaller, query?: { limit?: number }): Promise<MainThreadEntry[]>;
  /**
   * Answers the disambiguation card of message `messageId` and routes the message there; on a
   * forget card, `forget` runs the forget cascade for each memory it names and `keep` changes nothing.
   * Repeating the same answer returns the entry; another option on an answered card is
   * `ApiError('conflict', 'card_already_answered')`; no open card is `not_found`.
   */
  answerCard(caller: ApiCaller, messageId: string, input: { optionId: string }): Promise<MainThreadEntry>;
}

export const ROUTER_API = Symbol('ROUTER_API');
