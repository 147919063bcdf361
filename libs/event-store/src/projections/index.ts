export * from './projection';
export * from './projection-processor';
export * from './projection-reader';
export * from './projection-status';
export * from './rebuild';
export * from './catalog';
export * from './stream-stats.projection';
export * from './stream-stats-summary';
