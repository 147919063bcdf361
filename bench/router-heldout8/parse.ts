/**
 * Reads one launch diary (`users/*.txt`). The message lines keep heldout6's grammar as it is
 * (`dN HH:MM act strict +acceptable… #tag… @lang | text`, `start:` the date of day 1, `//` the
 * assistant's turn the author imagined); this set adds a `diary:` section, the launch's days as
 * the author planned them before writing the stream (what gets briefed when, who is away), one
 * `- dN …` or `- dA–dB …` line each. It is never sent; `set.spec.ts` holds the silences to it.
 */
import { parseUser } from '../router-heldout6/parse';

export { parseUser };

/** One entry of the `diary:` section: the days it covers and what the author planned for them. */
export interface DiaryEntry {
  from: number;
  to: number;
  note: string;
}

/** The `diary:` section of a user's file. */
export function diaryOf(text: string): DiaryEntry[] {
  const body = text.split(/^diary:$/m)[1]?.split(/^tasks:$/m)[0] ?? '';
  return [...body.matchAll(/^- d(\d+)(?:[–-]d?(\d+))? (.+)$/gm)].map(([, from, to, note]) => ({
    from: Number(from),
    to: Number(to ?? from),
    note,
  }));
}
