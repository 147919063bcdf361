import type { ToolDefinition, ToolOutcome } from '@lomo/agent-tools';
import { systemClock, type Clock } from '@lomo/clock';
import { failpoint } from '@lomo/failpoints';
import { TaskError } from '../task.errors';
import type { Task } from '../task.state';
import { SPAWN_SUBAGENT, spawnCommands, subagentWaitKey, type SpawnInput } from './subagent-wait';
import type { TaskRepository } from '../../worker/task-repository';
import { shareCaller, type AuthorityCopies, type BudgetShares } from './budget-shares';
import { inheritAuthority } from './inherit-authority';

/** What the spawn tool needs besides the task streams. */
export interface SpawnOptions {
  /** Wakes the child so a worker takes it (the pool's wake in the module). */
  wake: (taskId: string) => void;
  /** Carves the child's share of the parent's budget; absent: no share. */
  shares?: BudgetShares;
  /** Copies the parent task's autonomy level and grants to the child; absent: no billing, nothing to copy. */
  authority?: AuthorityCopies;
  clock?: Clock;
}

/**
 * `spawn_subagent`: a child task with a context of its own solves `brief`; the parent
 * waits (`subagent:<childId>`, the turn suspends as `waiting_external`) and wakes on the
 * child's outcome. Idempotent by the call id: the child's id derives from it, its creation
 * is refused as existing and its brief is a message delivered by id, so a call re-run after
 * a crash finds the same child and never spawns a second. The child takes its parent's
 * authority: a share of its budget, and its autonomy level and grants.
 */
export function spawnSubagentTool(tasks: TaskRepository, options: SpawnOptions): ToolDefinition<SpawnInput> {
  const clock = options.clock ?? systemClock;
  return {
    name: SPAWN_SUBAGENT,
    description:
      'Hands an independent part of the work to a sub-agent with a fresh context of its own. ' +
      'The brief must be self-contained; the sub-agent result arrives as an event and wakes you. ' +
      'budgetMinor: its share of your budget in minor units (default: half of what you have left).',
    inputSchema: {
      type: 'object',
      properties: {
        brief: { type: 'string', minLength: 1, maxLength: 8_000 },
        // Range and what is left are billing's to judge: its refusal is a typed result the model reads.
        budgetMinor: { type: 'number' },
      },
      required: ['brief'],
      additionalProperties: false,
    },
    risk: 'write',
    idempotent: true,
    async run(input, context): Promise<ToolOutcome> {
      const parent = (await tasks.load(context.taskId)).state as Task;
      const [create, deliver] = spawnCommands(parent, context.callId, input, clock.now().toISOString());
      const childId = (create as { taskId: string }).taskId;
      const meta = { workspaceId: parent.workspaceId, actor: `agent:${parent.taskId}` };
      // The share first: a refused one (invalid_budget_share) leaves no child behind.
      const share = await options.shares?.shareBudget(shareCaller(parent), {
        parentTaskId: parent.taskId,
        childTaskId: childId,
        ...(input.budgetMinor !== undefined ? { amountMinor: input.budgetMinor } : {}),
      });
      // Before the child exists: it never runs, not even once, with more authority than its parent.
      if (options.authority) await inheritAuthority(options.authority, parent, childId);
      try {
        await tasks.execute(childId, create, meta);
      } catch (error) {
        // A re-run of this call after a crash: the child exists already and is this call's.
        if (!(error instanceof TaskError && error.code === 'task_already_exists')) throw error;
      }
      await failpoint('subagent.after-child-created');
      await tasks.execute(childId, deliver, meta);
      options.wake(childId);
      return {
        result: { childTaskId: childId, state: 'spawned', ...(share ? { budget: share } : {}) },
        waitingFor: subagentWaitKey(childId),
      };
    },
  };
}
