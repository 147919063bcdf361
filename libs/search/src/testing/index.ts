export * from './search-index.conformance';
