export * from './event-store.conformance';
export * from './decider-specification';
export * from './encrypted-event-store.conformance';
