import type { RoutingCandidate } from '@lomo/service-api';

/** A candidate task scored against the message (pure data: the handler gathers and scores it). */
export interface RouteCandidate extends RoutingCandidate {
  /** The message says the same as the task's brief (same content words): a duplicate. */
  exact: boolean;
  /** 0 = the most recently active task; absent when only search found it. */
  recency?: number;
}

/** What `decideRoute` sees: the user's words and the scored candidates, best first. */
export interface RouteMessage {
  text: string;
  candidates: readonly RouteCandidate[];
}

/** The five outcomes of, with the reason the routing event records. */
export type Route =
  | { outcome: 'answer_in_main'; intent: 'status' | 'where'; reason: string }
  | { outcome: 'create_lightweight'; reason: string }
  | { outcome: 'attach'; taskId: string; reason: string }
  | { outcome: 'create_persistent'; reason: string }
  | { outcome: 'ask_user'; taskIds: string[]; question: string; reason: string };

/** Thresholds of the offline rules, as data (tuned on bench/router). */
export interface RouteThresholds {
  /** A follow-up attaches to a candidate at least this similar. @default 0.3 */
  attach: number;
  /** A new request at least this similar to an active task is a likely duplicate: ask. @default 0.6 */
  duplicate: number;
  /** Two candidates closer than this are ambiguous: ask. @default 0.1 */
  margin: number;
}

export const DEFAULT_THRESHOLDS: RouteThresholds = { attach: 0.3, duplicate: 0.6, margin: 0.1 };
