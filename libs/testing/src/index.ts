export * from './node-process';
export * from './free-port';
