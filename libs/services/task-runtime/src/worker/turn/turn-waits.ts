import { budgetRefusal, hasOpenCard, pendingMessageIds, turnWaits } from '../../task/autonomy/stop-check.decider';
import { readyNodes } from '../../task/dag/plan-graph';
import { retryWaitMs } from '../../task/dag/node-retry';
import { nextPeerRetry } from '../../task/execution/peer-retry.decider';
import type { Task } from '../../task/task.state';
import { startableNodes } from './plan-nodes-step';

/**
 * Stepping stops once the turn must end anyway: a card to answer, a peer, no money left, or
 * work this turn started to wait for — unless a message waits to be read: it is read at this
 * step boundary, in the turn that is already open, rather than costing a turn of its
 * own after it (issue 26). Waits of earlier turns never stop it (issue 33); the stop check
 * keeps waiting for them.
 */
export function mustPause(task: Task): boolean {
  return (
    nextPeerRetry(task) !== undefined ||
    hasOpenCard(task) ||
    budgetRefusal(task) !== undefined ||
    (turnWaits(task).length > 0 && pendingMessageIds(task).length === 0)
  );
}

/**
 * When the ready plan nodes are all retries still backing off (ADR 0024): the first one's retry
 * time (`PlanNodeRetryScheduled.retryAt`, in the log, so a successor after a crash waits only
 * what is left); undefined when one may start now.
 */
export function nodeBackoffEnds(task: Task, at: string): string | undefined {
  const wait = retryWaitMs(readyNodes(task.checklist), at);
  return wait > 0 ? new Date(Date.parse(at) + wait).toISOString() : undefined;
}

/** Why an open turn has nothing to do before a given time, and until when. */
export interface TurnWait {
  /** `waiting_peer`: a deferred call's peer was unreachable (issue 14); `waiting_retry`: a plan node's retry backs off. */
  outcome: 'waiting_peer' | 'waiting_retry';
  dueAt: string;
}

/**
 * What a wake-up finds the open turn waiting for before it can go on, read before any write:
 * a deferred call's retry, or — when nothing else is to do (no call left without an outcome,
 * no approved call, no message, no card) — the backoff of the only plan nodes it could start.
 */
export function openTurnWait(task: Task, maxParallelNodes: number, at: string): TurnWait | undefined {
  const peer = nextPeerRetry(task);
  if (peer) return { outcome: 'waiting_peer', dueAt: peer };
  const unfinishedCall = [...task.journal.values()].some(
    (call) => call.state !== 'completed' && call.state !== 'outcome_unknown',
  );
  if (!task.openTurn || unfinishedCall || task.approvedCalls.length > 0) return undefined;
  if (!startableNodes(task, maxParallelNodes)) return undefined;
  const dueAt = nodeBackoffEnds(task, at);
  return dueAt ? { outcome: 'waiting_retry', dueAt } : undefined;
}

/**
 * Ends this run until `wait.dueAt` with the turn left open (the model has seen no outcome yet, or
 * a node is still to start) and wakes the task then in this process. Only a shortcut: the time
 * is in the log and the watchdog wakes the task then too (the attention projection's
 * `attentionSince`), whichever replica is alive.
 */
export function waitUntilDue(
  taskId: string,
  wait: TurnWait,
  at: () => string,
  wake: ((taskId: string) => void) | undefined,
): TurnWait['outcome'] {
  const delay = Math.max(0, Date.parse(wait.dueAt) - Date.parse(at()));
  setTimeout(() => wake?.(taskId), delay).unref();
  return wait.outcome;
}
