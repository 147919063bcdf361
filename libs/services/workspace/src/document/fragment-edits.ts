import type { FragmentEdit } from '@lomo/service-api';

/** Why a batch of fragment edits did not apply; the batch applies all or nothing. */
export interface FragmentFailure {
  code: 'fragment_not_found' | 'fragment_not_unique' | 'fragments_overlap' | 'empty_fragment';
  /** Index of the first edit that failed. */
  index: number;
  occurrences: number;
}

function occurrences(text: string, fragment: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(fragment); at !== -1; at = text.indexOf(fragment, at + 1)) found.push(at);
  return found;
}

/**
 * Applies every edit to `text` or none: each `oldText` must occur exactly once in `text`
 * (all located in the same original, so the edits are independent of their order) and no
 * two may overlap.
 */
export function applyFragmentEdits(
  text: string,
  edits: readonly FragmentEdit[],
): { text: string } | { failure: FragmentFailure } {
  const located: Array<{ start: number; end: number; newText: string; index: number }> = [];
  for (const [index, edit] of edits.entries()) {
    if (edit.oldText === '') return { failure: { code: 'empty_fragment', index, occurrences: 0 } };
    const found = occurrences(text, edit.oldText);
    if (found.length !== 1)
      return {
        failure: {
          code: found.length === 0 ? 'fragment_not_found' : 'fragment_not_unique',
          index,
          occurrences: found.length,
        },
      };
    located.push({ start: found[0], end: found[0] + edit.oldText.length, newText: edit.newText, index });
  }
  located.sort((a, b) => a.start - b.start);
  for (let i = 1; i < located.length; i++) {
    if (located[i].start < located[i - 1].end)
      return { failure: { code: 'fragments_overlap', index: located[i].index, occurrences: 1 } };
  }
  let result = '';
  let cursor = 0;
  for (const edit of located) {
    result += text.slice(cursor, edit.start) + edit.newText;
    cursor = edit.end;
  }
  return { text: result + text.slice(cursor) };
}

/** A short label of a fragment for summaries ("shot 2: wide…"). */
export const fragmentLabel = (fragment: string): string => {
  const oneLine = fragment.replace(/\s+/g, ' ').trim();
  return oneLine.length > 40 ? `${oneLine.slice(0, 39)}…` : oneLine;
};
