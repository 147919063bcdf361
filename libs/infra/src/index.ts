export * from './sql-client';
export * from './infra.module';
export * from './connections';
export * from './migrations';
