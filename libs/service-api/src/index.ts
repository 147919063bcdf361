export * from './api-error';
export * from './billing.api';
export * from './caller';
export * from './task-runtime.api';
export * from './workspace.api';
export * from './router.api';
export * from './grpc';
export * from './memory.api';
