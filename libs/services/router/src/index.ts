export * from './router.module';
export { mainThreadStreamId } from './main-thread/main-thread.decider';
export type { MainThreadEvent } from './main-thread/main-thread.events';
