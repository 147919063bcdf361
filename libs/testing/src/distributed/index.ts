export * from './app-process';
export * from './cluster';
export * from './dev-session';
export * from './event-stream';
export * from './fresh-database';
