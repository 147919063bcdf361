export * from './sql-client';
export * from './pglite-lock';
export * from './infra.module';
export * from './connections';
export * from './migrations';
export * from './call-ledger';
export * from './dependency-wait';
export * from './request-lane';
