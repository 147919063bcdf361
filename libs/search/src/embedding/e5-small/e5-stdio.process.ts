import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { setPriority } from 'node:os';
import type { Readable, Writable } from 'node:stream';
import { EmbedderUnavailable, type EmbedderFailure } from '../embedder.errors';

/** Where the engine is and how long it may take. */
export interface E5ProcessOptions {
  /** The compiled `e5-stdio` (scripts/lib/ensure-embedder.sh). */
  binary: string;
  /** The 4-bit model file it maps. */
  model: string;
  /** Start-up and each request must answer within this; else the engine is killed. */
  timeoutMs: number;
  /** Recorded in errors. */
  name: string;
  /** Scheduling niceness of the engine (`setpriority`); 0 or unset: as this process. */
  niceness?: number;
}

interface Waiting {
  /** `ready` before the first request; else the number of vectors expected. */
  expect: 'ready' | number;
  resolve(vectors: Float32Array[]): void;
  reject(error: EmbedderUnavailable): void;
  timer: NodeJS.Timeout;
}

/** Node's pipes are sockets: unref'd while idle, so an idle engine never keeps the process alive. */
type Refable = { ref?(): void; unref?(): void };

/**
 * One `e5-stdio` child speaking the frame protocol documented in e5-stdio.c. One request at
 * a time (the embedder queues); any exit, timeout or garbled answer rejects the request in
 * flight with `EmbedderUnavailable` and leaves this process dead for good — the owner starts
 * a new one. The child ends by itself when our end of its stdin closes.
 */
export class E5StdioProcess {
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private received = Buffer.alloc(0);
  private waiting?: Waiting;
  private failure?: EmbedderUnavailable;
  private stderr = '';
  dimensions = 0;

  private constructor(private readonly options: E5ProcessOptions) {
    this.child = spawn(options.binary, [options.model], { stdio: ['pipe', 'pipe', 'pipe'] });
    // Raising one's own child's niceness needs no privilege; a platform that forbids it runs the engine as is.
    if (options.niceness && this.child.pid !== undefined)
      try {
        setPriority(this.child.pid, options.niceness);
      } catch {
        /* see above */
      }
    this.child.stdout.on('data', (chunk: Buffer) => this.onData(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr = (this.stderr + chunk.toString()).slice(-500)));
    this.child.stdin.on('error', () => undefined); // a write to a dead child: its 'exit' reports it
    this.child.on('error', (error: NodeJS.ErrnoException) =>
      this.fail(error.code === 'ENOENT' ? 'not_installed' : 'exited', error.message),
    );
    this.child.on('exit', (code, signal) =>
      this.fail('exited', `the engine exited (${signal ?? `code ${code}`}) ${this.stderr.trim()}`.trim()),
    );
  }

  /** Spawns the engine and waits for its `ready` line (the model is mapped, not read: fast). */
  static async start(options: E5ProcessOptions): Promise<E5StdioProcess> {
    const engine = new E5StdioProcess(options);
    await engine.request('ready', () => undefined);
    return engine;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return !this.failure;
  }

  /** Embeds a batch of texts (each non-empty, already bounded by the caller). */
  embed(texts: readonly string[]): Promise<Float32Array[]> {
    return this.request(texts.length, () => {
      const frames: Buffer[] = [Buffer.from(`embed ${texts.length}\n`)];
      for (const text of texts) {
        const bytes = Buffer.from(text, 'utf8');
        frames.push(Buffer.from(`${bytes.length}\n`), bytes);
      }
      this.child.stdin.write(Buffer.concat(frames));
    });
  }

  /** Ends the engine; a request in flight fails with `exited`. */
  close(): void {
    this.fail('exited', 'closed by its owner');
  }

  private request(expect: Waiting['expect'], send: () => void): Promise<Float32Array[]> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.waiting) throw new Error('E5StdioProcess: one request at a time');
    return new Promise<Float32Array[]>((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail('timeout', `no answer within ${this.options.timeoutMs} ms`),
        this.options.timeoutMs,
      );
      this.waiting = { expect, resolve, reject, timer };
      this.setRef(true);
      send();
    });
  }

  private onData(chunk: Buffer): void {
    this.received = Buffer.concat([this.received, chunk]);
    const newline = this.received.indexOf(10);
    if (newline < 0 || !this.waiting) return;
    const header = this.received.subarray(0, newline).toString('utf8');
    const [word, first, second] = header.split(' ');
    if (word === 'error') return this.fail('engine', header.slice(6));
    if (this.waiting.expect === 'ready') {
      if (word !== 'ready' || !(Number(first) > 0)) return this.fail('protocol', `unexpected start line '${header}'`);
      this.dimensions = Number(first);
      this.received = this.received.subarray(newline + 1);
      return this.settle([]);
    }
    const count = this.waiting.expect;
    if (word !== 'ok' || Number(first) !== count || Number(second) !== this.dimensions)
      return this.fail('protocol', `unexpected answer '${header}' to a request of ${count} texts`);
    const bytes = count * this.dimensions * 4;
    if (this.received.length < newline + 1 + bytes) return;
    const body = this.received.subarray(newline + 1, newline + 1 + bytes);
    const vectors: Float32Array[] = [];
    for (let i = 0; i < count; i++) {
      const row = new Float32Array(this.dimensions);
      for (let d = 0; d < this.dimensions; d++) row[d] = body.readFloatLE((i * this.dimensions + d) * 4);
      vectors.push(row);
    }
    this.received = this.received.subarray(newline + 1 + bytes);
    this.settle(vectors);
  }

  private settle(vectors: Float32Array[]): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    this.setRef(false);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    waiting.resolve(vectors);
  }

  private fail(reason: EmbedderFailure, detail: string): void {
    if (!this.failure) {
      this.failure = new EmbedderUnavailable(this.options.name, reason, detail);
      this.child.kill('SIGKILL');
    }
    const waiting = this.waiting;
    this.waiting = undefined;
    this.setRef(false);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    waiting.reject(this.failure);
  }

  private setRef(busy: boolean): void {
    for (const handle of [this.child, this.child.stdin, this.child.stdout, this.child.stderr] as Refable[])
      (busy ? handle.ref : handle.unref)?.call(handle);
  }
}
