import type { EventStoreCapabilities } from '../testing/event-store.conformance';

/**
 * What EventStoreDB cannot guarantee, declared to the conformance suite. Event ids are unique
 * per stream (the adapter checks the stream before writing) but not across streams: the
 * server has no index by event id, and a second write per event to reserve its id would not
 * be atomic with the append. Recorded events are immutable, so `redact` is refused, and no
 * reader needs `readStreamTail`'s rewrite count.
 */
export const EVENTSTOREDB_CAPABILITIES: EventStoreCapabilities = {
  globalEventIdUniqueness: false,
  redaction: false,
  streamTail: false,
};
