export * from './status-v1';
export * from './main-thread-v1';
