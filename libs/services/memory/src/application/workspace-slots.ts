import { currentVersion, type MemoryState } from '../domain/memory.state';

/** Whose stream a state is: the caller's (`''`) or a teammate's user id. */
export interface Holder {
  holder: string;
  state: MemoryState;
}

const slotOf = (subject: string) => subject.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A workspace fact is the workspace's, whoever said it: when a member corrects a workspace slot
 * ("brand colour") another member stated — each in their own stream — the correction is the
 * workspace's value and the earlier statement is a version it replaced, listed, recalled and
 * profiled for no member (issue 28; ADR 0059). Only a correction does it ("actually…", `corrects`):
 * two members stating different things that happen to share a topic both stand, as before. One
 * stream already versions its own slots (the decider); nothing is written into another member's
 * stream, and an inference never replaces a statement. Returns the ids of the replaced memories.
 */
export function supersededAcrossMembers(holders: readonly Holder[]): Set<string> {
  const stated = holders.flatMap(({ holder, state }) =>
    [...state.memories.values()].flatMap((memory) => {
      const v = currentVersion(memory);
      const s = v?.statement;
      if (!v || !s || s.scope !== 'workspace' || s.origin !== 'user_stated') return [];
      return [{ holder, memoryId: memory.memoryId, slot: slotOf(s.subject), at: v.at, corrects: s.corrects === true }];
    }),
  );
  const superseded = new Set<string>();
  for (const m of stated)
    if (stated.some((o) => o.corrects && o.holder !== m.holder && o.slot === m.slot && o.at > m.at))
      superseded.add(m.memoryId);
  return superseded;
}
