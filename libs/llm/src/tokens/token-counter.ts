import { getEncoding, type Tiktoken } from 'js-tiktoken';
import { LRUCache } from 'lru-cache';

// One encoder per process: building the rank table takes ~100 ms, counting is then cheap.
let encoder: Tiktoken | undefined;

const SLICE = 256;
const LONG_RUN = new RegExp(`\\S{${SLICE},}`, 'g');

/** Tokens of `text` under o200k_base, long runs without whitespace counted in slices. */
function encodeCount(text: string): number {
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

/**
 * Counts tokens and remembers the counts of recent texts. A step's context repeats almost all
 * of the last step's: the rules and brief, the tool specs, every verbatim turn. Encoding them
 * again at each step was most of a step's CPU (bench/runtime B6, issue 26); looking a text up
 * costs one hash of it. Bounded by the characters it keeps.
 */
export class TokenCounter {
  private readonly counts: LRUCache<string, number>;
  private encoded = 0;
  private remembered = 0;

  constructor(options: { maxChars: number }) {
    this.counts = new LRUCache({ maxSize: options.maxChars, sizeCalculation: (_count, text) => text.length + 1 });
  }

  count(text: string): number {
    const known = this.counts.get(text);
    if (known !== undefined) {
      this.remembered++;
      return known;
    }
    this.encoded++;
    const count = encodeCount(text);
    this.counts.set(text, count);
    return count;
  }

  stats(): { encoded: number; remembered: number } {
    return { encoded: this.encoded, remembered: this.remembered };
  }
}

// ~8 MB of text at most: the contexts of a few hundred busy tasks.
const shared = new TokenCounter({ maxChars: 4_000_000 });

/**
 * Tokens of a text under `o200k_base` (the GPT-4o family's encoding), counted by js-tiktoken
 * offline — the one counter of the platform (the task's context, the router's prompts). Other providers tokenize differently, but within a few percent: the budget is a
 * bound with headroom, not an exact bill.
 */
export function countTokens(text: string): number {
  return shared.count(text);
}
