export * from './node-process';
export * from './free-port';
export * from './tcp-relay';
export * from './distributed';
export * from './memory-growth';
export * from './otlp-receiver';
