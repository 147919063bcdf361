import { StreamNotFound, type EventStore, type RecordedEvent } from '@lomo/event-store';

/** One stream in memory that counts how many events each post reads back. */
export function countingStore() {
  const events: RecordedEvent[] = [];
  let read = 0;
  const store = {
    async readStream(_id: string, options: { fromRevision?: bigint } = {}) {
      if (events.length === 0) throw new StreamNotFound('thread');
      const from = events.filter((e) => e.revision >= (options.fromRevision ?? 0n));
      read += from.length;
      return from;
    },
    async append(streamId: string, batch: Array<{ id: string; type: string; data: unknown; metadata?: object }>) {
      for (const e of batch) {
        const revision = BigInt(events.length);
        events.push({
          ...e,
          metadata: e.metadata ?? {},
          schemaVersion: 1,
          streamId,
          revision,
          position: { commit: revision, prepare: revision },
          recordedAt: new Date(0),
        } as RecordedEvent);
      }
      const last = events.length - 1;
      return { nextRevision: BigInt(last), position: { commit: BigInt(last), prepare: BigInt(last) } };
    },
  } as unknown as EventStore;
  return { store, events, read: () => read, reset: () => (read = 0) };
}
