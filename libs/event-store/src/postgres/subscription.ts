import { LOG_START, type LogPosition, type RecordedEvent, type SubscribeOptions, type Subscription } from '../types';

interface PollingSubscriptionParams {
  read: (after: LogPosition, maxCount: number) => Promise<RecordedEvent[]>;
  options: SubscribeOptions;
  batchSize: number;
  pollIntervalMs: number;
  /** Registry of wake functions the store's NOTIFY listener calls after each commit. */
  wakers: Set<() => void>;
}

/**
 * Catch-up then live by reading the visible log in batches from the checkpoint. A NOTIFY
 * wakes it early; the poll interval is the guarantee (a notify can be lost, and events
 * hidden behind a long-open transaction become visible without one).
 */
export function pollingSubscription({
  read,
  options,
  batchSize,
  pollIntervalMs,
  wakers,
}: PollingSubscriptionParams): Subscription {
  let stopped = false;
  let wake: () => void = () => undefined;
  const waker = () => wake();
  wakers.add(waker);

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollIntervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const run = async () => {
    let after = options.after ?? LOG_START;
    let caughtUp = false;
    while (!stopped) {
      const batch = await read(after, batchSize);
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
