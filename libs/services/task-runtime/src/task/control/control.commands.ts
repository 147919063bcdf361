import type { TaskKind } from '../task.types';

/** What a new task is made of: the `CreateTask` command and the `TaskCreated` event carry the same. */
export interface NewTask {
  taskId: string;
  workspaceId: string;
  userId: string;
  kind: TaskKind;
  brief: string;
  language?: string;
  rubric?: string;
  /** Started with an open-API key: every paid call asks first. */
  viaOpenApi?: boolean;
  /** A sub-agent: the parent task and the spawn call whose result this child is. */
  parent?: SubagentParent;
  at: string;
}

/** Where a sub-agent reports: the parent task and the call that spawned it (its idempotency key). */
export interface SubagentParent {
  taskId: string;
  callId: string;
}

/** Create, promote, archive; pause, resume, interrupt, stop. `at` is the injected time. */
export type ControlCommand =
  | ({ type: 'CreateTask' } & NewTask)
  | { type: 'PromoteTask'; at: string }
  | { type: 'ArchiveTask'; at: string }
  | { type: 'PauseTask'; by: string; at: string }
  | { type: 'ResumeTask'; by: string; at: string }
  | { type: 'InterruptTask'; by: string; at: string }
  | { type: 'StopTask'; by: string; reason: string; at: string };

export const CONTROL_COMMANDS = [
  'CreateTask',
  'PromoteTask',
  'ArchiveTask',
  'PauseTask',
  'ResumeTask',
  'InterruptTask',
  'StopTask',
] as const satisfies ReadonlyArray<ControlCommand['type']>;
