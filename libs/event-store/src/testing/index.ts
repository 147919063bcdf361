export * from './event-store.contract';
export * from './decider-specification';
export * from './encrypted-event-store.contract';
