export * from './event-store.contract';
export * from './decider-specification';
