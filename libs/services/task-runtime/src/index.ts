export * from './task-runtime.module';
export * from './application/task-runtime.service';
export * from './execution/tool-registry';
export * from './task/task.events';
export { taskStreamId } from './task/task.decider';
