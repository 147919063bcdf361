/**
 * Reads one letter writer's file (`users/*.txt`). The message lines keep heldout6's grammar as it
 * is (`dN HH:MM act strict +acceptable… #tag… @lang | text`, `start:` the date of day 1, `//` the
 * assistant's turn the author imagined); this set adds a `role:` line (the writer's office or
 * standing, whose letters the lines imitate), a `second:` line (the one other language the writer
 * briefs a piece in) and a `plan:` section, the fortnight as the author planned it before writing
 * the stream (when the person is at their desk, which piece lives in which language, when they are
 * away), one `- dN …` or `- dA–dB …` line each. None of them is sent; `set.spec.ts` holds the
 * stream to them.
 */
import { daySection, type DayEntry } from '../router-heldout/set-files';
import { parseUser } from '../router-heldout6/parse';

export { parseUser };

/** The `plan:` section of a user's file. */
export const planOf = (text: string): DayEntry[] => daySection(text, 'plan');

/** The writer's office or standing, from the `role:` line. */
export function roleOf(text: string): string | undefined {
  return /^role: (.+)$/m.exec(text)?.[1].trim();
}

/** The one other language the writer briefs a piece in, from the `second:` line (an ISO 639-1 code). */
export function secondOf(text: string): string | undefined {
  return /^second: ([a-z]{2})$/m.exec(text)?.[1];
}
