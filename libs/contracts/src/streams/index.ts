export * from './stream-category';
export * from './task-runtime.streams';
export * from './generation-gateway.streams';
export * from './workspace.streams';
export * from './router.streams';
export * from './billing.streams';
export * from './memory.streams';
export * from './vault.streams';
