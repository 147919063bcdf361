/**
 * Reads one L2 writer's file (`users/*.txt`). The message lines keep heldout6's grammar as it is
 * (`dN HH:MM act strict +acceptable… #tag… @lang | text`, `start:` the date of day 1, `//` the
 * assistant's turn the author imagined); this set adds a `native:` line (the writer's mother
 * tongue, never the language of the conversation) and a `plan:` section, the fortnight as the
 * author planned it before writing the stream (when the person writes, which piece lives in which
 * language, when they are away), one `- dN …` or `- dA–dB …` line each. Neither is sent;
 * `set.spec.ts` holds the stream to them.
 */
import { daySection, type DayEntry } from '../router-heldout/set-files';
import { parseUser } from '../router-heldout6/parse';

export { parseUser };

/** The `plan:` section of a user's file. */
export const planOf = (text: string): DayEntry[] => daySection(text, 'plan');

/** The writer's mother tongue, from the `native:` line (an ISO 639-1 code). */
export function nativeOf(text: string): string | undefined {
  return /^native: ([a-z]{2})$/m.exec(text)?.[1];
}
