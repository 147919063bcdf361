import { getEncoding, type Tiktoken } from 'js-tiktoken';
import type { ChatTurn, ToolSpec } from '../task-model';

// One encoder per process: building the rank table takes ~100 ms, counting is then cheap.
let encoder: Tiktoken | undefined;

/**
 * Tokens of a text under `o200k_base` (the GPT-4o family's encoding), counted by js-tiktoken
 * offline. Other providers tokenize differently, but within a few percent: the budget is a
 * bound with headroom, not an exact bill.
 */
export function countTokens(text: string): number {
  const encode = (part: string) => (encoder ??= getEncoding('o200k_base')).encode(part).length;
  // BPE merges are quadratic in the length of one pre-token piece: 20k chars of base64 or "xxxx…"
  // take ~25 s. Long runs without whitespace are counted in slices (≤ 1 token over per slice).
  let total = 0;
  let last = 0;
  for (const run of text.matchAll(LONG_RUN)) {
    total += encode(text.slice(last, run.index));
    for (let i = 0; i < run[0].length; i += SLICE) total += encode(run[0].slice(i, i + SLICE));
    last = run.index + run[0].length;
  }
  return total + encode(text.slice(last));
}

const SLICE = 256;
const LONG_RUN = new RegExp(`\\S{${SLICE},}`, 'g');

/** A turn as it is sent: its content, its calls and the few tokens of per-message framing. */
export function turnTokens(turn: ChatTurn): number {
  const calls = turn.role === 'assistant' && turn.toolCalls?.length ? JSON.stringify(turn.toolCalls) : '';
  return 4 + countTokens(turn.content) + (calls ? countTokens(calls) : 0);
}

/** Tool specs as the provider receives them (name, description, JSON schema). */
export function toolTokens(tools: readonly ToolSpec[]): number {
  return tools.length === 0 ? 0 : countTokens(JSON.stringify(tools));
}
