/**
 * Reads one launch diary (`users/*.txt`). The message lines keep heldout6's grammar as it is
 * (`dN HH:MM act strict +acceptable… #tag… @lang | text`, `start:` the date of day 1, `//` the
 * assistant's turn the author imagined); this set adds a `diary:` section, the launch's days as
 * the author planned them before writing the stream (what gets briefed when, who is away), one
 * `- dN …` or `- dA–dB …` line each. It is never sent; `set.spec.ts` holds the silences to it.
 */
import { daySection, type DayEntry } from '../router-heldout/set-files';
import { parseUser } from '../router-heldout6/parse';

export { parseUser };

/** The `diary:` section of a user's file. */
export const diaryOf = (text: string): DayEntry[] => daySection(text, 'diary');
