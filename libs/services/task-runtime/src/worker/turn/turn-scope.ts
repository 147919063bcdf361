import type { ToolRegistry } from '@lomo/agent-tools';
import type { EventMetadata } from '@lomo/event-store';
import { allowAll } from '../../task/autonomy/tool-permission';
import type { Task } from '../../task/task.state';
import type { RunContext } from '../run-tool-calls';
import type { TaskModel } from '../task-model';
import type { TaskRepository } from '../task-repository';
import type { TaskWorkerOptions } from '../task-worker-options';

/**
 * What every part of one turn works with: the task and the turn this worker took over, under
 * its generation (the fence: every write names it, R-4.5), and the worker's own parts.
 */
export interface TurnScope {
  taskId: string;
  generation: number;
  turn: number;
  /** How the turn's tool calls run (`runToolCalls`): tenant, generation, gates. */
  run: RunContext;
  tasks: TaskRepository;
  tools: ToolRegistry;
  model: TaskModel;
  options: TaskWorkerOptions;
  at: () => string;
  /** Metadata of each append: the outbox copies tenant and actor into integration envelopes. */
  stamped: () => EventMetadata;
}

/** The scope of the turn `taken` has open, right after this worker's takeover appended. */
export function turnScope(
  taskId: string,
  taken: Task,
  parts: Pick<TurnScope, 'tasks' | 'tools' | 'model' | 'options' | 'at'>,
): TurnScope {
  const { workspaceId, userId, generation } = taken;
  const { options, at } = parts;
  return {
    ...parts,
    taskId,
    generation,
    turn: taken.openTurn!.turn,
    run: {
      taskId,
      workspaceId,
      userId,
      generation,
      at,
      policies: options.policies ?? allowAll,
      capabilities: options.capabilities,
      peerRetry: options.peerRetry,
      nodeRetries: options.nodeRetries,
    },
    stamped: () => stamp(taskId, workspaceId, at),
  };
}

/** The tenant and the acting agent on every event of a turn, at the time of the append. */
export const stamp = (taskId: string, workspaceId: string, at: () => string): EventMetadata => ({
  workspaceId,
  actor: `agent:${taskId}`,
  occurredAt: at(),
});
