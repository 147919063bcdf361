import { randomUUID } from 'node:crypto';
import {
  ConcurrencyConflict,
  StreamDeleted,
  StreamNotFound,
  type EventMetadata,
  type EventStore,
} from '@lomo/event-store';
import type { ObjectCommand } from '../object/object.commands';
import { objectDecider, objectStreamId } from '../object/object.decider';
import type { ObjectEvent } from '../object/object.events';
import type { ObjectState } from '../object/object.state';

/** Attempts of one write when other writers (or readers recording what they saw) keep moving the stream. */
const MAX_ATTEMPTS = 8;

export interface LoadedObject {
  state: ObjectState;
  revision: bigint | undefined;
}

/**
 * Loads and changes object streams; the only writer of `object-*`. Each write is decided on
 * the state it was loaded from and appended with that revision, so nothing decided on stale
 * state is ever written: a conflicting append is re-prepared on fresh state — which is where
 * a stale base version is detected and refused.
 */
export class ObjectRepository {
  constructor(private readonly store: EventStore) {}

  async load(objectId: string): Promise<LoadedObject> {
    try {
      const recorded = await this.store.readStream(objectStreamId(objectId));
      const state = recorded.reduce(
        (s, e) => objectDecider.evolve(s, { type: e.type, data: e.data } as ObjectEvent),
        objectDecider.initialState(),
      );
      return { state, revision: recorded.at(-1)?.revision };
    } catch (error) {
      if (error instanceof StreamNotFound || error instanceof StreamDeleted)
        return { state: objectDecider.initialState(), revision: undefined };
      throw error;
    }
  }

  /**
   * Loads, lets `prepare` build the command (it may read content and store blobs; none =
   * nothing to write), decides, and appends with the loaded revision; on a conflict, starts
   * over on fresh state.
   */
  async write<R>(
    objectId: string,
    metadata: EventMetadata,
    prepare: (loaded: LoadedObject) => Promise<{ command?: ObjectCommand; result: () => R }>,
  ): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.load(objectId);
      const { command, result } = await prepare(loaded);
      const events = command ? objectDecider.decide(command, loaded.state) : [];
      if (events.length === 0) return result();
      try {
        await this.store.append(
          objectStreamId(objectId),
          events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
          { expected: loaded.revision ?? 'no_stream' },
        );
        return result();
      } catch (error) {
        if (!(error instanceof ConcurrencyConflict) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  async purge(objectId: string, metadata: { actor: string; reason: string; occurredAt: string }): Promise<void> {
    try {
      await this.store.purgeStream(objectStreamId(objectId), metadata);
    } catch (error) {
      if (!(error instanceof StreamNotFound) && !(error instanceof StreamDeleted)) throw error;
    }
  }
}
