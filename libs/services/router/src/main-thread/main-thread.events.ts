import type { ChunkedMap } from './chunked-map';
import type { DisambiguationCard, MessageMove, RoutingCandidate, RoutingDecision } from '@lomo/service-api';

/** What the routing event carries beyond the decision, so an analyst replaying `main-*` sees why. */
export interface RoutingEvidence {
  /** The tasks weighed, best first, with their similarity and where they were found. */
  candidates?: RoutingCandidate[];
  /** For `answered_in_main`. */
  reply?: string;
  /** For `asked_user`; for `answered_in_main`, a forget card (with `memories`, issue 28). */
  card?: Pick<DisambiguationCard, 'question' | 'options' | 'memories'>;
  /** Set when candidates came from recent tasks only because search failed (the error's words). */
  searchDegraded?: string;
  /** The embedder whose similarity the scores use. */
  similarity?: string;
  /** Who decided: `offline-rules` or the routing model's name. */
  decidedBy?: string;
  /** A routing model was asked but not used (threw, timed out, answered no valid route): why. The offline rules decided. */
  modelFallback?: string;
  /** Tokens of the routing prompt (the candidate set and the message: flat in the task count). */
  promptTokens?: number;
  /** The language of the user's words: the client's, else detected on the server. */
  language?: string;
}

/**
 * Events of a main-thread stream (`main-{workspace}-{user}`, R-1.1). The router owns it:
 * what the user said there, where each message went and why.
 */
export type MainThreadEvent =
  | {
      type: 'MainMessagePosted';
      data: {
        messageId: string;
        text: string;
        target?: { taskId?: string; objectId?: string };
        at: string;
        /** `at` was the client's (a scenario run with `ROUTER_SIMULATED_TIME` on), not the router's clock. */
        simulatedTime?: true;
      };
    }
  | {
      type: 'MainMessageRouted';
      data: {
        messageId: string;
        decision: RoutingDecision;
        taskIds: string[];
        reason: string;
        at: string;
      } & RoutingEvidence;
    }
  | {
      /** The user answered a disambiguation card; the message went where `decision` says. */
      type: 'DisambiguationAnswered';
      data: { messageId: string; optionId: string; decision: RoutingDecision; taskIds: string[]; at: string };
    }
  | {
      /**
       * The user answered a forget card (R-6.7, issue 28): `forget` ran the forget cascade for
       * `forgottenMemoryIds` (the memory service's own record of it is `MemoryForgotten`);
       * `keep` changed nothing. `reply` says so, naming subjects, never the forgotten words.
       */
      type: 'ForgetAnswered';
      data: { messageId: string; optionId: string; forgottenMemoryIds: string[]; reply: string; at: string };
    }
  | {
      /**
       * The user moved the message to another task (issue 27): withdrawn from `fromTaskId`
       * before any step took it, delivered to `toTaskId` as `taskMessageId`. With the routing
       * event before it (reason, candidates) it is a labelled correction of the router: what it
       * decided, and where the user said the message belonged.
       */
      type: 'MessageMoved';
      data: { messageId: string } & MessageMove;
    }
  | {
      /**
       * A task was deleted (R-10.8): these messages' events were rewritten to tombstones (no
       * text, reason or evidence; same positions). Names the messages, never the task.
       */
      type: 'MainMessagesRedacted';
      data: { messageIds: string[]; at: string };
    }
  | {
      /**
       * Memory forgot statements these messages made (`MemoryForgotten`, issue 28): the
       * router's derived copies (the task index) leave those words out from here on. Names
       * messages and evidence, never the words; the raw chat stays.
       */
      type: 'StatementsForgotten';
      data: { messageIds: string[]; evidenceIds: string[]; at: string };
    };

/** Posts a message together with the routing the service decided (validation needs I/O, so it happens before). */
export interface RecordRouting extends RoutingEvidence {
  type: 'RecordRouting';
  messageId: string;
  text: string;
  target?: { taskId?: string; objectId?: string };
  decision: RoutingDecision;
  taskIds: string[];
  reason: string;
  at: string;
  /** `at` is the client's stamp (simulated time): it must not go back before the thread's last message. */
  simulatedTime?: true;
}

/** Records the answer to a card and where the message then went. */
export interface AnswerDisambiguation {
  type: 'AnswerDisambiguation';
  messageId: string;
  optionId: string;
  decision: RoutingDecision;
  taskIds: string[];
  at: string;
}

/** Records the answer to a forget card, after the memories it names were forgotten (or kept). */
export interface AnswerForget {
  type: 'AnswerForget';
  messageId: string;
  optionId: string;
  forgottenMemoryIds: string[];
  reply: string;
  at: string;
}

/**
 * Records a move the handler carried out (delivered to the target, withdrawn from the source).
 * `fromTaskId` is where the handler found the message: a move recorded since is a conflict.
 */
export interface MoveMessage extends MessageMove {
  type: 'MoveMessage';
  messageId: string;
  /** How many moves the handler saw recorded (the derived ids depend on it): another since is a conflict. */
  movesBefore: number;
}

export type MainThreadCommand = RecordRouting | AnswerDisambiguation | AnswerForget | MoveMessage;

/**
 * The ids already posted (a repeated id is a no-op), each card's options and answer, and what a
 * move needs: the messages moved (where to, how often), those routed to several tasks and
 * those whose words a task's deletion took. Only the few exceptions are kept, not a placement
 * per message; the ids are in `ChunkedMap`s, so folding an event costs the same on a thread of
 * ten messages and of 100,000 (ADR 0055).
 */
export interface MainThreadState {
  messageIds: ChunkedMap<string, true>;
  cards: ChunkedMap<string, { optionIds: readonly string[]; answered?: string; forget?: boolean }>;
  moved: ChunkedMap<string, { toTaskId: string; count: number }>;
  /** Routed to more than one task (an object linked to several). */
  several: ChunkedMap<string, true>;
  redacted: ChunkedMap<string, true>;
  /** The time of the thread's latest message (a simulated stamp must not go back before it). */
  lastAt?: string;
}
