import { budgetRefusal, hasOpenCard, pendingMessageIds, turnWaits } from '../../task/autonomy/stop-check.decider';
import { readyNodes } from '../../task/dag/plan-graph';
import { retryWaitMs } from '../../task/dag/node-retry';
import { nextPeerRetry } from '../../task/execution/peer-retry.decider';
import type { Task } from '../../task/task.state';
import type { RunOutcome } from '../task-worker-options';

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
 * Ends this run at a deferred call's retry time (its peer was unreachable, issue 14): the turn
 * stays open, as the model has not seen an outcome yet, and the task is woken at `retryAt` in
 * this process. Only a shortcut: the deferral is in the log and the watchdog wakes the task at
 * that time too (`attentionSince`), whichever replica is alive.
 */
export function waitForPeer(
  taskId: string,
  retryAt: string,
  at: () => string,
  wake: ((taskId: string) => void) | undefined,
): RunOutcome {
  const delay = Math.max(0, Date.parse(retryAt) - Date.parse(at()));
  setTimeout(() => wake?.(taskId), delay).unref();
  return 'waiting_peer';
}

/**
 * Waits out the backoff of plan node retries when they are all that could start now (ADR
 * 0024), holding the lease; resolves false at once when one may start. The instant is in the
 * log (`retryAt`), so a successor after a crash waits only what is left.
 */
export async function waitOutNodeBackoff(task: Task, at: string): Promise<boolean> {
  const wait = retryWaitMs(readyNodes(task.checklist), at);
  if (wait <= 0) return false;
  await new Promise((resolve) => setTimeout(resolve, wait));
  return true;
}
