import { idleBackoff, idleCeilingMs } from '../idle-backoff';
import { LOG_START, type LogPosition, type RecordedEvent, type SubscribeOptions, type Subscription } from '../types';
import type { CommitWakers } from './commit-wakers';

interface PollingSubscriptionParams {
  read: (after: LogPosition, maxCount: number) => Promise<RecordedEvent[]>;
  options: SubscribeOptions;
  batchSize: number;
  pollIntervalMs: number;
  /** The store's readers to wake after a commit; this one is woken by commits its filter reads. */
  wakers: CommitWakers;
  /** The database is this process's alone (PGlite): every commit wakes the reader, so it backs off further. */
  embedded?: boolean;
}

/**
 * Catch-up then live by reading the visible log in batches from the checkpoint. A commit wakes
 * it at once (this process's directly, others' by NOTIFY); polling is the guarantee for a lost
 * notify, so an idle reader backs off from the poll interval to `idleBackoff`'s ceiling
 * instead of reading an empty log ten times a second forever (issue 26: an idle platform's
 * readers kept a fifth of a core busy).
 */
export function pollingSubscription({
  read,
  options,
  batchSize,
  pollIntervalMs,
  wakers,
  embedded = false,
}: PollingSubscriptionParams): Subscription {
  let stopped = false;
  let wake: () => void = () => undefined;
  /** A commit announced while a read ran found no sleeper to wake; the next sleep must not miss it. */
  let committedSinceRead = false;
  const waker = () => {
    committedSinceRead = true;
    wake();
  };
  wakers.add(waker, options.filter);
  const backoff = idleBackoff(pollIntervalMs, idleCeilingMs({ firstMs: pollIntervalMs, woken: true, embedded }));

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (committedSinceRead) {
        backoff.reset();
        return resolve();
      }
      const timer = setTimeout(resolve, backoff.next());
      wake = () => {
        backoff.reset();
        clearTimeout(timer);
        resolve();
      };
    });

  const run = async () => {
    let after = options.after ?? LOG_START;
    let caughtUp = false;
    while (!stopped) {
      committedSinceRead = false;
      const batch = await read(after, batchSize);
      if (batch.length > 0) backoff.reset();
      for (const event of batch) {
        if (stopped) return;
        await options.onEvent(event);
        after = event.position;
      }
      if (batch.length < batchSize) {
        if (!caughtUp) {
          caughtUp = true;
          options.onCaughtUp?.();
        }
        if (!stopped) await sleep();
      }
    }
  };

  const done = run().finally(() => wakers.delete(waker));
  return {
    done,
    stop: async () => {
      stopped = true;
      wake();
      await done.catch(() => undefined);
    },
  };
}
