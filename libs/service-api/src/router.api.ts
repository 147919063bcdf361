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

/**
 * The user moved a main-thread message to another task (issue 27: mistakes are cheap). The
 * message was withdrawn from `fromTaskId` before any step took it and delivered to `toTaskId`
 * as `taskMessageId` (a fresh id per move: a task's inbox keeps each id once).
 */
export interface MessageMove {
  /** Absent when the message had gone to no task (answered in the main thread). */
  fromTaskId?: string;
  toTaskId: string;
  /** The message's id in `toTaskId`'s inbox (withdraw or replace it there with this id). */
  taskMessageId: string;
  /** The move started a new persistent task. */
  newTask?: boolean;
  /**
   * Set only when `fromTaskId` took the message in the instant between the check and the
   * withdrawal and `toTaskId` took its copy too: both tasks have it, and the thread says so.
   */
  keptInTaskId?: string;
  at: string;
  /** Who moved it: `user:<id>`. */
  by: string;
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
  /**
   * The tasks the router weighed, best first (the routing event's candidates): with `reason`,
   * why the message went where it did.
   */
  candidates?: RoutingCandidate[];
  /** The user's moves of this message, oldest first; the last one's `toTaskId` is `taskIds[0]`. */
  moves?: MessageMove[];
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
  /**
   * `at`: the message's time for a scenario run (ISO 8601), only when the router's operator
   * turned simulated time on (`ROUTER_SIMULATED_TIME`); otherwise `ApiError('forbidden',
   * 'simulated_time_off')`. Earlier than the thread's last message is `ApiError('conflict',
   * 'simulated_time_backwards')`. `rubric`: the desired outcome; the message then starts
   * a new persistent task graded against it (`created_task`, no routing); with `taskId` or
   * `objectId` it is `ApiError('invalid', 'rubric_needs_new_task')`.
   */
  postMessage(
    caller: ApiCaller,
    input: {
      messageId: string;
      text: string;
      taskId?: string;
      objectId?: string;
      language?: string;
      at?: string;
      rubric?: string;
    },
  ): Promise<MainThreadEntry>;
  readThread(caller: ApiCaller, query?: { limit?: number }): Promise<MainThreadEntry[]>;
  /**
   * Answers the disambiguation card of message `messageId` and routes the message there; on a
   * forget card, `forget` runs the forget cascade for each memory it names and `keep` changes nothing.
   * Repeating the same answer returns the entry; another option on an answered card is
   * `ApiError('conflict', 'card_already_answered')`; no open card is `not_found`.
   */
  answerCard(caller: ApiCaller, messageId: string, input: { optionId: string }): Promise<MainThreadEntry>;
  /**
   * Moves message `messageId` to task `taskId`, or to a new persistent task with `taskId: 'new'`
   * (docs/routing.md, *Move a message*): withdrawn from the task it went to while no step took
   * it, delivered to the target, recorded as `MessageMoved`. The same move again returns the
   * entry. Refusals: `not_found` (`message_not_found`, `task_not_found` — also another
   * workspace's), `conflict` (`message_already_taken`, `message_not_movable`,
   * `task_not_accepting_messages`).
   */
  moveMessage(caller: ApiCaller, messageId: string, input: { taskId: string }): Promise<MainThreadEntry>;
  /**
   * The router's part of erasing the caller (a person's erasure, ADR 0057): their words leave
   * the task index documents of tasks that outlive them, then their main thread is purged —
   * every message, card and routing record; on a sealed log its data key is destroyed. Run it
   * after the router purged their tasks (their briefs are found in their thread). Idempotent:
   * again, it erases nothing and answers zeros. `ApiError('unavailable', 'task_index_behind')`
   * while the task index has not read the whole thread yet (retry).
   */
  erasePerson(caller: ApiCaller): Promise<PersonThreadErased>;
}

/** What erasing a person's main thread removed. */
export interface PersonThreadErased {
  /** Messages of the thread (0 when it had been erased before). */
  messages: number;
  /** Task index documents their words were cut from. */
  documents: number;
}

export const ROUTER_API = Symbol('ROUTER_API');
