/**
 * Reads one writer's file (`users/*.txt`). The message lines keep heldout6's grammar as it is
 * (`dN HH:MM act strict +acceptable… #tag… @lang | text`, `start:` the date of day 1, `//` the
 * assistant's turn the author imagined, never sent); like heldout14 to heldout21 this set adds a
 * `role:` line (the writer's trade), a `second:` line (the other language the writer mixes in, an
 * ISO 639-1 code, not the language of the stream) and a `plan:` section, the fortnight as the
 * author planned it before writing the stream, one `- dN …` or `- dA–dB …` line each. None of them
 * is sent; `set.spec.ts` holds the stream to them.
 */
import { daySection, type DayEntry } from '../router-heldout/set-files';
import { parseUser } from '../router-heldout6/parse';

export { parseUser };

/** The `plan:` section of a user's file. */
export const planOf = (text: string): DayEntry[] => daySection(text, 'plan');

/** The writer's trade, from the `role:` line. */
export function roleOf(text: string): string | undefined {
  return /^role: (.+)$/m.exec(text)?.[1].trim();
}

/** The other language the writer mixes in and once switches to (an ISO 639-1 code), from the `second:` line. */
export function secondOf(text: string): string | undefined {
  return /^second: ([a-z]{2})$/m.exec(text)?.[1];
}
