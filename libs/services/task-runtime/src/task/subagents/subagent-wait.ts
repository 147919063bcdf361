import { stableId } from '@lomo/service-api';
import type { TaskCommand } from '../task.commands';
import type { Task } from '../task.state';

/** The source of a sub-agent's outcome on its parent's stream (`ExternalEventReceived.source`). */
export const SUBAGENT_SOURCE = 'subagent';
/** The runtime's spawn tool. */
export const SPAWN_SUBAGENT = 'spawn_subagent';

/** What the parent waits for while a child works: `subagent:<childTaskId>`. */
export const subagentWaitKey = (childTaskId: string) => `subagent:${childTaskId}`;

/**
 * The child's task id, derived from the parent and the spawn call's id (its idempotency key,
 * `turn:step:index`): a spawn re-run after a crash names the same child, so it never spawns twice.
 */
export function childTaskId(parentTaskId: string, callId: string): string {
  return stableId('child-task', parentTaskId, callId);
}

/** The spawn tool's input. */
export interface SpawnInput {
  /** What the child is to solve, self-contained: the child sees nothing of the parent's context. */
  brief: string;
  /** The child's share of this task's budget, minor units; absent: half of what is left (ADR 0027). */
  budgetMinor?: number;
}

/** The two commands that make a child: created (once) with the parent link, then given its brief as a message. */
export function spawnCommands(parent: Task, callId: string, input: SpawnInput, at: string): TaskCommand[] {
  const taskId = childTaskId(parent.taskId, callId);
  return [
    {
      type: 'CreateTask',
      taskId,
      workspaceId: parent.workspaceId,
      userId: parent.userId,
      kind: 'lightweight',
      brief: input.brief,
      ...(parent.language ? { language: parent.language } : {}),
      ...(parent.viaOpenApi ? { viaOpenApi: true } : {}),
      parent: { taskId: parent.taskId, callId },
      at,
    },
    { type: 'DeliverMessage', messageId: `spawn:${callId}`, text: input.brief, at },
  ];
}

/** How a child's work ended, as its parent reads it. */
export type SubagentOutcome = { state: 'finished' | 'stopped' } | { state: 'failed'; error: string };

/**
 * The child's outcome as the external event that ends the parent's wait for it: the
 * child's last output and why it stopped. One event id per child, so reporting again (a retry
 * after a crash) changes nothing; a failure is a result too — the parent never hangs on it.
 * Undefined while the child is still at work or waiting for its user.
 */
export function subagentReport(child: Task, at: string, outcome?: SubagentOutcome): TaskCommand | undefined {
  if (!child.parent) return undefined;
  const settled: SubagentOutcome | undefined =
    outcome ??
    (child.status === 'terminated'
      ? { state: 'stopped' }
      : child.status === 'idle' && !child.openTurn && child.turns > 0
        ? { state: 'finished' }
        : undefined);
  if (!settled) return undefined;
  return {
    type: 'ReceiveExternalEvent',
    source: SUBAGENT_SOURCE,
    eventId: `subagent:${child.taskId}`,
    waitKey: subagentWaitKey(child.taskId),
    result: {
      childTaskId: child.taskId,
      callId: child.parent.callId,
      ...settled,
      ...(child.lastOutput !== undefined ? { output: child.lastOutput } : {}),
      ...(child.stopReason !== undefined ? { reason: child.stopReason } : {}),
    },
    at,
  };
}
