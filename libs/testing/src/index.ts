export * from './clock';
export * from './failpoints';
export * from './node-process';
