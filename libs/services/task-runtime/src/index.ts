export * from './task-runtime.module';
export * from './application/task-runtime.service';
export * from './task/task.events';
export { taskStreamId } from './task/task.decider';
export { TASK_TOPIC, taskOutboxRoutes } from './integration/task-outbox.routes';
export { WAKEUP_TOPIC } from './integration/task-wakeups';
export { SqlToolPolicies, type ToolPolicy } from './autonomy/tool-policies';
export { RUNTIME_TOOL_NAMES } from './autonomy/runtime-tools.decider';
export type { TaskModel, StepInput, StepDecision } from './execution/task-model';
