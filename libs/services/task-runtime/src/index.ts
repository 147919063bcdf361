export * from './task-runtime.module';
export { withTaskRuntimeConfig, type TaskRuntimeSettings } from './task-runtime.config';
export * from './application/task-runtime.bus-api';
export * from './task/task.events';
export { taskStreamId } from './task/task.decider';
export { TASK_TOPIC, taskOutboxRoutes } from './integration/task-outbox.routes';
export { busWaker, WAKEUP_TOPIC } from './integration/task-wakeups';
export { TaskRepository } from './worker/task-repository';
export { SqlToolPolicies } from './data-access/sql-tool-policies';
export type { ToolPolicy } from './task/autonomy/tool-permission';
export { RUNTIME_TOOL_NAMES } from './task/autonomy/runtime-tools.decider';
export type { TaskModel, StepInput, StepDecision } from './worker/task-model';
/** The runtime's document projections, for a rebuild of every projection (apps/platform/src/sealed-log.int-spec.ts). */
export { taskCardProjection } from './application/task-card.projection';
export { taskAttentionProjection } from './watchdog/task-attention.projection';
