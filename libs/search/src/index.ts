export * from './search.port';
export * from './search.errors';
export { keywordTokens } from './search-input';
export * from './postgres/postgres-search-index';
export * from './opensearch/opensearch-search-index';
export * from './embedding/embedder.port';
export * from './embedding/hashed-ngram.embedder';
export * from './embedding/langchain.embedder';
export * from './search.module';
