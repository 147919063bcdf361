export * from './lomo-app';
export * from './run-app';
