export { EventStoreDbEventStore, type EventStoreDbEventStoreOptions } from './eventstoredb-event-store';
export { esdbConnectionString, EVENTSTORE_URL_PATTERN } from './connection';
export { DEFAULT_APPEND_ATTEMPTS } from './append';
export { EVENTSTOREDB_CAPABILITIES } from './capabilities';
