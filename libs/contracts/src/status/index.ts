export * from './status-v1';
