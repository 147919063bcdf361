export * from './memory.module';
export { MemoryBusApi } from './application/memory.bus-api';
export { memoryKind } from './retrieval/memory-index.processor';
export { MemoryCurator } from './curation/memory-curator';
