import type { ChecklistItem } from '../task.types';

const PLACEHOLDER = /\{\{([A-Za-z0-9_.:-]+)\}\}/g;

const artifactsOf = (plan: readonly ChecklistItem[], nodeId: string) =>
  plan.find((i) => i.itemId === nodeId)?.results.flatMap((r) => (r.kind === 'artifact' ? [r.id] : [])) ?? [];

/**
 * The input a node's call runs with: its own input, `references` extended by the artifacts of
 * `referencesFrom`, and `{{node-id}}` in any string replaced by that node's artifact ids — so a
 * keyframe is drawn from the character design that is valid now, never from a stale one.
 */
export function nodeInput(plan: readonly ChecklistItem[], node: ChecklistItem): Record<string, unknown> {
  const { input, referencesFrom = [] } = node.run!;
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replace(PLACEHOLDER, (_, id: string) => artifactsOf(plan, id).join(', '));
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  const filled = fill(input) as Record<string, unknown>;
  if (referencesFrom.length === 0) return filled;
  const own = Array.isArray(filled['references']) ? (filled['references'] as unknown[]) : [];
  return { ...filled, references: [...own, ...referencesFrom.flatMap((id) => artifactsOf(plan, id))] };
}
