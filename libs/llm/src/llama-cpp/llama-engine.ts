import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ModelUsage } from '../port/chat-model.port';
import type { LlamaHistoryItem } from './llama-prompt';

/** What the engine loads: one model file, on this many CPU threads, with this context window. */
export interface LlamaEngineOptions {
  modelPath: string;
  threads: number;
  contextSize: number;
}

/** One generation: the history, the grammar's schema (none: free text), and its limits. */
export interface GenerateRequest {
  history: LlamaHistoryItem[];
  schema?: Record<string, unknown>;
  maxTokens: number;
  /** Counted from the call, waiting in the queue included: a queued call expires too. */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface Generated {
  text: string;
  /** node-llama-cpp's: `eogToken`, `maxTokens`, `stopGenerationTrigger`, `abort`… */
  stopReason: string;
  usage?: ModelUsage;
}

/** The engine as the chat model uses it; tests give a scripted one. */
export interface LlamaGenerator {
  generate(request: GenerateRequest): Promise<Generated>;
}

type WorkerReply =
  | { type: 'ready'; chatWrapper: string }
  | { type: 'failed'; error: string }
  | ({ type: 'answer'; id: number } & Generated)
  | { type: 'error'; id: number; error: string };

interface Pending {
  resolve(value: Generated): void;
  reject(error: Error): void;
}

/**
 * node-llama-cpp in a worker thread (`llama-worker.mjs`): the model is loaded once per process
 * and model path ({@link LlamaEngine.for}), requests are answered one at a time in order, and a
 * request past its deadline is aborted in the worker, so a slow answer never blocks the calls
 * behind it for longer than its own timeout. A worker that dies fails what it was asked and is
 * started again on the next call.
 */
export class LlamaEngine implements LlamaGenerator {
  private static readonly engines = new Map<string, LlamaEngine>();
  private worker?: Worker;
  private ready?: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Closed for good: a model whose app is shutting down must not be loaded again by a late call. */
  private closed = false;

  private constructor(private readonly options: LlamaEngineOptions) {}

  /** The process's engine for these options: loaded on first use, then shared. */
  static for(options: LlamaEngineOptions): LlamaEngine {
    const key = JSON.stringify([options.modelPath, options.threads, options.contextSize]);
    let engine = LlamaEngine.engines.get(key);
    if (!engine) LlamaEngine.engines.set(key, (engine = new LlamaEngine(options)));
    return engine;
  }

  /** Stops every engine of the process (tests; a process that exits needs nothing). */
  static async closeAll(): Promise<void> {
    const engines = [...LlamaEngine.engines.values()];
    LlamaEngine.engines.clear();
    await Promise.all(engines.map((e) => e.close()));
  }

  /** Starts the worker and waits until the model is loaded. @throws with node-llama-cpp's reason when it cannot be */
  load(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the local model was closed'));
    if (this.ready) return this.ready;
    const worker = new Worker(join(__dirname, 'llama-worker.mjs'), { workerData: this.options });
    // An idle worker must not keep a finished process alive; one with requests does (`ref` while a request waits).
    worker.unref();
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') resolve();
        else if (reply.type === 'failed') {
          reject(new Error(`node-llama-cpp could not load ${this.options.modelPath}: ${reply.error}`));
          void this.stop();
        } else this.settle(reply);
      });
      worker.on('error', (error) => this.gone(worker, error, reject));
      worker.on('exit', (code) => this.gone(worker, new Error(`the local model's worker exited (${code})`), reject));
    });
    return this.ready;
  }

  async generate(request: GenerateRequest): Promise<Generated> {
    await this.load();
    if (request.signal?.aborted) throw new Error('the local model call was aborted');
    const id = this.nextId++;
    const worker = this.worker!;
    return new Promise<Generated>((resolve, reject) => {
      const stop = (error: Error) => {
        const pending = this.pending.get(id);
        if (!pending) return;
        this.pending.delete(id);
        worker.postMessage({ type: 'abort', id });
        pending.reject(error);
      };
      const timer = setTimeout(
        () => stop(new Error(`the local model did not answer within ${request.timeoutMs} ms`)),
        request.timeoutMs,
      );
      const onAbort = () => stop(new Error('the local model call was aborted'));
      request.signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', onAbort);
        if (this.pending.size === 0) worker.unref();
      };
      worker.ref();
      this.pending.set(id, {
        resolve: (value) => (done(), resolve(value)),
        reject: (error) => (done(), reject(error)),
      });
      worker.postMessage({
        type: 'generate',
        id,
        history: request.history,
        schema: request.schema,
        maxTokens: request.maxTokens,
      });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
  }

  /**
   * Ends the worker; the next call (unless closed) starts a new one. The worker is asked to stop
   * (it aborts what runs and disposes the model) and awaited, never terminated: terminating it
   * while llama.cpp evaluates aborts the whole process, and an evaluation of a long prompt sees
   * the abort only when it ends.
   */
  private async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    this.failPending(new Error('the local model was closed'));
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ type: 'close' });
    await exited;
  }

  private settle(reply: Extract<WorkerReply, { id: number }>): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return; // timed out or aborted already
    this.pending.delete(reply.id);
    if (reply.type === 'error') pending.reject(new Error(`the local model failed: ${reply.error}`));
    else pending.resolve({ text: reply.text, stopReason: reply.stopReason, usage: reply.usage });
  }

  /** A worker that crashed or exited: what it owed fails, and the next call starts a new one. */
  private gone(worker: Worker, error: Error, rejectLoad: (error: Error) => void): void {
    rejectLoad(error);
    if (this.worker !== worker) return; // stopped on purpose, or already replaced
    this.worker = undefined;
    this.ready = undefined;
    this.failPending(error);
  }

  private failPending(error: Error): void {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(error);
  }
}
