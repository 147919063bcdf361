import type { DisambiguationCard, RoutingCandidate, RoutingDecision } from '@lomo/service-api';

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
      data: { messageId: string; text: string; target?: { taskId?: string; objectId?: string }; at: string };
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

export type MainThreadCommand = RecordRouting | AnswerDisambiguation | AnswerForget;

/** The ids already posted (a repeated id is a no-op) and each card's options and answer. */
export interface MainThreadState {
  messageIds: ReadonlySet<string>;
  cards: ReadonlyMap<string, { optionIds: readonly string[]; answered?: string }>;
}
