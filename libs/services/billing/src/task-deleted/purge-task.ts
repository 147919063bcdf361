import { randomUUID } from 'node:crypto';
import { StreamDeleted, StreamNotFound, type EventStore } from '@lomo/event-store';
import type { DeletedTask } from '@lomo/messaging';
import { budgetStreamId } from '../budget/budget.decider';
import type { Budgets } from '../budget/budgets';
import { budgetRedactions } from './budget-redactions';

/** Rounds of rewriting before giving up to the bus's retry: each round catches events appended meanwhile. */
const ROUNDS = 3;

/**
 * Billing's part of a task's deletion: a hold of the task still open (a generation
 * that was running) is refunded first — the user does not pay for work deleted before it ended —
 * then the budget stream is rewritten in place (`budgetRedactions`): amounts stay for accounting,
 * the task's job ids become pseudonyms (random, so nothing links them to the task once it is
 * gone) and words quoting it go. Idempotent: a second run finds nothing naming the task.
 */
export async function purgeBillingTask(
  ports: { budgets: Budgets; store: EventStore },
  { workspaceId, taskId }: DeletedTask,
): Promise<void> {
  const { budgets, store } = ports;
  const state = await budgets.state(workspaceId);
  for (const [jobId, hold] of state.holds)
    if (hold.state === 'held' && jobId.includes(taskId))
      await budgets.execute(workspaceId, { type: 'Refund', jobId, at: budgets.now() });
  // A deleted sub-agent's share goes back to its parent (ADR 0027); a no-op for any other task.
  if (state.shares.get(taskId)?.open)
    await budgets.execute(workspaceId, { type: 'ReturnBudgetShare', childTaskId: taskId, at: budgets.now() });
  const aliases = new Map<string, string>();
  const alias = (original: string) => {
    if (!aliases.has(original)) aliases.set(original, `deleted-${randomUUID()}`);
    return aliases.get(original)!;
  };
  const streamId = budgetStreamId(workspaceId);
  for (let round = 0; ; round++) {
    const events = await store.readStream(streamId).catch((error: unknown) => {
      if (error instanceof StreamNotFound || error instanceof StreamDeleted) return [];
      throw error;
    });
    const redactions = budgetRedactions(events, taskId, alias);
    if (redactions.length === 0) return;
    if (round === ROUNDS) break;
    await store.redact(streamId, redactions);
  }
  throw new Error(`billing: the budget stream of ${workspaceId} kept naming a deleted task; retrying`);
}
