import { EmbedderUnavailable } from '../embedder.errors';
import { e5SmallFiles } from './e5-small.files';
import { E5StdioProcess } from './e5-stdio.process';

/** The engine processes of one lane and the texts waiting for them. */
export interface E5LaneOptions {
  path: string;
  name: string;
  maxBatch: number;
  timeoutMs: number;
  /** The engine's scheduling niceness (0: as this process; 10: yields the CPU to it). */
  niceness: number;
  /** Engine processes texts are shared out among (one core each while they compute). @default 1 */
  engines?: number;
}

interface Pending {
  text: string;
  resolve(vector: number[]): void;
  reject(error: unknown): void;
}

interface Slot {
  engine?: Promise<E5StdioProcess>;
  busy: boolean;
}

/**
 * A queue in front of `engines` long-lived engine processes (one by default). Texts queued in
 * the same tick are shared out among the idle engines (each takes an even part, up to
 * `maxBatch`): a post's two texts, or a list of documents, are embedded side by side on a
 * second core instead of one after the other (ADR 0064). The first engine is preferred, so a
 * second starts only when texts wait while the first is busy. A crashed or stuck engine fails its
 * batch with `EmbedderUnavailable` and its next batch starts a new one.
 */
export class E5Lane {
  private readonly slots: Slot[];
  private queue: Pending[] = [];
  private dispatching = false;

  constructor(private readonly options: E5LaneOptions) {
    this.slots = Array.from({ length: Math.max(1, options.engines ?? 1) }, () => ({ busy: false }));
  }

  embed(text: string): Promise<number[]> {
    return new Promise<number[]>((resolve, reject) => {
      this.queue.push({ text, resolve, reject });
      // After the caller's other texts of this tick are queued: they are shared out together.
      if (!this.dispatching) {
        this.dispatching = true;
        queueMicrotask(() => {
          this.dispatching = false;
          this.dispatch();
        });
      }
    });
  }

  /** The first engine's process id, starting it if needed. */
  async pid(): Promise<number | undefined> {
    return (await this.running(this.slots[0])).pid;
  }

  /** The ids of the engine processes started so far (tests, benchmarks). */
  async pids(): Promise<number[]> {
    const engines = await Promise.all(this.slots.map((slot) => slot.engine?.catch(() => undefined)));
    return engines.flatMap((engine) => (engine?.alive && engine.pid !== undefined ? [engine.pid] : []));
  }

  async close(): Promise<void> {
    const engines = this.slots.map((slot) => slot.engine);
    for (const slot of this.slots) slot.engine = undefined;
    for (const engine of engines) (await engine?.catch(() => undefined))?.close();
  }

  /** Shares the queue out among the idle engines, the first one first. */
  private dispatch(): void {
    const idle = this.slots.filter((slot) => !slot.busy);
    for (const [i, slot] of idle.entries()) {
      if (this.queue.length === 0) return;
      const share = Math.min(this.options.maxBatch, Math.ceil(this.queue.length / (idle.length - i)));
      void this.run(slot, this.queue.splice(0, share));
    }
  }

  /** Runs `batch`, then whatever waits, on one engine until the queue is empty. */
  private async run(slot: Slot, batch: Pending[]): Promise<void> {
    slot.busy = true;
    for (let next = batch; next.length > 0; next = this.queue.splice(0, this.options.maxBatch)) {
      try {
        const vectors = await (await this.running(slot)).embed(next.map((p) => p.text));
        next.forEach((p, i) => p.resolve(Array.from(vectors[i])));
      } catch (error) {
        slot.engine = undefined;
        next.forEach((p) => p.reject(error));
      }
    }
    slot.busy = false;
  }

  private running(slot: Slot): Promise<E5StdioProcess> {
    const current = slot.engine;
    if (current) return current.then((engine) => (engine.alive ? engine : this.restart(slot)));
    return this.restart(slot);
  }

  private restart(slot: Slot): Promise<E5StdioProcess> {
    const { path, name, timeoutMs, niceness } = this.options;
    const files = e5SmallFiles(path);
    slot.engine = files
      ? E5StdioProcess.start({ ...files, timeoutMs, name, niceness })
      : Promise.reject(
          new EmbedderUnavailable(name, 'not_installed', `no install at ${path} (scripts/lib/ensure-embedder.sh)`),
        );
    return slot.engine;
  }
}
