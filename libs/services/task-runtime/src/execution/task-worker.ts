import { randomUUID } from 'node:crypto';
import { failpoint, systemClock, type Clock } from '@lomo/testing';
import type { Task } from '../task/task.state';
import { buildStepInput, pendingMessageIds } from './step-context';
import type { TaskLeases, Lease } from './task-leases';
import type { TaskModel } from './task-model';
import type { TaskRepository } from './task-repository';
import type { ToolRegistry } from '@lomo/agent-tools';
import { runToolCalls } from './run-tool-calls';

export interface TaskWorkerOptions {
  /** Steps one turn may take before it yields and reschedules itself. @default 8 */
  maxStepsPerTurn?: number;
  /** Identity in leases and takeover events. @default a random id */
  holder?: string;
  clock?: Clock;
  /** Called to wake the task again (rescheduled turns). */
  wake?: (taskId: string) => void;
  /** Lease renewal period while a turn runs; 0 disables it (tests model a frozen process). @default 2000 */
  heartbeatMs?: number;
}

export type RunOutcome = 'busy' | 'nothing_to_do' | 'idle' | 'rescheduling' | 'waiting_external';

/**
 * Runs one turn of one task (ARCHITECTURE §5): lease → takeover (the fence) → steps of
 * decide-then-act → turn completed. Recovers an open turn left by a crashed worker from
 * the journal instead of re-running its inference.
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
    this.clock = options.clock ?? systemClock;
  }

  async runTask(taskId: string): Promise<RunOutcome> {
    const lease = await this.leases.acquire(taskId, this.holder);
    if (!lease) return 'busy';
    const heartbeatMs = this.options.heartbeatMs ?? 2_000;
    const heartbeat = heartbeatMs > 0 ? setInterval(() => void this.leases.renew(lease).catch(() => undefined), heartbeatMs) : undefined;
    try {
      return await this.runLeased(taskId, lease);
    } finally {
      clearInterval(heartbeat);
      await this.leases.release(lease);
    }
  }

  private at = () => this.clock.now().toISOString();

  private async runLeased(taskId: string, lease: Lease): Promise<RunOutcome> {
    let { state } = await this.tasks.load(taskId);
    if (!state.exists || state.status === 'terminated' || state.status === 'paused') return 'nothing_to_do';
    const needsWork = state.openTurn || state.status === 'rescheduling' || pendingMessageIds(state).length > 0;
    if (!needsWork) return 'nothing_to_do';

    // The tenant and the acting agent on every event: the outbox copies them into integration envelopes.
    const meta = { workspaceId: state.workspaceId, actor: `agent:${taskId}` };
    const stamped = () => ({ ...meta, occurredAt: this.at() });
    state = await this.tasks.execute(taskId, { type: 'TakeOverExecution', worker: this.holder, seenGeneration: state.generation, at: this.at() }, stamped());
    const generation = (state as Task).generation;
    await this.leases.setGeneration(lease, generation);
    if (!(state as Task).openTurn) state = await this.tasks.execute(taskId, { type: 'StartTurn', generation, at: this.at() }, stamped());
    const turn = (state as Task).openTurn!.turn;
    const run = { taskId, workspaceId: (state as Task).workspaceId, generation, at: this.at };

    // A crashed worker's last step: finish its calls, never re-decide it.
    let waiting = await runToolCalls(this.tasks, this.tools, run, state as Task);
    let finished = (state as Task).openTurn!.lastStepCalls === 0;
    for (let step = 0; !finished && !waiting && step < (this.options.maxStepsPerTurn ?? 8); step++) {
      const { state: current, events } = await this.tasks.load(taskId);
      const task = current as Task;
      const consumed = pendingMessageIds(task);
      const decision = await this.model.decide(buildStepInput(task, events, consumed, this.tools.list()));
      await failpoint('task.before-decision-commit');
      const decided = await this.tasks.execute(taskId, {
        type: 'DecideStep', generation, turn, output: decision.text, toolCalls: decision.toolCalls.map((c) => ({ ...c, idempotent: this.tools.get(c.tool)?.idempotent ?? false })),
        consumedMessageIds: consumed, at: this.at(),
      }, stamped());
      await failpoint('task.after-decision-commit');
      waiting = await runToolCalls(this.tasks, this.tools, run, decided as Task);
      finished = decision.toolCalls.length === 0;
    }
    const next = waiting ? 'waiting_external' : finished ? 'idle' : 'rescheduling';
    const reason = waiting ? `waiting for ${waiting}` : finished ? 'the model finished the turn' : 'step limit of the turn reached';
    await failpoint('task.before-turn-complete');
    await this.tasks.execute(taskId, { type: 'CompleteTurn', generation, turn, next, reason, at: this.at() }, stamped());
    if (next === 'rescheduling') this.options.wake?.(taskId);
    return next;
  }
}
