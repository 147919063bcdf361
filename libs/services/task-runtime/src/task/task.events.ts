import type { AutonomyEvent } from './autonomy/autonomy.events';
import type { ControlEvent } from './control/control.events';
import type { DagEvent } from './dag/dag.events';
import type { ExecutionEvent } from './execution/execution.events';
import type { InboxEvent } from './inbox/inbox.events';

/**
 * Events of a task stream (`task-{id}`): the task's whole life, R-1.3, R-3, R-4, R-10.2.
 * Every event carries `at`, the time the command said it happened (time is injected).
 * Execution events carry the writer's `generation`, the fence of. Each slice declares
 * its own events next to its decider; this is their union.
 */
export type TaskEvent = ControlEvent | InboxEvent | ExecutionEvent | AutonomyEvent | DagEvent;

export type TaskEventType = TaskEvent['type'];

export type * from './task.types';
export type { AutonomyEvent, ControlEvent, DagEvent, ExecutionEvent, InboxEvent };
