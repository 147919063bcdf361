import {
  comparePositions,
  LOG_START,
  type LogPosition,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../types';

/** A live feed of already mapped and filtered events, strictly after a position. */
export interface LiveFeed {
  events: AsyncIterator<RecordedEvent>;
  close(): Promise<void>;
}

/** What a catch-up-then-live subscription needs from the store. */
export interface CatchUpThenLiveParams {
  options: SubscribeOptions;
  /** Filtered `$all` read strictly after a position (the store's `readAll`). */
  read: (after: LogPosition, maxCount: number) => Promise<RecordedEvent[]>;
  /** Opens the server's `$all` subscription strictly after a position. */
  live: (after: LogPosition) => LiveFeed;
  batchSize: number;
}

/**
 * Catch-up by filtered reads, then live by the server's `$all` subscription from the last
 * delivered position. `onCaughtUp` is the adapter's own, not the server's `CaughtUp` message
 * (which older servers do not send): it fires once a read returns a short page. The live
 * phase starts exactly where the reads stopped, so nothing is skipped; positions at or
 * before the last delivered one are dropped, so nothing is delivered twice.
 */
export function catchUpThenLive({ options, read, live, batchSize }: CatchUpThenLiveParams): Subscription {
  let stopped = false;
  let feed: LiveFeed | undefined;
  let signalStop: () => void = () => undefined;
  const stopSignal = new Promise<'stop'>((resolve) => (signalStop = () => resolve('stop')));

  const deliver = async (event: RecordedEvent, after: LogPosition): Promise<LogPosition> => {
    if (comparePositions(event.position, after) <= 0) return after;
    await options.onEvent(event);
    return event.position;
  };

  const run = async () => {
    let after = options.after ?? LOG_START;
    for (;;) {
      const batch = await read(after, batchSize);
      for (const event of batch) {
        if (stopped) return;
        after = await deliver(event, after);
      }
      if (batch.length < batchSize) break;
    }
    if (stopped) return;
    options.onCaughtUp?.();
    feed = live(after);
    for (;;) {
      const next = await Promise.race([feed.events.next(), stopSignal]);
      if (next === 'stop' || stopped) return;
      if (next.done) throw new Error('the EventStoreDB subscription ended without being stopped');
      after = await deliver(next.value, after);
    }
  };

  const done = run().finally(() => feed?.close());
  return {
    done,
    stop: async () => {
      stopped = true;
      signalStop();
      await done.catch(() => undefined);
    },
  };
}
