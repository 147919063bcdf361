import type { ProfileEntry } from './memory.events';
import { currentVersion, type MemoryState } from './memory.state';

/** Entries the profile keeps at most: it is a small summary, not a second memory. */
export const PROFILE_MAX_ENTRIES = 20;
/** Below this confidence a memory stays out of the profile. */
export const PROFILE_MIN_CONFIDENCE = 0.6;

/**
 * The conservative profile a state implies at `at`: only user-stated, long-term (user or
 * workspace scope), still valid memories with enough confidence — never inferences or
 * this-task-only wishes. Newest first, then by memory id, so equal states
 * give equal profiles.
 */
export function profileOf(state: MemoryState, at: string): ProfileEntry[] {
  const entries: Array<ProfileEntry & { at: string }> = [];
  for (const memory of state.memories.values()) {
    const v = currentVersion(memory);
    const s = v?.statement;
    if (!v || !s || s.origin !== 'user_stated' || s.scope === 'task') continue;
    if (s.confidence < PROFILE_MIN_CONFIDENCE) continue;
    if (s.validUntil !== undefined && s.validUntil <= at) continue;
    entries.push({ memoryId: memory.memoryId, version: v.version, subject: s.subject, content: s.content, at: v.at });
  }
  entries.sort((a, b) => (a.at === b.at ? a.memoryId.localeCompare(b.memoryId) : b.at.localeCompare(a.at)));
  return entries.slice(0, PROFILE_MAX_ENTRIES).map(({ at: _at, ...entry }) => entry);
}

export const sameProfile = (a: readonly ProfileEntry[], b: readonly ProfileEntry[]): boolean =>
  a.length === b.length &&
  a.every((e, i) => e.memoryId === b[i].memoryId && e.version === b[i].version && e.content === b[i].content);
