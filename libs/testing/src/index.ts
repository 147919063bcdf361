export * from './clock';
export * from './failpoints';
