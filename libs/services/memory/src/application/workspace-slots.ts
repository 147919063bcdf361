import type { MemoryView } from '@lomo/service-api';

/** Who holds a memory: the caller (no `sharedBy`) or the teammate who stated it. */
const holder = (m: MemoryView) => m.sharedBy ?? '';
/** The slot a workspace statement fills, as the decider keys one stream's slots: its subject. */
const slotOf = (m: MemoryView) => m.subject.trim().toLowerCase();

/**
 * A workspace fact is the workspace's, whoever said it: when two members stated the same
 * workspace slot ("brand colour") in their own streams, the later statement is the workspace's
 * value and the earlier one is a version it replaced — listed, recalled and profiled once, not
 * twice (issue 28; ADR 0059). One stream already versions its own slots (the decider), so only
 * statements held by different members supersede each other; an inference never supersedes a
 * statement (R-9.3: stated is never overridden by inferred). Returns the ids of the superseded.
 */
export function supersededAcrossMembers(views: readonly MemoryView[]): Set<string> {
  const newest = new Map<string, MemoryView>();
  for (const m of views) {
    if (m.scope !== 'workspace' || m.origin !== 'user_stated') continue;
    const seen = newest.get(slotOf(m));
    if (!seen || m.updatedAt > seen.updatedAt) newest.set(slotOf(m), m);
  }
  const superseded = new Set<string>();
  for (const m of views) {
    const winner = m.scope === 'workspace' && m.origin === 'user_stated' ? newest.get(slotOf(m)) : undefined;
    if (winner && winner.memoryId !== m.memoryId && holder(winner) !== holder(m)) superseded.add(m.memoryId);
  }
  return superseded;
}

/** The views without the workspace statements a teammate's later one replaced. */
export function workspaceCurrent(views: readonly MemoryView[]): MemoryView[] {
  const superseded = supersededAcrossMembers(views);
  return views.filter((m) => !superseded.has(m.memoryId));
}
