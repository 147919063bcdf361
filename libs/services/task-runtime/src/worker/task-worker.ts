import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '@lomo/clock';
import { failpoint } from '@lomo/failpoints';
import type { Task } from '../task/task.state';
import type { MemorySource } from './context/memory-context';
import type { ContextBudget } from './context/step-context';
import { compactedContext } from './context/compaction';
import { extractiveSummariser, type HistorySummariser } from './context/summariser';
import { lastContextFacts, type StepContextObserver } from './context/context-metrics';
import type { TaskLeases } from './task-leases';
import type { TaskModel } from './task-model';
import { loadToolsTool } from './context/load-tools.tool';
import { LOAD_TOOLS, type CatalogueTool } from './context/tool-areas';
import type { RubricGrader } from '../task/autonomy/rubric-grader';
import { isRuntimeTool } from '../task/autonomy/runtime-tools.decider';
import { HISTORY_TOOL_SPECS, READ_HISTORY, RUNTIME_TOOL_SPECS } from '../task/autonomy/runtime-tools';
import {
  budgetRefusal,
  hasOpenCard,
  needsWorker,
  pendingMessageIds,
  turnWaits,
  wouldFinish,
} from '../task/autonomy/stop-check.decider';
import { allowAll, type ToolPolicySource } from '../task/autonomy/tool-permission';
import type { TaskRepository } from './task-repository';
import type { ToolRegistry } from '@lomo/agent-tools';
import type { BillingApi } from '@lomo/service-api';
import { runToolCalls } from './run-tool-calls';
import type { PlanCapabilities } from './plan-check';
import { budgetBound } from './budget-parallelism';
import { inFlight, readyNodes } from '../task/dag/plan-graph';
import { retryWaitMs } from '../task/dag/node-retry';
import { failSubagent, reportToParent } from '../task/subagents/report-to-parent';
import type { BudgetShares } from '../task/subagents/budget-shares';
import { nextPeerRetry, type PeerRetryPolicy } from '../task/execution/peer-retry.decider';

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
  /** Per-workspace tool policies. @default none stored: allow, irreversible tools ask */
  policies?: ToolPolicySource;
  /** Consecutive turns without meaningful progress before auto-continuation stops. @default 3 */
  maxNoProgressTurns?: number;
  /** Judges a rubric task before it finishes. */
  grader?: RubricGrader;
  /** Workspace change notices for the task: read into the step's context, acknowledged once the step is recorded. */
  notices?: NoticeSource;
  /** Long-term memory for the step's context; read per step, only its ids recorded. */
  memory?: MemorySource;
  /** Compresses old history into segment summaries; `null` turns compaction off. @default the offline extractive summariser */
  summariser?: HistorySummariser | null;
  /** Token budgets of a step's input (issue 17). @default DEFAULT_CONTEXT_BUDGET */
  contextBudget?: Partial<ContextBudget>;
  /** Sees every step's context facts and summary outcomes (Prometheus in the module). */
  contextObserver?: StepContextObserver;
  /** The capability registry plans are checked against before they are recorded. @default the tool registry only */
  capabilities?: PlanCapabilities;
  /** Plan nodes in flight at once (R-11.3: independent nodes in parallel, bounded). @default 6 */
  maxParallelNodes?: number;
  /**
   * The budget left (billing's quote: cap, balance and approved budgets, open holds counted):
   * with `capabilities` quoting each ready node, no more paid nodes start than it covers (issue 31).
   * Absent: only `maxParallelNodes` bounds them.
   */
  budget?: Pick<BillingApi, 'quote'>;
  /** Gives an ended sub-agent's unspent share back to its parent (ADR 0027); absent: no shares. */
  budgetShares?: BudgetShares;
  /** Told when billing did not take a share back (the module logs it). */
  onShareNotReturned?: (error: unknown) => void;
  /** Brings the registry's workspace-scoped tools (attached MCP servers, R-10.12) up to date before each turn. */
  workspaceTools?: { sync(workspaceId: string): Promise<void> };
  /** How long a tool call waits for an unreachable peer service before it fails (issue 14). @default DEFAULT_PEER_RETRY */
  peerRetry?: PeerRetryPolicy;
  /** Told of a turn that changed nothing: no step, no call (issue 26; a Prometheus counter in the module). */
  onEmptyTurn?: (taskId: string) => void;
  /** Every wake-up with what it found: one that found nothing to do is a wake-up that should not have come (issue 26). */
  onWakeUp?: (taskId: string, outcome: RunOutcome) => void;
}

export interface NoticeSource {
  pending(workspaceId: string, taskId: string): Promise<Array<{ noticeId: string; summary: string }>>;
  acknowledge(workspaceId: string, taskId: string, noticeIds: string[]): Promise<void>;
}

const defaultSummariser = extractiveSummariser();

/** `waiting_peer`: the turn stays open until a deferred call's retry time (its peer was unreachable). */
export type RunOutcome = 'busy' | 'nothing_to_do' | 'idle' | 'rescheduling' | 'waiting_external' | 'waiting_peer';

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
    // the runtime's own loader of capability areas, in the registry so it is gated like any tool.
    if (!tools.get(LOAD_TOOLS)) tools.register(loadToolsTool());
    this.clock = options.clock ?? systemClock;
  }

  async runTask(taskId: string): Promise<RunOutcome> {
    const outcome = await this.runOnce(taskId);
    this.options.onWakeUp?.(taskId, outcome);
    return outcome;
  }

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
  private get subagentLinks() {
    return {
      wake: this.options.wake,
      shares: this.options.budgetShares,
      onShareNotReturned: this.options.onShareNotReturned,
    };
  }

  private async runLeased(taskId: string): Promise<RunOutcome> {
    let { state } = await this.tasks.load(taskId);
    if (!state.exists || state.status === 'paused') return 'nothing_to_do';
    if (state.status === 'terminated') {
      await reportToParent(this.tasks, state, this.at(), this.subagentLinks);
      return 'nothing_to_do';
    }
    if (!needsWorker(state)) {
      // A settled sub-agent woken again: the report its last worker may have died before.
      await reportToParent(this.tasks, state, this.at(), this.subagentLinks);
      return 'nothing_to_do';
    }
    // Woken (by the watchdog, a message) before a deferred call is due: nothing is written until then.
    const due = nextPeerRetry(state);
    if (due && due > this.at()) return this.waitForPeer(taskId, due);

    // Another replica's attach or detach is seen from this turn on.
    await this.options.workspaceTools?.sync(state.workspaceId);
    // The tenant and the acting agent on every event: the outbox copies them into integration envelopes.
    const meta = { workspaceId: state.workspaceId, actor: `agent:${taskId}` };
    const stamped = () => ({ ...meta, occurredAt: this.at() });
    // One append takes over (the fence) and opens the turn, unless a crashed worker left one open.
    state = await this.tasks.execute(
      taskId,
      {
        type: 'TakeOverExecution',
        worker: this.holder,
        seenGeneration: state.generation,
        startTurn: true,
        at: this.at(),
      },
      stamped(),
    );
    const generation = (state as Task).generation;
    const turn = (state as Task).openTurn!.turn;
    const run = {
      taskId,
      workspaceId: (state as Task).workspaceId,
      userId: (state as Task).userId,
      generation,
      at: this.at,
      policies: this.options.policies ?? allowAll,
      capabilities: this.options.capabilities,
      peerRetry: this.options.peerRetry,
    };

    // A crashed worker's last step: finish its calls, never re-decide it.
    let task = await runToolCalls(this.tasks, this.tools, run, state as Task);
    // Calls the user approved on a card run first, exactly as shown, without an inference.
    if (task.approvedCalls.length > 0 && !mustPause(task)) {
      const approved = task.approvedCalls.map((cardId) => ({ cardId, call: task.checkpoints.get(cardId)!.toolCall! }));
      const decided = await this.tasks.execute(
        taskId,
        {
          type: 'DecideStep',
          generation,
          turn,
          output: '',
          consumedMessageIds: [],
          approvedCardIds: approved.map((a) => a.cardId),
          at: this.at(),
          toolCalls: approved.map(({ cardId, call }) => ({
            tool: call.tool,
            input: call.input,
            idempotent: this.tools.get(call.tool, run.workspaceId)?.idempotent ?? false,
            approvedBy: cardId,
          })),
        },
        stamped(),
      );
      task = await runToolCalls(this.tasks, this.tools, run, decided as Task);
    }
    let finished = task.openTurn!.lastStepCalls === 0;
    const maxParallelNodes = this.options.maxParallelNodes ?? 6;
    const bound = (t: Task) =>
      budgetBound(
        t,
        maxParallelNodes,
        { budget: this.options.budget, capabilities: this.options.capabilities },
        this.at(),
      );
    let maxParallel = await bound(task);
    const canStartNodes = (t: Task) => startableNodes(t, maxParallel);
    for (
      let step = 0;
      nextPeerRetry(task) === undefined &&
      (!finished || canStartNodes(task)) &&
      (!mustPause(task) || canStartNodes(task)) &&
      step < (this.options.maxStepsPerTurn ?? 8);
      step++
    ) {
      // A fresh read per step: messages delivered meanwhile are consumed at this boundary.
      const loaded = await this.tasks.load(taskId);
      task = loaded.state as Task;
      maxParallel = await bound(task);
      // Ready plan nodes start without an inference; a pending message is read first, as it may change the plan.
      if (canStartNodes(task)) {
        // Only retries still backing off (ADR 0024): wait it out holding the lease, then read the task again.
        // The instant is in the log (`retryAt`), so a successor after a crash waits only what is left.
        const wait = retryWaitMs(readyNodes(task.checklist), this.at());
        if (wait > 0) {
          await new Promise((resolve) => setTimeout(resolve, wait));
          continue;
        }
        const decided = await this.tasks.execute(
          taskId,
          {
            type: 'RunPlanNodes',
            generation,
            turn,
            maxParallel,
            idempotentTools: this.tools
              .list()
              .filter((t) => t.idempotent)
              .map((t) => t.name),
            at: this.at(),
          },
          stamped(),
        );
        await failpoint('task.after-plan-nodes-commit');
        task = await runToolCalls(this.tasks, this.tools, run, decided as Task);
        finished = false;
        continue;
      }
      if (mustPause(task)) break;
      const consumed = pendingMessageIds(task);
      const notices = (await this.options.notices?.pending(task.workspaceId, taskId)) ?? [];
      const summaries = notices.map((n) => n.summary);
      const remembered = (await this.options.memory?.contextFor(task)) ?? { lines: [] };
      const { context } = await compactedContext(
        {
          execute: (command) => this.tasks.execute(taskId, command, stamped()),
          load: () => this.tasks.load(taskId),
          summariser: this.options.summariser === null ? undefined : (this.options.summariser ?? defaultSummariser),
          generation,
          at: this.at,
          onSummary: this.options.contextObserver?.summary,
        },
        {
          task,
          events: loaded.events,
          pendingMessageIds: consumed,
          tools: this.offeredTools(task.workspaceId),
          notices: summaries,
          memory: remembered.lines,
          budget: this.options.contextBudget,
        },
      );
      this.options.contextObserver?.step(context.facts, lastContextFacts(loaded.events));
      const decision = await this.model.decide(context.input);
      await failpoint('task.before-decision-commit');
      const decided = await this.tasks.execute(
        taskId,
        {
          type: 'DecideStep',
          generation,
          turn,
          output: decision.text,
          toolCalls: decision.toolCalls.map((c) => ({ ...c, idempotent: this.idempotent(c.tool, run.workspaceId) })),
          consumedMessageIds: consumed,
          notices: summaries,
          context: remembered.refs ? { ...context.facts, memory: remembered.refs } : context.facts,
          at: this.at(),
        },
        stamped(),
      );
      // After the step is in the log: a crash before this re-reads the notices, never loses them.
      if (notices.length > 0)
        await this.options.notices!.acknowledge(
          task.workspaceId,
          taskId,
          notices.map((n) => n.noticeId),
        );
      await failpoint('task.after-decision-commit');
      task = await runToolCalls(this.tasks, this.tools, run, decided as Task);
      finished = decision.toolCalls.length === 0;
    }
    // A call waits for its peer: the turn stays open (the model has not seen an outcome) until it is due.
    const retryAt = nextPeerRetry(task);
    if (retryAt) return this.waitForPeer(taskId, retryAt);
    // No step decided and no call run (the journal holds exactly this turn's calls).
    const empty = task.openTurn!.steps === 0 && task.journal.size === 0;
    const grade = task.rubric && wouldFinish(task, finished) ? await this.grade(task) : undefined;
    await failpoint('task.before-turn-complete');
    const completed = (await this.tasks.execute(
      taskId,
      {
        type: 'CompleteTurn',
        generation,
        turn,
        modelFinished: finished,
        maxNoProgressTurns: this.options.maxNoProgressTurns ?? 3,
        at: this.at(),
        ...(grade ? { grade } : {}),
      },
      stamped(),
    )) as Task;
    const next =
      completed.status === 'rescheduling'
        ? 'rescheduling'
        : completed.status === 'waiting_external'
          ? 'waiting_external'
          : 'idle';
    // A turn that changed nothing must not cause the next one at once: whatever made it empty
    // is still so. The watchdog comes back after a growing pause (the attention projection).
    if (empty) this.options.onEmptyTurn?.(taskId);
    else if (next === 'rescheduling') this.options.wake?.(taskId);
    await reportToParent(this.tasks, completed, this.at(), this.subagentLinks);
    return next;
  }

  /**
   * Wakes the task at `retryAt` in this process. Only a shortcut: the deferral is in the log and
   * the watchdog wakes the task at that time too (`attentionSince`), whichever replica is alive.
   */
  private waitForPeer(taskId: string, retryAt: string): RunOutcome {
    const delay = Math.max(0, Date.parse(retryAt) - this.clock.now().getTime());
    setTimeout(() => this.options.wake?.(taskId), delay).unref();
    return 'waiting_peer';
  }

  /** The catalogue: the registry's tools (with their areas) plus the runtime's own; the step offers from it. */
  private offeredTools(workspaceId: string): CatalogueTool[] {
    const registered = this.tools.list(workspaceId).map(({ name, description, inputSchema, area }) => ({
      name,
      description,
      inputSchema,
      ...(area ? { area } : {}),
    }));
    return [...registered, ...Object.values(RUNTIME_TOOL_SPECS), ...Object.values(HISTORY_TOOL_SPECS)];
  }

  private idempotent(tool: string, workspaceId: string): boolean {
    return isRuntimeTool(tool) || tool === READ_HISTORY || (this.tools.get(tool, workspaceId)?.idempotent ?? false);
  }

  private async grade(task: Task): Promise<{ met: boolean; reason: string }> {
    if (!this.options.grader) return { met: false, reason: 'no rubric grader is configured' };
    return this.options.grader.grade({
      rubric: task.rubric!,
      brief: task.brief,
      checklist: task.checklist,
      lastOutput: task.lastOutput,
    });
  }
}

/** Plan nodes the runtime may start now: ready, within the parallelism bound, no message waiting to be read, no card open. */
function startableNodes(task: Task, maxParallel: number): boolean {
  if (pendingMessageIds(task).length > 0 || budgetRefusal(task) !== undefined || hasOpenCard(task)) return false;
  return readyNodes(task.checklist, maxParallel - inFlight(task.checklist)).length > 0;
}

/**
 * Stepping stops once the turn must end anyway: a card to answer, a peer, no money left, or
 * work this turn started to wait for — unless a message waits to be read: it is read at this
 * step boundary, in the turn that is already open, rather than costing a turn of its
 * own after it (issue 26). Waits of earlier turns never stop it (issue 33); the stop check
 * keeps waiting for them.
 */
function mustPause(task: Task): boolean {
  return (
    nextPeerRetry(task) !== undefined ||
    hasOpenCard(task) ||
    budgetRefusal(task) !== undefined ||
    (turnWaits(task).length > 0 && pendingMessageIds(task).length === 0)
  );
}
