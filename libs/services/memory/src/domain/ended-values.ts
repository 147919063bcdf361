import type { MemoryEvent } from './memory.events';
import { currentVersion, type MemoryState } from './memory.state';
import { distinctiveWords, repeats } from './derived-copies';

/** Why an ended memory left: names no content, so a later forget leaves nothing behind in it. */
export const ENDED = 'ended: the person said it no longer holds';

/** The message a piece of evidence came from, if any. */
const messageOf = (state: MemoryState, evidenceId: string) => {
  const source = state.evidence.get(evidenceId)?.source;
  return source?.type === 'message' ? source.messageId : undefined;
};

/**
 * Pure: the memories a value said to be finished ends (issue 28, ADR 0095) — "we're not <name>
 * anymore", "<font> fliegt raus", "<colour>我们不用了". The value is found by its words, not by the
 * slot its sentence was read on: the current, lasting (user or workspace), user-stated memories that
 * share the most of its distinctive words (derived-copies.ts: four letters or two CJK characters,
 * no grammar word, none of the memory's subject), at least one. A memory stated from the same
 * message is not ended by it ("we've dropped <old>, <new> from now on" ends only what was held
 * before). Each ended memory is retired (`MemoryRetired`, ADR 0095): it leaves the state, the
 * profile and recall, and its statements stay in the log for the forget cascade, as a retired one
 * does. The ending's own evidence backs nothing: the words ended are no statement of the person's.
 */
export function endedBy(state: MemoryState, value: string, evidenceIds: readonly string[], at: string): MemoryEvent[] {
  const messages = new Set(evidenceIds.flatMap((id) => messageOf(state, id) ?? []));
  const held = [...state.memories.values()].flatMap((m) => {
    const v = currentVersion(m);
    const s = v?.statement;
    if (!v || !s || s.origin !== 'user_stated' || s.scope === 'task') return [];
    if (v.basis.some((id) => messages.has(messageOf(state, id) ?? ''))) return [];
    return [{ id: m.memoryId, subject: s.subject, content: s.content }];
  });
  return holdingValue(value, held).map((memoryId) => ({
    type: 'MemoryRetired',
    data: { memoryId, reason: ENDED, at },
  }));
}

/**
 * Pure: which of `held` hold `value` — those sharing the most of its distinctive words (not their
 * subject's), at least one. Shared with the diagnosis's fold (bench/memory/harder-diagnose.ts).
 */
export function holdingValue(
  value: string,
  held: ReadonlyArray<{ id: string; subject: string; content: string }>,
): string[] {
  const shared = held.map(({ id, subject, content }) => ({
    id,
    n: distinctiveWords(value, [subject]).filter((w) => repeats(content.toLowerCase(), w)).length,
  }));
  const most = Math.max(0, ...shared.map((x) => x.n));
  return most === 0 ? [] : shared.filter((x) => x.n === most).map((x) => x.id);
}
