export * from './projection';
export * from './projection-processor';
export * from './projection-reader';
export * from './rebuild';
