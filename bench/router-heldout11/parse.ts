/**
 * Reads one trade professional's file (`users/*.txt`). The message lines keep heldout6's grammar
 * as it is (`dN HH:MM act strict +acceptable… #tag… @lang | text`, `start:` the date of day 1, `//`
 * the assistant's turn the author imagined); this set adds a `trade:` line (the writer's craft, whose
 * jargon the lines speak), a `second:` line (the one other language the writer briefs a piece in)
 * and a `plan:` section, the fortnight as the author planned it before writing the stream (when the
 * person works, which piece lives in which language, when they are away), one `- dN …` or
 * `- dA–dB …` line each. None of them is sent; `set.spec.ts` holds the stream to them.
 */
import { daySection, type DayEntry } from '../router-heldout/set-files';
import { parseUser } from '../router-heldout6/parse';

export { parseUser };

/** The `plan:` section of a user's file. */
export const planOf = (text: string): DayEntry[] => daySection(text, 'plan');

/** The writer's trade, from the `trade:` line. */
export function tradeOf(text: string): string | undefined {
  return /^trade: (.+)$/m.exec(text)?.[1].trim();
}

/** The one other language the writer briefs a piece in, from the `second:` line (an ISO 639-1 code). */
export function secondOf(text: string): string | undefined {
  return /^second: ([a-z]{2})$/m.exec(text)?.[1];
}
