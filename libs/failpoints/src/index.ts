export * from './failpoints';
