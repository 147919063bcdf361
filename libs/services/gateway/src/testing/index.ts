export * from './sse-client';
