export * from './connections';
export * from './connections.module';
