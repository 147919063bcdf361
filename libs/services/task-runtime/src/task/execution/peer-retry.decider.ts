import type { JournalEntry, PeerRetryState, Task } from '../task.model';

export type { PeerRetryState };

/**
 * How long a tool call whose peer service is unreachable waits for it (issue 14): retries
 * with a doubling delay from `initialDelayMs` up to `maxDelayMs`, until `giveUpAfterMs` after
 * its first failure, when it becomes a typed failure the model reads.
 */
export interface PeerRetryPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
  giveUpAfterMs: number;
}

/** @see PeerRetryPolicy — two minutes covers a peer's restart or rollout, not an outage. */
export const DEFAULT_PEER_RETRY: PeerRetryPolicy = { initialDelayMs: 500, maxDelayMs: 10_000, giveUpAfterMs: 120_000 };

export type PeerRetryDecision =
  | { retry: { attempt: number; since: string; retryAt: string } }
  | {
      giveUp: { refused: true; reason: string; kind: 'unavailable'; detail: string; details: Record<string, unknown> };
    };

/**
 * One more failed attempt of `entry` at `at`: when to try again, or — its give-up time reached
 * — the failure result. Pure: the time is the command's.
 */
export function decidePeerRetry(
  entry: JournalEntry,
  failure: { peer: string; reason: string; at: string },
  policy: PeerRetryPolicy,
): PeerRetryDecision {
  const since = entry.retry?.since ?? failure.at;
  const attempt = (entry.retry?.attempts ?? 0) + 1;
  const now = Date.parse(failure.at);
  const giveUpAt = Date.parse(since) + policy.giveUpAfterMs;
  if (now >= giveUpAt) {
    const waited = Math.round((now - Date.parse(since)) / 1_000);
    return {
      giveUp: {
        refused: true,
        reason: 'peer_unavailable',
        kind: 'unavailable',
        detail: `the ${failure.peer} service was unreachable for ${waited} s (${failure.reason}, ${attempt} attempts); the call did not complete and may not have run`,
        details: { peer: failure.peer, attempts: attempt },
      },
    };
  }
  const delay = Math.min(policy.initialDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
  return { retry: { attempt, since, retryAt: new Date(Math.min(now + delay, giveUpAt)).toISOString() } };
}

/** The earliest retry time of the open turn's deferred calls; undefined when none waits for a peer. */
export function nextPeerRetry(task: Task): string | undefined {
  const times = [...task.journal.values()].filter((c) => c.state === 'retrying').map((c) => c.retry!.retryAt);
  return times.length > 0 ? times.sort()[0] : undefined;
}
