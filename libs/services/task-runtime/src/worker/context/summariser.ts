import type { HistoryUnit } from './history';
import { countTokens } from './tokens';

/** What a summariser is asked: one segment of history, stream positions `[from, to)`. */
export interface SegmentToSummarise {
  from: number;
  to: number;
  units: readonly HistoryUnit[];
}

/**
 * Compresses one segment of a task's history into text (R-8.4). A model-backed summariser may
 * fail or time out: the worker then records the failure and runs the step with the last good
 * summaries (the originals stay readable through `read_history`).
 */
export interface HistorySummariser {
  /** Recorded on the summary event, so a replay tells which summariser wrote it. */
  readonly name: string;
  summarise(segment: SegmentToSummarise): Promise<string>;
}

const LINE_CHARS = 160;
const clip = (text: string, max = LINE_CHARS) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
};

/**
 * The offline default: deterministic and extractive, one line per turn (what the user said,
 * what the agent said and called, what came back), clipped, and the whole text capped at
 * `maxTokens` by keeping the first lines. No model, no clock: the embedded platform shows
 * summaries without a provider, and a replay rebuilds the same text.
 */
export function extractiveSummariser(maxTokens = 600): HistorySummariser {
  return {
    name: 'extractive-v1',
    summarise: async ({ from, to, units }) => {
      const lines = [`Events ${from}–${to - 1} (${units.length} steps):`];
      for (const unit of units)
        for (const turn of unit.turns) {
          if (turn.role === 'user') lines.push(`- user: ${clip(turn.content)}`);
          if (turn.role === 'assistant') {
            const calls = (turn.toolCalls ?? []).map((c) => c.tool).join(', ');
            const said = turn.content ? clip(turn.content) : '';
            if (said || calls) lines.push(`- agent@${unit.position}: ${said}${calls ? ` [called ${calls}]` : ''}`);
          }
          if (turn.role === 'tool') lines.push(`  → ${clip(turn.content, 100)}`);
        }
      return capTokens(lines, maxTokens, `(more in read_history from ${from} to ${to})`);
    },
  };
}

function capTokens(lines: string[], maxTokens: number, more: string): string {
  const kept: string[] = [];
  let tokens = countTokens(more);
  for (const line of lines) {
    const cost = countTokens(line) + 1;
    if (tokens + cost > maxTokens) return [...kept, more].join('\n');
    kept.push(line);
    tokens += cost;
  }
  return kept.join('\n');
}
