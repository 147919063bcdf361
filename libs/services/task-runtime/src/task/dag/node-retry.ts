import type { ChecklistItem } from '../task.types';

/**
 * How the runtime retries a plan node whose generation job failed for a passing reason
 * (ADR 0024): up to `maxRetries` more attempts, the n-th after `baseDelayMs × 2^(n-1)`
 * (at most `maxDelayMs`). Each attempt is a call of its own, so its own job key.
 */
export interface NodeRetryPolicy {
  /** Attempts after the first. @default 2 */
  maxRetries: number;
  /** Backoff before the first retry; doubled for each one after. @default 1000 */
  baseDelayMs: number;
  /** Longest backoff. @default 30000 */
  maxDelayMs: number;
}

export const DEFAULT_NODE_RETRY: NodeRetryPolicy = { maxRetries: 2, baseDelayMs: 1_000, maxDelayMs: 30_000 };

/** A failed job as the generation gateway reports it: its kind (`FailureKind`) and the provider's code. */
export interface JobFailure {
  state?: string;
  failure?: string;
  code?: string;
}

// The provider says it could not serve now (5xx, overloaded, timed out upstream): another attempt may work.
const PASSING =
  /timeout|timed_out|unavailable|overloaded|capacity|internal|server_error|temporar|\b5\d\d\b|http_5\d\d/i;
// The provider judged the request itself (content policy, validation, quota, payment): it would judge it again.
const FINAL =
  /policy|safety|moderation|nsfw|invalid|validation|refus|reject|budget|quota|payment|billing|malformed|oversized|too_large/i;

/**
 * Whether another attempt may succeed where this one failed. Retried: the gateway's own
 * deadline (`TIMED_OUT`) and an upstream error whose code says the provider could not serve
 * now. Never: a cancellation, a refused submission (`REJECTED`: validation, content policy,
 * over budget), a content or validation verdict of the provider, and a submission whose fate
 * is unknown (`SUBMISSION_UNCERTAIN`, `JOB_ID_LOST`: the upstream may still be making it, a
 * second job would be a second upstream bill). An upstream error without a code is not retried.
 */
export function isRetryableFailure({ state, failure, code = '' }: JobFailure): boolean {
  if (state !== 'failed') return false;
  if (failure === 'TIMED_OUT') return true;
  return failure === 'UPSTREAM_ERROR' && PASSING.test(code) && !FINAL.test(code);
}

/** The backoff before attempt `attempt` (2 = the first retry). */
export const retryDelayMs = (policy: NodeRetryPolicy, attempt: number): number =>
  Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 2));

/** The attempt a node's current call is (1 until it is retried). */
export const attemptOf = (node: Pick<ChecklistItem, 'attempt'>): number => node.attempt ?? 1;

/** A retry that may not start yet: its backoff ends after `at`. */
export const backingOff = (node: Pick<ChecklistItem, 'retryAt'>, at: string): boolean =>
  node.retryAt !== undefined && Date.parse(node.retryAt) > Date.parse(at);

/**
 * How long the worker waits before it can start any of `ready`: 0 when one may start now,
 * else the time until the first backoff ends.
 */
export function retryWaitMs(ready: readonly ChecklistItem[], at: string): number {
  if (ready.length === 0 || ready.some((node) => !backingOff(node, at))) return 0;
  return Math.min(...ready.map((node) => Date.parse(node.retryAt!) - Date.parse(at)));
}
