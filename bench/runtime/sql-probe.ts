import { performance } from 'node:perf_hooks';
import { Client } from 'pg';

/**
 * Counts every statement either runtime sends, by patching node-postgres' `Client.query`
 * (both use node-postgres; each scenario runs in its own process, so the patch sees only
 * that runtime). `sqlMs` sums each statement's wall time, which is the time spent waiting
 * on the server only while turns run one at a time.
 */
export interface SqlCounters {
  roundTrips: number;
  /**
   * COMMITs, plus writes sent outside a transaction: each one waits for a WAL flush. A lone
   * NOTIFY is not one: it writes no WAL, so PostgreSQL commits it without a flush.
   */
  commits: number;
  sqlMs: number;
}

export const sqlCounters: SqlCounters = { roundTrips: 0, commits: 0, sqlMs: 0 };

const inTransaction = new WeakSet<object>();

function classify(client: object, text: string): void {
  const head = text.trimStart().slice(0, 20).toLowerCase();
  if (head.startsWith('begin')) inTransaction.add(client);
  else if (head.startsWith('commit') || head.startsWith('rollback')) {
    inTransaction.delete(client);
    if (head.startsWith('commit')) sqlCounters.commits++;
  } else if (!inTransaction.has(client) && /^(insert|update|delete|with)/.test(head)) sqlCounters.commits++;
}

export function installSqlProbe(): void {
  type Query = (this: object, ...args: unknown[]) => unknown;
  const proto = Client.prototype as unknown as { query: Query };
  const original = proto.query;
  proto.query = function (this: object, ...args: unknown[]) {
    sqlCounters.roundTrips++;
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
    classify(this, text);
    const started = performance.now();
    const done = () => (sqlCounters.sqlMs += performance.now() - started);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    // A derived promise that handles both outcomes: the caller still sees the original rejection.
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

export const snapshot = (): SqlCounters => ({ ...sqlCounters });

export const diff = (after: SqlCounters, before: SqlCounters): SqlCounters => ({
  roundTrips: after.roundTrips - before.roundTrips,
  commits: after.commits - before.commits,
  sqlMs: after.sqlMs - before.sqlMs,
});
