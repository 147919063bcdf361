import type { EventStore } from './event-store';
import type { EventMetadata, NewEvent } from './types';

/**
 * The store, with metadata added to each appended event of the streams `owns` accepts —
 * how a service records a published contract next to its private events (the status
 * contract: `metadata.status`) at its one append point, without its domain code knowing.
 * Everything else passes through unchanged.
 */
export function withAppendMetadata(
  store: EventStore,
  owns: (streamId: string) => boolean,
  extra: (event: Pick<NewEvent, 'type' | 'data'>) => EventMetadata | undefined,
): EventStore {
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key !== 'append') {
        const value = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      const append: EventStore['append'] = (streamId, events, options) =>
        target.append(
          streamId,
          owns(streamId)
            ? events.map((event) => {
                const added = extra(event);
                return added ? { ...event, metadata: { ...event.metadata, ...added } } : event;
              })
            : events,
          options,
        );
      return append;
    },
  });
}
