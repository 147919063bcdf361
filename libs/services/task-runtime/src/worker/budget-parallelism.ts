import type { BillingApi } from '@lomo/service-api';
import type { Task } from '../task/task.state';
import { affordableCount } from '../task/dag/budget-bound';
import { nodeInput } from '../task/dag/node-call';
import { inFlight, readyNodes } from '../task/dag/plan-graph';
import type { PlanCapabilities } from './plan-check';

/**
 * The parallelism bound for the next `RunPlanNodes` (issue 31): `maxParallel`, lowered to the
 * nodes in flight plus the ready nodes whose quotes (the capability registry's, as a submission
 * would be quoted) the budget left covers — billing's cap, prepaid balance and approved budgets,
 * open holds counted as spent. The gateway's hold still refuses what does not fit; this only
 * keeps the DAG from starting work it cannot pay for. Without a registry or billing, or when
 * either does not answer, or no ready node costs anything: `maxParallel` (the hold still guards).
 */
export async function budgetBound(
  task: Task,
  maxParallel: number,
  sources: { budget?: Pick<BillingApi, 'quote'>; capabilities?: PlanCapabilities },
  at: string,
): Promise<number> {
  const { budget, capabilities } = sources;
  const running = inFlight(task.checklist);
  const ready = readyNodes(task.checklist, maxParallel - running, at).filter((n) => n.run);
  if (!budget || !capabilities || ready.length === 0) return maxParallel;
  const caller = { workspaceId: task.workspaceId, userId: task.userId };
  try {
    const { quotes = [] } = await capabilities.checkPlan(
      caller,
      ready.map((n) => ({ nodeId: n.itemId, tool: n.run!.tool, input: nodeInput(task.checklist, n) })),
    );
    const costs = ready.map((n) => quotes.find((q) => q.nodeId === n.itemId)?.amount.amountMinor ?? 0);
    const first = quotes.find((q) => q.amount.amountMinor > 0)?.amount;
    if (!first) return maxParallel;
    const quote = await budget.quote(caller, { amount: first, taskId: task.taskId, userId: task.userId });
    const left = Math.min(
      quote.availableMinor,
      quote.balanceAvailableMinor,
      ...quote.authority.budgets.map((b) => b.amountMinor - b.spentMinor),
    );
    return Math.min(maxParallel, running + affordableCount(costs, Math.max(0, left), running));
  } catch {
    return maxParallel;
  }
}
