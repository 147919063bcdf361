/**
 * How a consumer group retries a message whose handler threw. Retries are non-blocking:
 * the failed message is republished to the group's retry topic for its attempt
 * (`<group>.retry.<n>`) and its source offset is committed, so the partition moves on.
 * Each retry topic holds messages for one fixed delay, so its messages come due in order
 * and a consumer only ever waits on the head of a partition. After the last attempt the
 * message goes to `<group>.dlq`.
 */
export interface RetryPolicy {
  /** Deliveries in all, the first one included; 1 means no retry (straight to the DLQ). @default 4 */
  maxAttempts?: number;
  /** Delay before the first retry, in ms. @default 1000 */
  initialDelayMs?: number;
  /** Factor applied to the delay for each further retry. @default 4 */
  multiplier?: number;
  /** Upper bound of any retry delay, in ms. @default 60000 */
  maxDelayMs?: number;
}

export type ResolvedRetryPolicy = Required<RetryPolicy>;

export const DEFAULT_RETRY_POLICY: ResolvedRetryPolicy = {
  maxAttempts: 4,
  initialDelayMs: 1_000,
  multiplier: 4,
  maxDelayMs: 60_000,
};

export function resolveRetryPolicy(policy: RetryPolicy = {}): ResolvedRetryPolicy {
  const resolved = { ...DEFAULT_RETRY_POLICY, ...policy };
  if (!Number.isInteger(resolved.maxAttempts) || resolved.maxAttempts < 1)
    throw new RangeError(`maxAttempts must be an integer >= 1, got ${resolved.maxAttempts}`);
  if (resolved.initialDelayMs < 0 || resolved.maxDelayMs < 0 || resolved.multiplier < 1)
    throw new RangeError('retry delays must be >= 0 and multiplier >= 1');
  return resolved;
}

/** Delay before delivery attempt `attempt` (2 = first retry). */
export function retryDelayMs(policy: ResolvedRetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.multiplier ** (attempt - 2));
}

/** The retry topic that carries delivery attempt `attempt` (2..maxAttempts): `<group>.retry.<attempt-1>`. */
export function retryTopic(group: string, attempt: number): string {
  return `${group}.retry.${attempt - 1}`;
}

/** Every retry topic of a group, first retry first. */
export function retryTopics(group: string, policy: ResolvedRetryPolicy): string[] {
  return Array.from({ length: policy.maxAttempts - 1 }, (_, i) => retryTopic(group, i + 2));
}

/** The group's dead-letter topic: `<group>.dlq`. */
export function deadLetterTopic(group: string): string {
  return `${group}.dlq`;
}
