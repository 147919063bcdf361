import { ExponentialBackoff, handleWhen, retry } from 'cockatiel';

// Also reachable as `@lomo/config/dependency-wait`, which loads cockatiel alone: the SQL client
// (`@lomo/database`) imports it from there, so a short-lived process such as the `lomo` CLI does
// not load the validation stack and Nest that the package index brings.

/** How a service waits at boot for a dependency (a broker, a database) that is still starting. */
export interface DependencyWait {
  /** Gives up after this long, rethrowing the last error. @default 60000 */
  timeoutMs?: number;
  /** First retry delay; later ones grow exponentially with decorrelated jitter. @default 200 */
  initialDelayMs?: number;
  /** Longest delay between two attempts. @default 5000 */
  maxDelayMs?: number;
  /** Told of every failed attempt that will be retried (apps log it as a warning). */
  onRetry?: (retry: { dependency: string; attempt: number; delayMs: number; error: string }) => void;
}

/** A dependency did not answer within its boot deadline. */
export class DependencyUnavailable extends Error {
  constructor(
    readonly dependency: string,
    readonly waitedMs: number,
    override readonly cause: unknown,
  ) {
    super(
      `${dependency} did not become available within ${waitedMs} ms: ${(cause as Error)?.message ?? String(cause)}`,
    );
  }
}

/**
 * Runs `attempt` until it succeeds or the deadline passes. A cold machine starts the servers
 * and the services together: Kafka may accept connections seconds before it can serve a
 * consumer group, PostgreSQL may still be recovering. Failing the boot there would make the
 * start order matter; waiting (bounded, logged) does not. Backoff and jitter come from
 * cockatiel, so replicas started together do not retry in lockstep.
 */
export async function waitForDependency<T>(
  dependency: string,
  attempt: () => Promise<T>,
  options: DependencyWait = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const startedAt = Date.now();
  const policy = retry(
    handleWhen(() => Date.now() - startedAt < timeoutMs),
    {
      maxAttempts: Number.MAX_SAFE_INTEGER,
      backoff: new ExponentialBackoff({
        initialDelay: options.initialDelayMs ?? 200,
        maxDelay: options.maxDelayMs ?? 5_000,
      }),
    },
  );
  const listener = policy.onRetry((event) =>
    options.onRetry?.({
      dependency,
      attempt: event.attempt,
      delayMs: Math.round(event.delay),
      error: 'error' in event ? event.error.message : 'unexpected result',
    }),
  );
  try {
    return await policy.execute(() => attempt());
  } catch (error) {
    throw new DependencyUnavailable(dependency, Date.now() - startedAt, error);
  } finally {
    listener.dispose();
  }
}
