import { ExponentialBackoff, handleType, retry, type RetryPolicy } from 'cockatiel';
import { ConcurrencyConflict } from './errors';

/**
 * How the shared command handler retries an append that lost a race (`ConcurrencyConflict`)
 * on fresh state: exponential backoff with decorrelated jitter (cockatiel's default
 * generator), so writers that collided once do not collide again in lockstep. Only
 * conflicts are retried; a refusal decided on fresh state is the answer.
 */
export interface ConflictRetryPolicy {
  /** Retries after the first attempt; then the conflict is thrown. @default 8 */
  maxRetries: number;
  /** Mean of the first delay, in ms. @default 2 */
  initialDelayMs: number;
  /** Upper bound of any delay, in ms. @default 200 */
  maxDelayMs: number;
}

export const DEFAULT_CONFLICT_RETRY: ConflictRetryPolicy = { maxRetries: 8, initialDelayMs: 2, maxDelayMs: 200 };

/** The cockatiel policy for `policy`; `onRetry` sees each delay (tests, metrics). */
export function conflictRetryPolicy(
  policy: Partial<ConflictRetryPolicy> = {},
  onRetry?: (retry: { attempt: number; delayMs: number }) => void,
): RetryPolicy {
  const { maxRetries, initialDelayMs, maxDelayMs } = { ...DEFAULT_CONFLICT_RETRY, ...policy };
  const result = retry(handleType(ConcurrencyConflict), {
    maxAttempts: maxRetries,
    backoff: new ExponentialBackoff({ initialDelay: initialDelayMs, maxDelay: maxDelayMs }),
  });
  if (onRetry) result.onRetry(({ attempt, delay }) => onRetry({ attempt, delayMs: delay }));
  return result;
}
