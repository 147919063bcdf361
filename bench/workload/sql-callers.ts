/**
 * Counts the embedded database's statements per caller (issue 26: who keeps PGlite busy while
 * the platform is idle). Preloaded into the platform process (`-r`) when the bench runs with
 * `--sql-callers`: from the idle window on, it wraps PGlite's `query`, `exec` and `transaction`
 * and, once a second, writes the counts so far to `LOMO_SQL_CALLERS` (JSON: caller → statements). A caller is the
 * first two frames of the statement's stack outside the database layer; PGlite runs each
 * statement after an `await`, so a profile cannot name them, but the stack at the call can.
 */
import { existsSync, writeFileSync } from 'node:fs';

/** Frames that are the database layer itself, not a caller. */
const PLUMBING = /node_modules|node:internal|sql-client\.ts|sql-callers\.ts|<anonymous>|processTicksAndRejections/;

export type CallerCounts = Record<string, number>;

/** "Class.method (file.ts)" of the first `depth` frames outside the database layer. */
export function callerOf(stack: string, depth = 2): string {
  const frames = stack
    .split('\n')
    .slice(1)
    .map((line) => line.trim().replace(/^at (async )?/, ''))
    .filter((line) => !PLUMBING.test(line))
    .slice(0, depth)
    .map((line) => {
      const match =
        /^(.*?) \((?:.*\/)?([^/]+?\.ts):\d+:\d+\)$/.exec(line) ?? /^(?:.*\/)?([^/]+?\.ts):\d+:\d+$/.exec(line);
      if (!match) return line;
      return match.length === 3 ? `${match[1]} (${match[2]})` : `(${match[1]})`;
    });
  return frames.join(' < ') || 'unknown';
}

/** Wraps a PGlite prototype's statement methods; `counts` gains one per statement by caller. */
export function countStatements(prototype: Record<string, unknown>, counts: CallerCounts): void {
  const stackOf = () => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 40;
    const stack = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    return stack;
  };
  const count = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  for (const method of ['query', 'exec'] as const) {
    const original = prototype[method] as (...args: unknown[]) => unknown;
    prototype[method] = function (this: unknown, ...args: unknown[]) {
      if (!inTransaction) count(callerOf(stackOf()));
      return original.apply(this, args);
    };
  }
  let inTransaction = false;
  const transaction = prototype.transaction as (fn: (tx: unknown) => unknown) => unknown;
  prototype.transaction = function (this: unknown, fn: (tx: Record<string, unknown>) => unknown) {
    const key = `${callerOf(stackOf())} [tx]`;
    return transaction.call(this, (tx: unknown) => {
      const wrapped = tx as Record<string, (...args: unknown[]) => unknown>;
      for (const method of ['query', 'exec'] as const) {
        const original = wrapped[method];
        wrapped[method] = (...args: unknown[]) => (count(key), original(...args));
      }
      inTransaction = true;
      try {
        return fn(wrapped);
      } finally {
        inTransaction = false;
      }
    });
  };
}

const target = process.env.LOMO_SQL_CALLERS;
if (target) {
  // Counting starts when the bench opens the idle window (it writes `<target>.start`), so the
  // stack taken per statement costs the load phase nothing.
  const counts: CallerCounts = {};
  let counting = false;
  setInterval(() => {
    if (!counting && existsSync(`${target}.start`)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same module instance the platform loads
      const { PGlite } = require('@electric-sql/pglite') as { PGlite: { prototype: Record<string, unknown> } };
      countStatements(PGlite.prototype, counts);
      counting = true;
    }
    if (counting) writeFileSync(target, JSON.stringify({ at: Date.now(), counts }));
  }, 1_000).unref();
}
