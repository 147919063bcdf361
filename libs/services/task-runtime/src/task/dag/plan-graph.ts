import { backingOff } from './node-retry';
import type { ChecklistItem } from '../task.types';

/** A node's dependencies: its own list, else the item before it (a plain checklist is a linear DAG). */
export function depsOf(plan: readonly ChecklistItem[], index: number): string[] {
  return plan[index].dependsOn ?? (index > 0 ? [plan[index - 1].itemId] : []);
}

const settled = (item: ChecklistItem) => item.status === 'done';

/**
 * Nodes the runtime can start: open, with a call, not started in this revision, every
 * dependency done — and, given the instant `at`, no retry whose backoff has not ended. In
 * plan order, at most `limit` of them.
 */
export function readyNodes(plan: readonly ChecklistItem[], limit = Infinity, at?: string): ChecklistItem[] {
  const byId = new Map(plan.map((i) => [i.itemId, i]));
  const ready = plan.filter(
    (item, index) =>
      item.run !== undefined &&
      item.status === 'open' &&
      item.runCallId === undefined &&
      (at === undefined || !backingOff(item, at)) &&
      depsOf(plan, index).every((dep) => byId.get(dep) !== undefined && settled(byId.get(dep)!)),
  );
  return ready.slice(0, Math.max(0, limit));
}

/** Nodes started and neither done nor failed for good: what counts against the parallelism limit. */
export const inFlight = (plan: readonly ChecklistItem[]) =>
  plan.filter((i) => i.runCallId !== undefined && i.status === 'in_progress' && !i.failed).length;

/** The given nodes and everything that depends on them, transitively, in plan order. */
export function withDependents(plan: readonly ChecklistItem[], ids: ReadonlySet<string>): string[] {
  const hit = new Set(ids);
  for (let grew = true; grew;) {
    grew = false;
    plan.forEach((item, index) => {
      if (!hit.has(item.itemId) && depsOf(plan, index).some((d) => hit.has(d))) {
        hit.add(item.itemId);
        grew = true;
      }
    });
  }
  return plan.filter((i) => hit.has(i.itemId)).map((i) => i.itemId);
}

/** Structural problems of a plan: duplicate ids, unknown dependencies, cycles, references to non-dependencies. */
export function structuralProblems(plan: readonly ChecklistItem[]): string[] {
  const ids = new Set<string>();
  const problems: string[] = [];
  for (const item of plan) {
    if (ids.has(item.itemId)) problems.push(`node id ${item.itemId} is used twice`);
    ids.add(item.itemId);
  }
  plan.forEach((item, index) => {
    const deps = depsOf(plan, index);
    for (const dep of deps) if (!ids.has(dep)) problems.push(`${item.itemId} depends on unknown node ${dep}`);
    for (const ref of item.run?.referencesFrom ?? [])
      if (!deps.includes(ref)) problems.push(`${item.itemId} takes references from ${ref} without depending on it`);
  });
  if (problems.length === 0 && hasCycle(plan)) problems.push('the dependencies form a cycle');
  return problems;
}

function hasCycle(plan: readonly ChecklistItem[]): boolean {
  const remaining = new Map(plan.map((item, index) => [item.itemId, new Set(depsOf(plan, index))]));
  for (let removed = true; removed && remaining.size > 0;) {
    removed = false;
    for (const [id, deps] of remaining)
      if ([...deps].every((d) => !remaining.has(d))) {
        remaining.delete(id);
        removed = true;
      }
  }
  return remaining.size > 0;
}

const VERBS: Record<string, string> = {
  generate: 'generating',
  create: 'creating',
  workspace: 'writing',
  update: 'updating',
  render: 'rendering',
};

/**
 * The progress line of a node: "scene 3 of 6 · generating keyframe". The count is the
 * number of groups of the same word ("scene"); the stage is the title without its group.
 */
export function nodeProgressLine(plan: readonly ChecklistItem[], node: ChecklistItem): string {
  const verb = VERBS[(node.run?.tool ?? '').split('_')[0]] ?? 'working on';
  const title = node.title;
  if (!node.group) return `${verb} ${title}`;
  const word = node.group.split(' ')[0].toLowerCase();
  const groups = [...new Set(plan.filter((i) => i.group?.split(' ')[0].toLowerCase() === word).map((i) => i.group))];
  const stage = title.toLowerCase().startsWith(node.group.toLowerCase())
    ? title.slice(node.group.length).trim() || title
    : title;
  return `${node.group} of ${groups.length} · ${verb} ${stage}`;
}
