import type { CurationEvent } from './memory.events';
import { currentVersion, type Memory, type MemoryState } from './memory.state';

/** An unconfirmed inference loses half its confidence per curation once stale… */
export const DECAY_FACTOR = 0.5;
/** …and leaves memory below this. */
export const RETIRE_BELOW = 0.2;

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Whether two memories still say different things: a flagged pair corrected into agreement is settled. */
export const stillDiffer = (a: Memory, b: Memory) =>
  norm(currentVersion(a)?.statement?.content ?? '') !== norm(currentVersion(b)?.statement?.content ?? '');

const slotOf = (m: Memory) => {
  const s = currentVersion(m)?.statement;
  return s ? `${s.scope}\u0000${s.taskId ?? ''}` : undefined;
};

/**
 * One curation pass over a state, pure: duplicates first (same content, same
 * scope: the newer merges into the older, its evidence becoming confirmations), then stale
 * unconfirmed inferences decay or retire, then contradictions on one subject are flagged
 * once. At most `maxChanges` events; what is left waits for the next pass. Reasons name no
 * content, so a later forget leaves nothing behind in them.
 */
export function curationOf(state: MemoryState, staleBefore: string, maxChanges: number, at: string): CurationEvent[] {
  const events: CurationEvent[] = [];
  const live = [...state.memories.values()]
    .filter((m) => currentVersion(m)?.statement)
    .sort((a, b) => a.versions[0].at.localeCompare(b.versions[0].at) || a.memoryId.localeCompare(b.memoryId));
  const gone = new Set<string>();
  const byContent = new Map<string, Memory>();
  for (const m of live) {
    const v = currentVersion(m)!;
    const key = `${slotOf(m)}\u0000${norm(v.statement!.content)}`;
    const into = byContent.get(key);
    if (!into) {
      byContent.set(key, m);
      continue;
    }
    const target = currentVersion(into)!;
    const linked = new Set([...target.basis, ...target.confirmedBy]);
    const evidenceIds = [
      ...new Set(m.versions.flatMap((x) => (x.state === 'purged' ? [] : [...x.basis, ...x.confirmedBy]))),
    ].filter((id) => !linked.has(id));
    events.push({
      type: 'MemoriesMerged',
      data: {
        from: m.memoryId,
        into: into.memoryId,
        version: target.version,
        evidenceIds,
        reason: 'duplicate: same content and scope',
        at,
      },
    });
    gone.add(m.memoryId);
  }
  for (const m of live) {
    if (gone.has(m.memoryId)) continue;
    const v = currentVersion(m)!;
    const s = v.statement!;
    if (s.origin !== 'model_inferred' || v.confirmedBy.length > 0 || m.updatedAt >= staleBefore) continue;
    const confidence = Math.round(s.confidence * DECAY_FACTOR * 1000) / 1000;
    const reason = `stale inference: unconfirmed since ${m.updatedAt}`;
    events.push(
      confidence < RETIRE_BELOW
        ? { type: 'MemoryRetired', data: { memoryId: m.memoryId, reason, at } }
        : { type: 'MemoryDecayed', data: { memoryId: m.memoryId, version: v.version, confidence, reason, at } },
    );
    if (confidence < RETIRE_BELOW) gone.add(m.memoryId);
  }
  const flagged = new Set(state.conflicts.map((c) => c.memoryIds.join('|')));
  const bySubject = new Map<string, Memory[]>();
  for (const m of live.filter((x) => !gone.has(x.memoryId) && currentVersion(x)!.statement!.scope !== 'task')) {
    const subject = norm(currentVersion(m)!.statement!.subject);
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), m]);
  }
  for (const group of bySubject.values())
    for (let i = 1; i < group.length; i++) {
      const pair: [string, string] = [group[0].memoryId, group[i].memoryId];
      if (stillDiffer(group[0], group[i]) && !flagged.has(pair.join('|')))
        events.push({
          type: 'MemoryConflictFlagged',
          data: { memoryIds: pair, reason: 'two current memories on one subject say different things', at },
        });
    }
  return events.slice(0, Math.max(0, maxChanges));
}
