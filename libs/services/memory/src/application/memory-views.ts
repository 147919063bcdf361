import { ApiError, type MemoryEvidenceView, type MemoryView, type ProfileView } from '@lomo/service-api';
import { stillDiffer } from '../domain/curation';
import { currentVersion, type Memory, type MemoryState } from '../domain/memory.state';
import { PROFILE_MAX_ENTRIES } from '../domain/profile';
import type { Teammate } from './memory-streams';
import { supersededAcrossMembers, type Holder } from './workspace-slots';

/** Confidence grows a little with every confirmation, never past 1. */
const confidenceOf = (base: number, confirmations: number) => Math.min(1, base + 0.05 * confirmations);

/** A memory with its provenance; undefined when it has no current content (nothing to show). */
export function memoryView(state: MemoryState, memory: Memory): MemoryView | undefined {
  const current = currentVersion(memory);
  const s = current?.statement;
  if (!current || !s) return undefined;
  const evidence: MemoryEvidenceView[] = [];
  for (const v of memory.versions) {
    if (v.state === 'purged') continue;
    const links: Array<[string, MemoryEvidenceView['link']]> = [
      ...v.evidenceIds.map((id): [string, MemoryEvidenceView['link']] => [id, v.link]),
      ...v.confirmedBy.map((id): [string, MemoryEvidenceView['link']] => [id, 'CONFIRM']),
    ];
    for (const [id, link] of links) {
      const e = state.evidence.get(id);
      if (e?.excerpt === undefined) continue;
      evidence.push({ evidenceId: id, source: e.source, excerpt: e.excerpt, link, version: v.version, at: e.at });
    }
  }
  return {
    memoryId: memory.memoryId,
    subject: s.subject,
    content: s.content,
    origin: s.origin,
    scope: s.scope,
    ...(s.taskId ? { taskId: s.taskId } : {}),
    confidence: confidenceOf(s.confidence, current.confirmedBy.length),
    version: current.version,
    ...(s.validFrom ? { validFrom: s.validFrom } : {}),
    ...(s.validUntil ? { validUntil: s.validUntil } : {}),
    updatedAt: memory.updatedAt,
    versions: memory.versions.map((v) => ({
      version: v.version,
      link: v.link,
      state: v.state,
      ...(v.statement ? { content: v.statement.content } : {}),
      ...(v.statement?.validFrom ? { validFrom: v.statement.validFrom } : {}),
      ...(v.statement?.validUntil ? { validUntil: v.statement.validUntil } : {}),
      at: v.at,
    })),
    evidence,
    conflicts: state.conflicts.flatMap(({ memoryIds, reason }) => {
      if (!memoryIds.includes(memory.memoryId)) return [];
      const other = state.memories.get(memoryIds.find((id) => id !== memory.memoryId) ?? '');
      const shown = other !== undefined && currentVersion(other)?.statement !== undefined && stillDiffer(memory, other);
      return shown ? [{ memoryId: other.memoryId, reason }] : [];
    }),
  };
}

/** Every memory of the state that still holds content, newest first. */
export const memoryViews = (state: MemoryState): MemoryView[] =>
  [...state.memories.values()]
    .map((m) => memoryView(state, m))
    .filter((m): m is MemoryView => m !== undefined)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.memoryId.localeCompare(b.memoryId));

export function requireMemory(state: MemoryState, memoryId: string): MemoryView {
  const memory = state.memories.get(memoryId);
  const view = memory && memoryView(state, memory);
  if (!view) throw new ApiError('not_found', 'unknown_memory', `no memory ${memoryId}`);
  return view;
}

export const profileView = (state: MemoryState): ProfileView => ({
  version: state.profile.version,
  entries: state.profile.entries.map((e) => ({ ...e })),
});

/** A teammate's memory every member of the workspace sees: workspace-scoped, with content (issue 28 item 4). */
const isShared = (state: MemoryState, memoryId: string) => {
  const memory = state.memories.get(memoryId);
  return memory !== undefined && currentVersion(memory)?.statement?.scope === 'workspace';
};

/** The teammates' streams as holders of workspace slots (workspace-slots.ts). */
export const holdersOf = (teammates: readonly Teammate[]): Holder[] =>
  teammates.map(({ member, state }) => ({ holder: member.userId, state }));

/** The teammates' memories the caller sees beside their own: the workspace's, never a person's own. */
export const sharedViews = (teammates: readonly Teammate[]): MemoryView[] =>
  teammates.flatMap(({ member, state }) =>
    memoryViews(state)
      .filter((m) => isShared(state, m.memoryId))
      .map((m) => ({ ...m, sharedBy: member.userId })),
  );

/** The teammate whose workspace memory `memoryId` is, unless it is the caller's own. */
export const ownerOf = (own: MemoryState, teammates: readonly Teammate[], memoryId: string): Teammate | undefined =>
  own.memories.has(memoryId) ? undefined : teammates.find((t) => isShared(t.state, memoryId));

/**
 * The caller's profile with the workspace's facts teammates stated (a brand colour one member
 * gave holds for every member's work); the caller's own entries first, at most 20 in all.
 */
export const sharedProfileView = (own: MemoryState, teammates: readonly Teammate[]): ProfileView => {
  const mine = profileView(own);
  // A workspace fact a teammate corrected is profiled as corrected (workspace-slots.ts).
  const superseded = supersededAcrossMembers([{ holder: '', state: own }, ...holdersOf(teammates)]);
  const seen = new Set(mine.entries.map((e) => e.memoryId));
  const theirs = teammates.flatMap(({ state }) =>
    state.profile.entries.filter((e) => !seen.has(e.memoryId) && isShared(state, e.memoryId)).map((e) => ({ ...e })),
  );
  const entries = [...mine.entries, ...theirs].filter((e) => !superseded.has(e.memoryId));
  return { version: mine.version, entries: entries.slice(0, PROFILE_MAX_ENTRIES) };
};
