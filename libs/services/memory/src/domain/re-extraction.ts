import type { MemoryEvent } from './memory.events';
import type { MemoryState } from './memory.state';

type Forgotten = Extract<MemoryEvent, { type: 'MemoryForgotten' }>['data'];

/**
 * The evidence a forget leaves to read again (R-9.5, "re-extract from the remaining valid
 * evidence"): messages that stated or confirmed a version this forget purged, are not revoked,
 * and support no version that survived. Their own words decide what they still say — the same
 * fact stated twice comes back resting on the other statement alone; "actually, navy" with
 * its origin gone says nothing by itself. API corrections and agent tool calls carry no
 * message to read again. In recording order, so later statements refine earlier ones as
 * they did the first time.
 */
export function reExtractionSources(before: MemoryState, after: MemoryState, forgotten: Forgotten): string[] {
  const purged = new Set(forgotten.purged.map((p) => `${p.memoryId}#${p.version}`));
  const spoke = new Set<string>();
  for (const m of before.memories.values())
    for (const v of m.versions)
      if (purged.has(`${m.memoryId}#${v.version}`)) [...v.evidenceIds, ...v.confirmedBy].forEach((id) => spoke.add(id));
  const holding = new Set<string>();
  for (const m of after.memories.values())
    for (const v of m.versions)
      if (v.state !== 'purged') [...v.basis, ...v.confirmedBy].forEach((id) => holding.add(id));
  return [...after.evidence.values()]
    .filter((e) => spoke.has(e.evidenceId) && !e.revoked && !holding.has(e.evidenceId))
    .filter((e) => e.source.type === 'message' && e.excerpt)
    .map((e) => e.evidenceId);
}
