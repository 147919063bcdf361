import { diffLines } from 'diff';
import type { ChangeDescription } from '../object/object.events';

/**
 * A compact summary of a text change for notices and conflict answers: which lines of the old
 * text changed and how many lines came and went ("lines 3–4 changed (+2 −1)"). Parts are the
 * changed line ranges of the old text (`L3-4`), at most ten.
 */
export function describeTextChange(before: string, after: string): ChangeDescription {
  let line = 1;
  let added = 0;
  let removed = 0;
  const ranges: Array<[number, number]> = [];
  for (const part of diffLines(before, after)) {
    const count = part.count ?? 0;
    if (part.added) added += count;
    else if (part.removed) removed += count;
    const last = ranges.at(-1);
    // An insertion sits before old line `line`: it joins a removal that ends just above it.
    if (part.added && !(last && last[1] >= line - 1)) ranges.push([line, line]);
    if (part.removed) {
      if (last && line <= last[1] + 1) last[1] = Math.max(last[1], line + count - 1);
      else ranges.push([line, line + count - 1]);
    }
    if (!part.added) line += count;
  }
  if (ranges.length === 0) return { summary: 'no textual change', parts: [] };
  const where =
    ranges.length === 1
      ? lineRange(ranges[0])
      : `${ranges.length} places (${ranges.slice(0, 3).map(lineRange).join(', ')}${ranges.length > 3 ? ', …' : ''})`;
  return {
    summary: `${where} changed (+${added} −${removed})`,
    parts: ranges.slice(0, 10).map(([a, b]) => (a === b ? `L${a}` : `L${a}-${b}`)),
  };
}

const lineRange = ([a, b]: [number, number]) => (a === b ? `line ${a}` : `lines ${a}–${b}`);
