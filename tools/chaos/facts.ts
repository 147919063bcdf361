import type { Pool } from 'pg';
import type { LedgerEntry } from '@lomo/service-api';
import type { SimulatedUpstream } from '@lomo/services/generation-gateway';
import type { DistributedCluster } from '@lomo/testing';
import type { Users } from './http';
import { taskStreamId } from '@lomo/contracts';
import { openSqlClient } from '@lomo/database';
import {
  EncryptingEventStore,
  EventKeys,
  LOG_START,
  PostgresEventStore,
  sealedEventLimit,
  type EventStore,
  type LogFilter,
  type RecordedEvent,
} from '@lomo/event-store';
import { decodeKek, KekRing, kekOf } from '@lomo/vault/kek';
import type { Facts, Violation } from './invariants';
import type { TaskOutcome } from './load';
import type { SseClient } from './sse';

/** The categories the status stream describes (docs/api.md): tasks, generation jobs, purges. */
const STATUS_EVENTS = `(category in ('task', 'genjob') or stream_id = '$purges')`;
/** A lease whose holder's session lock is gone (as `TaskLeases` decides it; 'LOMO' is its lock namespace). */
const HOLDER_GONE = `(l.live_key is not null and not exists (
  select 1 from pg_locks k where k.locktype = 'advisory' and k.classid = ${0x4c4f4d4f}::oid
     and k.objid = l.live_key::oid and k.objsubid = 2 and k.granted
     and k.database = (select oid from pg_database where datname = current_database())))`;

/** The log's newest position (`global_position`): the quiet time counts what comes after it. */
export async function logHead(db: Pool): Promise<string> {
  const { rows } = await db.query<{ head: string }>(
    `select coalesce(max(global_position), 0)::text as head from lomo_events`,
  );
  return rows[0].head;
}

/** Reads, once the cluster is quiet, everything the checker needs. */
export async function collectFacts(input: {
  db: Pool;
  /** The database `db` is connected to: the log is read through the store too. */
  databaseUrl: string;
  users: Users;
  /** Reads the ledger and the task cards; gives up soon, so a dead app costs a report line, not 90 s a task. */
  reader: Users;
  upstream: SimulatedUpstream;
  outcomes: TaskOutcome[];
  sseClients: SseClient[];
  idleFrom: string;
  cluster: DistributedCluster;
}): Promise<Facts> {
  const { db, users, upstream, outcomes } = input;
  const status = await db.query<{ pos: string }>(
    `select transaction_id::text || '-' || global_position::text as pos from lomo_events
      where ${STATUS_EVENTS} order by transaction_id, global_position`,
  );
  // Event content is sealed (ADR 0050): read through the store with the cluster's KEK, not `data` in SQL.
  const log = await openEventLog(input.databaseUrl, input.cluster.vaultKek);
  const [jobRows, deliveredEvents] = await (async () => {
    try {
      const jobEvents = ['JobRequested', 'JobSucceeded', 'JobFailed', 'JobCancelled'];
      return [
        await readLog(log, { categories: ['genjob'], eventTypes: jobEvents }),
        await readLog(log, { categories: ['task'], eventTypes: ['MessageDelivered'] }),
      ];
    } finally {
      await log.close();
    }
  })();
  const jobs = new Map<string, Facts['jobs'][number]>();
  for (const event of jobRows) {
    const data = (event.data ?? {}) as Record<string, string>;
    if (event.type === 'JobRequested')
      jobs.set(event.streamId, { jobId: data.jobId, idempotencyKey: data.idempotencyKey, taskId: data.taskId });
    else {
      const job = jobs.get(event.streamId);
      if (job)
        job.outcome = ({ JobSucceeded: 'succeeded', JobFailed: 'failed', JobCancelled: 'cancelled' } as const)[
          event.type as 'JobSucceeded'
        ];
    }
  }
  const delivered = {
    rows: deliveredEvents.map((e) => ({ id: (e.data as { messageId?: string } | null)?.messageId ?? '' })),
  };
  const leases = await db.query<{ task_id: string; holder: string; expired_ms: string; gone: boolean }>(
    `select task_id, holder, (extract(epoch from (now() - expires_at)) * 1000)::bigint::text as expired_ms,
            ${HOLDER_GONE} as gone from task_leases l`,
  );
  const idle = await db.query<{ stream_id: string; event_type: string }>(
    `select stream_id, event_type from lomo_events where global_position > $1::bigint order by global_position`,
    [input.idleFrom],
  );
  const ledger = await input.reader.call<LedgerEntry[]>('GET', '/v1/billing/ledger');
  const tasks: Facts['tasks'] = [];
  for (const taskId of new Set(outcomes.flatMap((o) => (o.taskId ? [o.taskId] : [])))) {
    const card = await input.reader.call<{ status: string; stopReason?: string }>('GET', `/v1/tasks/${taskId}`);
    tasks.push({
      taskId,
      // A card that will not read says how (seed 21's 300 were all refused at the end).
      status: card.status === 200 ? card.body.status : `unreadable (${card.status})`,
      stopReason: card.body?.stopReason,
    });
  }
  return {
    upstreamSubmissions: upstream.submissions().map((s) => ({ idempotencyKey: s.idempotencyKey })),
    jobs: [...jobs.values()],
    ledger: ledger.status === 200 ? ledger.body : [],
    tasks,
    leases: leases.rows.map((l) => ({
      taskId: l.task_id,
      holder: l.holder,
      expiredForMs: Number(l.expired_ms),
      holderGone: l.gone,
    })),
    statusLog: status.rows.map((r) => r.pos),
    sseClients: input.sseClients.map((c) => ({ name: c.name, ids: [...c.ids], connections: c.connections })),
    idleAppends: idle.rows.map((r) => ({ streamId: r.stream_id, type: r.event_type })),
    acceptedMessages: outcomes.flatMap((o) => o.acceptedMessages),
    deliveredMessageIds: delivered.rows.map((r) => r.id),
    serverErrors: users.serverErrors.map(({ status, retryAfter, route, atMs, problem }) => ({
      status,
      retryAfter,
      route,
      atMs,
      problem,
    })),
    deadProcesses: (
      ['gateway', 'task-runtime', 'router', 'generation-gateway', 'billing', 'workspace', 'memory'] as const
    )
      .flatMap((app) => input.cluster.replicas(app))
      .filter((m) => !input.cluster.alive(m.app, m.replica))
      .map((m) => ({
        name: m.name,
        exit: m.process.child.signalCode ? `signal ${m.process.child.signalCode}` : `code ${m.process.child.exitCode}`,
        lastOutput: (m.process.stdout() + m.process.stderr()).slice(-1_500).replace(/\s+/g, ' '),
      })),
  };
}

/**
 * For a violation's subject, what the log says about it (the database is dropped at teardown,
 * so this is the only trace a report keeps): a task's or job's last events, the stream and
 * type of the first events an SSE client missed.
 */
export async function explain(db: Pool, violations: readonly Violation[]): Promise<string[]> {
  const lines: string[] = [];
  for (const v of violations.slice(0, 20)) {
    const streams =
      v.invariant === 'task-settled'
        ? [taskStreamId(v.subject)]
        : v.invariant === 'job-settled' ||
            v.invariant === 'capture-matches-success' ||
            v.invariant === 'ledger-balanced'
          ? [v.subject]
          : [];
    for (const stream of streams) {
      const { rows } = await db.query<{ event_type: string; recorded_at: Date }>(
        `select event_type, recorded_at from lomo_events where stream_id = $1 order by revision desc limit 12`,
        [stream],
      );
      lines.push(
        `${stream}: ${rows
          .reverse()
          .map((r) => `${r.event_type}@${r.recorded_at.toISOString().slice(11, 23)}`)
          .join(' ')}`,
      );
    }
    if (v.invariant === 'sse-gap-free' && v.detail.startsWith('missed')) {
      const missed = [...v.detail.matchAll(/(\d+)-(\d+)/g)].slice(2, 5).map((m) => m[2]);
      if (missed.length === 0) continue;
      const { rows } = await db.query<{ stream_id: string; event_type: string; recorded_at: Date }>(
        `select stream_id, event_type, recorded_at from lomo_events where global_position = any($1::bigint[])`,
        [missed],
      );
      lines.push(
        `${v.subject} missed: ${rows.map((r) => `${r.stream_id}/${r.event_type}@${r.recorded_at.toISOString().slice(11, 23)}`).join(' ')}`,
      );
    }
  }
  return lines;
}

/** The cluster's log as its apps read it: on the checker's database, sealed content opened with the cluster's KEK. */
async function openEventLog(url: string, vaultKek: string): Promise<EventStore> {
  const sql = await openSqlClient({ url, pgliteDataDir: 'unused', poolSize: 2 });
  const plain = await PostgresEventStore.open(sql, { maxEventBytes: sealedEventLimit() }, true);
  return new EncryptingEventStore(plain, { keys: new EventKeys(sql, new KekRing(kekOf(decodeKek(vaultKek)!))) });
}

/** Every event matching `filter`, in log order. */
async function readLog(log: EventStore, filter: LogFilter): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (let after = LOG_START; ;) {
    const page = await log.readAll({ after, filter, maxCount: 1000 });
    all.push(...page);
    if (page.length < 1000) return all;
    after = page[page.length - 1].position;
  }
}
