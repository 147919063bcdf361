/**
 * Reads one user's phone notes (`users/*.txt`). The message lines keep heldout6's grammar as it is
 * (`dN HH:MM act strict +acceptable… #tag… @lang | text`, `start:` the date of day 1, `//` the
 * assistant's turn the author imagined); this set adds a `phone:` section, the fortnight of the
 * person's life as the author planned it before writing the stream (when they type, in which
 * language, when they are away), one `- dN …` or `- dA–dB …` line each. It is never sent;
 * `set.spec.ts` holds the silences to it.
 */
import { daySection, type DayEntry } from '../router-heldout/set-files';
import { parseUser } from '../router-heldout6/parse';

export { parseUser };

/** The `phone:` section of a user's file. */
export const phoneOf = (text: string): DayEntry[] => daySection(text, 'phone');
