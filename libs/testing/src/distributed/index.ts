export * from './app-process';
export * from './cluster';
export * from './dev-session';
export * from './fresh-database';
