import type { TaskEvent } from '../task.events';
import type { JournalEntry, Task } from '../task.state';
import type { ChecklistItem } from '../task.types';
import type { CapabilityVerdict } from './dag.types';
import { structuralProblems, withDependents } from './plan-graph';
import type { UpdatePlanInput } from './update-plan.tool';

type PlanItem = Extract<TaskEvent, { type: 'ChecklistSet' }>['data']['items'][number];

/** The plan items of an `update_plan` input (schema already checked). */
export function planItems(input: UpdatePlanInput): PlanItem[] {
  return input.nodes.map((n) => ({
    itemId: n.id,
    title: n.title,
    needsApproval: n.needs_approval ?? false,
    dependsOn: n.depends_on ?? [],
    ...(n.group ? { group: n.group } : {}),
    ...(n.run
      ? {
          run: {
            tool: n.run.tool,
            input: n.run.input,
            ...(n.run.references_from?.length ? { referencesFrom: n.run.references_from } : {}),
          },
        }
      : {}),
    ...(n.requires ? { requires: n.requires } : {}),
  }));
}

const specOf = (i: Pick<ChecklistItem, 'dependsOn' | 'run' | 'requires'>) =>
  JSON.stringify([i.dependsOn ?? null, i.run ?? null, i.requires ?? null]);
const started = (i: ChecklistItem) => i.status !== 'open' || i.runCallId !== undefined || i.results.length > 0;

/**
 * `update_plan` (R-11.1, R-11.3): refused whole when its graph is malformed or the capability
 * registry found a node no provider can make — nothing recorded, so nothing is ever paid for
 * it. Otherwise the plan is set; a node whose dependencies, call or requirement changed starts
 * over with every node that depends on it (`PlanNodesInvalidated`), and the rest keep their
 * results. A revision that changes nothing started invalidates nothing.
 */
export function decideUpdatePlan(
  task: Task,
  call: JournalEntry,
  verdict: CapabilityVerdict | undefined,
  by: string,
  at: string,
): { result: unknown; events: TaskEvent[] } {
  const items = planItems(call.input as UpdatePlanInput);
  const asNodes = items.map((i) => ({ ...i, status: 'open' as const, results: [] }));
  const structure = structuralProblems(asNodes);
  if (structure.length > 0) return refuse('invalid_plan', structure.join('; '));
  if (!verdict) return refuse('capabilities_unchecked', 'no capability registry answered; the plan was not recorded');
  if (verdict.problems.length > 0)
    return refuse(
      'capability_missing',
      `the plan was refused before anything was paid: ${verdict.problems.map((p) => `${p.nodeId}: ${p.reason}`).join('; ')}`,
      { problems: verdict.problems },
    );

  const before = new Map(task.checklist.map((i) => [i.itemId, i]));
  const changed = items.filter((i) => {
    const old = before.get(i.itemId);
    return old !== undefined && started(old) && specOf(old) !== specOf(i);
  });
  const redo = withDependents(asNodes, new Set(changed.map((i) => i.itemId))).filter((id) => {
    const old = before.get(id);
    return old !== undefined && started(old);
  });
  const reused = items.filter((i) => before.get(i.itemId)?.status === 'done' && !redo.includes(i.itemId));
  const events: TaskEvent[] = [{ type: 'ChecklistSet', data: { items, by, at } }];
  if (redo.length > 0)
    events.push({
      type: 'PlanNodesInvalidated',
      data: { changed: changed.map((i) => i.itemId), nodeIds: redo, at },
    });
  return {
    result: {
      plan: items.map((i) => ({ id: i.itemId, title: i.title, depends_on: i.dependsOn })),
      checked_by: verdict.checkedBy,
      redo,
      reused: reused.map((i) => i.itemId),
    },
    events,
  };
}

function refuse(reason: string, detail: string, details?: Record<string, unknown>) {
  return { result: { refused: true, reason, detail, ...(details ? { details } : {}) }, events: [] };
}
