export * from './load-config';
export * from './base-app.config';
export * from './app-config.module';
export * from './boot-resources';
export * from './grpc.config';
export * from './mixin';
export * from './dependency-wait';
export * from './startup-wait';
