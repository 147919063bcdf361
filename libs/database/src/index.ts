export * from './sql-client';
export * from './pglite-lock';
export * from './migrations';
export * from './request-lane';
export * from './physical-erasure';
