export * from './types';
export * from './errors';
export * from './event-store';
export * from './validation';
export * from './decider';
export * from './handle-command';
export * from './postgres/postgres-event-store';
export * from './projections';
