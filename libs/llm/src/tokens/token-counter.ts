import { getEncoding, type Tiktoken } from 'js-tiktoken';
import { LRUCache } from 'lru-cache';

// One encoder per process: building the rank table takes ~0.8 s of CPU, counting is then cheap.
let encoder: Tiktoken | undefined;

const SLICE = 256;
const LONG_RUN = new RegExp(`\\S{${SLICE},}`, 'g');

/**
 * Builds the encoder now: its rank table is ~0.8 s of CPU on one thread, paid by whichever
 * count comes first — a person's post to the router unless a service warms it while it boots (ADR 0091).
 */
export function warmTokenCounter(): void {
  encoderOf();
}

const encoderOf = () => (encoder ??= getEncoding('o200k_base'));

/**
 * Tokens of each pre-token piece seen lately. BPE merges never cross the encoder's pre-token
 * pieces (its `patStr` splits the text first, then each piece is encoded alone), so a text's
 * count is the sum of its pieces' — and most pieces are words met before: a router prompt's
 * briefs and labels, a step's verbatim turns (ADR 0091: the router's count was 5 ms a post).
 */
const pieceCounts = new LRUCache<string, number>({
  maxSize: 2_000_000,
  sizeCalculation: (_n, piece) => piece.length + 1,
});

/** The encoder's pre-token pattern; undefined if this js-tiktoken keeps it elsewhere (then whole texts are encoded). */
function piecePattern(tiktoken: Tiktoken): RegExp | undefined {
  const pattern = (tiktoken as unknown as { patStr?: unknown }).patStr;
  return typeof pattern === 'string' ? new RegExp(pattern, 'ug') : undefined;
}
let pieces: RegExp | undefined;

function encode(part: string): number {
  const tiktoken = encoderOf();
  pieces ??= piecePattern(tiktoken);
  // A special token ("<|endoftext|>") is refused by the encoder as before: such a text goes to it whole.
  if (!pieces || part.includes('<|')) return tiktoken.encode(part).length;
  let total = 0;
  for (const [piece] of part.matchAll(pieces)) {
    let count = pieceCounts.get(piece);
    if (count === undefined) {
      count = tiktoken.encode(piece).length;
      pieceCounts.set(piece, count);
    }
    total += count;
  }
  return total;
}

/** Tokens of `text` under o200k_base, long runs without whitespace counted in slices. */
function encodeCount(text: string): number {
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
