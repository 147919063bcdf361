import { randomUUID } from 'node:crypto';
import type { ToolRegistry } from '@lomo/agent-tools';
import { systemClock, type Clock } from '@lomo/clock';
import { inSpan } from '@lomo/observability/tracing';
import { needsWorker } from '../task/autonomy/stop-check.decider';
import type { SubagentLinks } from '../task/subagents/budget-shares';
import { failSubagent, reportToParent } from '../task/subagents/report-to-parent';
import type { Task } from '../task/task.state';
import { loadToolsTool } from './context/load-tools.tool';
import { LOAD_TOOLS } from './context/tool-areas';
import type { TaskLeases } from './task-leases';
import type { TaskModel } from './task-model';
import type { TaskRepository } from './task-repository';
import type { RunOutcome, TaskWorkerOptions } from './task-worker-options';
import { completeTurn } from './turn/complete-turn';
import { stamp, turnScope } from './turn/turn-scope';
import { runTurnSteps } from './turn/turn-steps';
import { openTurnWait, waitUntilDue } from './turn/turn-waits';

export type { NoticeSource, RunOutcome, TaskWorkerOptions } from './task-worker-options';

/**
 * Runs one turn of one task (ARCHITECTURE §5): lease → takeover (the fence) → steps of
 * decide-then-act → turn completed. Recovers an open turn left by a crashed worker from
 * the journal instead of re-running its inference.
 *
 * This file is the frame: the lease around a run and what a wake-up finds before any write.
 * The turn itself is in `turn/`: `turn-steps.ts` (recovery, approved calls, the step loop),
 * `model-step.ts` and `plan-nodes-step.ts` (the two kinds of step), `complete-turn.ts`, and
 * `turn-waits.ts` (when a turn stops stepping and waits).
 */
export class TaskWorker {
  readonly holder: string;
  private readonly clock: Clock;

  constructor(
    private readonly tasks: TaskRepository,
    private readonly leases: TaskLeases,
    private readonly model: TaskModel,
    private readonly tools: ToolRegistry,
    private readonly options: TaskWorkerOptions = {},
  ) {
    this.holder = options.holder ?? `worker-${randomUUID()}`;
    // the runtime's own loader of capability areas, in the registry so it is gated like any tool.
    if (!tools.get(LOAD_TOOLS)) tools.register(loadToolsTool());
    this.clock = options.clock ?? systemClock;
  }

  async runTask(taskId: string): Promise<RunOutcome> {
    // The span of one wake-up's run, a child of what woke it (a request, a message, the watchdog).
    const outcome = await inSpan('task turn', { attributes: { 'lomo.task.id': taskId } }, async (span) => {
      const result = await this.runOnce(taskId);
      span.setAttribute('lomo.task.run_outcome', result);
      return result;
    });
    this.options.onWakeUp?.(taskId, outcome);
    return outcome;
  }

  /**
   * One run under the lease. The heartbeat keeps the lease while the turn runs, so no other
   * healthy worker starts the task meanwhile; the lease is released however the run ends, so
   * the next wake-up need not wait for the TTL. Correctness never rests on the lease: a worker
   * that lost it (frozen past the TTL) is refused by the generation fence of its takeover.
   */
  private async runOnce(taskId: string): Promise<RunOutcome> {
    const lease = await this.leases.acquire(taskId, this.holder);
    if (!lease) return 'busy';
    const heartbeatMs = this.options.heartbeatMs ?? 2_000;
    const heartbeat =
      heartbeatMs > 0
        ? setInterval(() => void this.leases.renew(lease).catch(() => undefined), heartbeatMs)
        : undefined;
    try {
      return await this.runLeased(taskId);
    } catch (error) {
      // A sub-agent's failure is its parent's result, not a task retried forever.
      if (await failSubagent(this.tasks, taskId, error, this.at(), this.subagentLinks)) return 'idle';
      throw error;
    } finally {
      clearInterval(heartbeat);
      await this.leases.release(lease);
    }
  }

  private at = () => this.clock.now().toISOString();
  private get subagentLinks(): SubagentLinks {
    return {
      wake: this.options.wake,
      shares: this.options.budgetShares,
      onShareNotReturned: this.options.onShareNotReturned,
    };
  }

  /** What the wake-up found: nothing to write (before any append), or a turn to take over and run. */
  private async runLeased(taskId: string): Promise<RunOutcome> {
    const { state } = await this.tasks.load(taskId);
    if (!state.exists || state.status === 'paused') return 'nothing_to_do';
    if (state.status === 'terminated' || !needsWorker(state)) {
      // Settled (a sub-agent woken again included): the report its last worker may have died before.
      await reportToParent(this.tasks, state, this.at(), this.subagentLinks);
      return 'nothing_to_do';
    }
    // Woken (by the watchdog, a message) before what the open turn waits for is due: nothing is written until then.
    const wait = openTurnWait(state, this.options.maxParallelNodes ?? 6, this.at());
    if (wait && wait.dueAt > this.at()) return waitUntilDue(taskId, wait, this.at, this.options.wake);

    // Another replica's attach or detach is seen from this turn on.
    await this.options.workspaceTools?.sync(state.workspaceId);
    // One append takes over (the fence) and opens the turn, unless a crashed worker left one open.
    const taken = (await this.tasks.execute(
      taskId,
      {
        type: 'TakeOverExecution',
        worker: this.holder,
        seenGeneration: state.generation,
        startTurn: true,
        at: this.at(),
      },
      stamp(taskId, state.workspaceId, this.at),
    )) as Task;
    const { tasks, tools, model, options, at } = this;
    const scope = turnScope(taskId, taken, { tasks, tools, model, options, at });
    return completeTurn(scope, await runTurnSteps(scope, taken), this.subagentLinks);
  }
}
