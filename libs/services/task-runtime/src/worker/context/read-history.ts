import type { TaskEvent } from '../../task/task.events';

/** Input of the `read_history` tool (schema in `task/autonomy/runtime-tools.ts`). */
export interface ReadHistoryInput {
  from: number;
  to?: number;
  offset?: number;
}

/** Most events one page spans, and most characters it returns (≈ 2k tokens). */
export const MAX_EVENTS_PER_PAGE = 40;
export const MAX_PAGE_CHARS = 8_000;

/**
 * Pages the task's own stream: the originals behind every summary and every
 * large result handle, one event a line (`#position type data`), `MAX_PAGE_CHARS` at a time.
 * Pure: the worker passes the stream it loaded.
 */
export function readHistory(events: readonly TaskEvent[], input: ReadHistoryInput): unknown {
  const from = Math.min(input.from, events.length);
  const to = Math.min(input.to ?? from + MAX_EVENTS_PER_PAGE, from + MAX_EVENTS_PER_PAGE, events.length);
  if (to <= from) return { from, to: from, events: '', stream_length: events.length, note: 'nothing in this range' };
  const text = events
    .slice(from, to)
    .map((e, i) => `#${from + i} ${e.type} ${JSON.stringify(e.data)}`)
    .join('\n');
  const offset = Math.min(input.offset ?? 0, text.length);
  const end = Math.min(offset + MAX_PAGE_CHARS, text.length);
  return {
    from,
    to,
    stream_length: events.length,
    total_chars: text.length,
    offset,
    events: text.slice(offset, end),
    ...(end < text.length ? { next_offset: end } : {}),
  };
}
