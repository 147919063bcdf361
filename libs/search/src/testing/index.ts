export * from './search-index.contract';
