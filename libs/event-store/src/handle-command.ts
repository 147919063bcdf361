import { randomUUID } from 'node:crypto';
import type { Decider } from './decider';
import { ConcurrencyConflict, StreamNotFound } from './errors';
import type { EventStore } from './event-store';
import type { EventMetadata, ExpectedRevision } from './types';

/** A domain event as deciders see it; the store adds the envelope. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Folds a stream into state. A missing stream is the initial state at revision `undefined`. */
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

export interface HandleCommandOptions {
  /** Overrides the revision check (default: the revision the state was folded from). */
  expected?: ExpectedRevision;
  /**
   * How many times to re-read and re-decide after a ConcurrencyConflict. Only safe when
   * deciding again on fresh state is what the caller wants. @default 0
   */
  retryOnConflict?: number;
  /** Envelope metadata for every event produced. */
  metadata?: EventMetadata;
  /** Event id factory (deterministic ids make retries idempotent). @default randomUUID */
  newId?: (event: DomainEvent, index: number) => string;
}

export interface CommandResult<E, S> {
  newEvents: E[];
  newState: S;
  nextRevision: bigint | undefined;
}

/** Load → decide → append with the expected revision: the one way commands change streams. */
export async function handleCommand<C, E extends DomainEvent, S>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
  command: C,
  options: HandleCommandOptions = {},
): Promise<CommandResult<E, S>> {
  const newId = options.newId ?? (() => randomUUID());
  for (let attempt = 0; ; attempt++) {
    const { state, revision } = await aggregateStream(store, streamId, decider);
    const events = decider.decide(command, state);
    if (events.length === 0) return { newEvents: [], newState: state, nextRevision: revision };
    const expected = options.expected ?? revision ?? 'no_stream';
    try {
      const result = await store.append(
        streamId,
        events.map((event, index) => ({
          id: newId(event, index),
          type: event.type,
          data: event.data,
          metadata: options.metadata,
        })),
        { expected },
      );
      return { newEvents: events, newState: events.reduce(decider.evolve, state), nextRevision: result.nextRevision };
    } catch (error) {
      if (!(error instanceof ConcurrencyConflict) || attempt >= (options.retryOnConflict ?? 0)) throw error;
    }
  }
}
