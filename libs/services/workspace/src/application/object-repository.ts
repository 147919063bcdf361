import {
  EventSourcedCommandHandler,
  StreamDeleted,
  StreamNotFound,
  type EventMetadata,
  type EventStore,
} from '@lomo/event-store';
import type { ObjectCommand } from '../object/object.commands';
import { objectDecider, objectStreamId } from '../object/object.decider';
import type { ObjectEvent } from '../object/object.events';
import type { ObjectState } from '../object/object.state';

export interface LoadedObject {
  state: ObjectState;
  revision: bigint | undefined;
}

/**
 * Loads and changes object streams; the only writer of `object-*`, on the shared command
 * handler. Each write is decided on the state it was loaded from and appended with that
 * revision, so nothing decided on stale state is ever written: a conflicting append is
 * re-prepared on fresh state — which is where a stale base version is detected and refused.
 */
export class ObjectRepository {
  private readonly handler: EventSourcedCommandHandler<ObjectCommand, ObjectEvent, ObjectState>;

  constructor(private readonly store: EventStore) {
    // Other writers (or readers recording what they saw) may keep moving a stream: up to 8 attempts.
    this.handler = new EventSourcedCommandHandler(store, objectDecider, {
      retry: { maxRetries: 7 },
      purgedReadsAsNew: true,
    });
  }

  async load(objectId: string): Promise<LoadedObject> {
    const { state, revision } = await this.handler.load(objectStreamId(objectId));
    return { state, revision };
  }

  /**
   * Loads, lets `prepare` build the command (it may read content and store blobs; none =
   * nothing to write), decides, and appends with the loaded revision; on a conflict, starts
   * over on fresh state. Returns the `result` of the last preparation.
   */
  async write<R>(
    objectId: string,
    metadata: EventMetadata,
    prepare: (loaded: LoadedObject) => Promise<{ command?: ObjectCommand; result: () => R }>,
  ): Promise<R> {
    let result: (() => R) | undefined;
    await this.handler.execute(
      objectStreamId(objectId),
      async (loaded) => {
        const prepared = await prepare(loaded);
        result = prepared.result;
        return prepared.command;
      },
      { metadata },
    );
    return result!();
  }

  async purge(objectId: string, metadata: { actor: string; reason: string; occurredAt: string }): Promise<void> {
    try {
      await this.store.purgeStream(objectStreamId(objectId), metadata);
    } catch (error) {
      if (!(error instanceof StreamNotFound) && !(error instanceof StreamDeleted)) throw error;
    }
  }
}
