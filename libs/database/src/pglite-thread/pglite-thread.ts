import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** PGlite on a worker thread: the calls `openPglite` makes of it, each a message to the thread. */
export interface PgliteThread {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** One transaction: COMMIT when `fn` resolves, ROLLBACK when it throws. The caller keeps others out meanwhile. */
  transaction<T>(fn: (tx: { query: PgliteThread['query'] }) => Promise<T>): Promise<T>;
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

type Answer = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

/**
 * Starts PGlite on its own thread (`pglite-thread.worker.js`) on `dataDir` (in memory when
 * undefined) and resolves once it answers. Errors come back as `Error`s carrying the fields
 * PostgreSQL's had (`code`, `detail`, `constraint`…), so callers read them as before.
 */
export async function openPgliteThread(dataDir: string | undefined): Promise<PgliteThread> {
  // LOMO_PGLITE_MODULE: set by the test harness only (jest.config.js, `spawnNode`).
  const pgliteModule = process.env['LOMO_PGLITE_MODULE'];
  const worker = new Worker(join(__dirname, 'pglite-thread.worker.js'), { workerData: { dataDir, pgliteModule } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let next = 0;
  let exited: Error | undefined;
  worker.on('message', (message: Answer | { channel: string; payload: string }) => {
    if ('channel' in message) {
      for (const onNotify of listeners.get(message.channel) ?? []) onNotify(message.payload);
      return;
    }
    const call = pending.get(message.id);
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    if (message.ok) call?.resolve(message.result);
    else call?.reject(Object.assign(new Error(String(message.error.message)), message.error));
  });
  const fail = (error: Error) => {
    exited = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database's thread exited (code ${code})`)));
  const call = <T>(message: Record<string, unknown>): Promise<T> =>
    exited
      ? Promise.reject(exited)
      : new Promise<T>((resolve, reject) => {
          const id = next++;
          // Alive while an answer is awaited, as a socket with a query in flight is; an idle
          // database (or one nobody closed) does not keep the process running, as on this thread.
          if (pending.size === 0) worker.ref();
          pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
          worker.postMessage({ ...message, id });
        });

  const thread: PgliteThread = {
    query: (text, params) => call({ op: 'query', text, params }),
    // Statement by statement over the thread boundary: the caller's queue (`RequestFirstQueue`)
    // sends nothing else until the transaction has ended, so no other statement lands inside it.
    transaction: async (fn) => {
      await call({ op: 'exec', text: 'BEGIN' });
      try {
        const result = await fn({ query: thread.query });
        await call({ op: 'exec', text: 'COMMIT' });
        return result;
      } catch (error) {
        await call({ op: 'exec', text: 'ROLLBACK' });
        throw error;
      }
    },
    listen: async (channel, onNotify) => {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(onNotify);
      await call({ op: 'listen', channel });
      return async () => {
        set.delete(onNotify);
        if (set.size === 0 && !exited) {
          listeners.delete(channel);
          await call({ op: 'unlisten', channel });
        }
      };
    },
    close: async () => {
      if (!exited) await call({ op: 'close' });
      await worker.terminate();
    },
  };
  try {
    await thread.query('select 1');
    return thread;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}
