import type { Decider } from './decider';
import { StreamNotFound } from './errors';
import type { EventStore } from './event-store';
import type { DomainEvent } from './event-sourced-handler';

/**
 * Folds a stream into state, for readers that never write (queries, benchmarks). A missing
 * stream is the initial state at revision `undefined`. Writers use `EventSourcedCommandHandler`.
 */
export async function aggregateStream<E extends DomainEvent, S>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, E, S>, 'evolve' | 'initialState'>,
): Promise<{ state: S; revision: bigint | undefined }> {
  try {
    const events = await store.readStream(streamId);
    const state = events.reduce(
      (s, e) => decider.evolve(s, { type: e.type, data: e.data } as E),
      decider.initialState(),
    );
    return { state, revision: events.length === 0 ? undefined : events[events.length - 1].revision };
  } catch (error) {
    if (error instanceof StreamNotFound) return { state: decider.initialState(), revision: undefined };
    throw error;
  }
}
