import type { ChaosOptions } from './options';
import type { FaultRecord } from './faults';
import type { Violation } from './invariants';
import type { TaskOutcome } from './load';

export interface RunRecord {
  options: ChaosOptions;
  /** Wall time of the load phase and of the whole run (boot and checks included). */
  loadMs: number;
  totalMs: number;
  outcomes: TaskOutcome[];
  faults: FaultRecord[];
  violations: Violation[];
  http: {
    requests: number;
    serverErrors: number;
    without503RetryAfter: number;
    unreachable: number;
    inProgressRetries: number;
    /** Every 5xx a user got: grouped in the report, so a 503 can be laid beside its fault. */
    errors?: Array<{ status: number; route: string; atMs: number; problem: string }>;
  };
  sse: Array<{ name: string; connections: number; received: number }>;
  idleSeconds: number;
  idleAppends: number;
  /** What the log said about the violations' subjects before the database was dropped. */
  diagnostics?: string[];
}

/** p-th percentile (nearest rank) of `values`; undefined when there are none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * The report's numbers: faults by type with recovery p50/p99, tasks settled per minute before
 * the first fault, while faults ran and after the last, and the violations by invariant.
 */
export function summarise(run: RunRecord) {
  const byType = new Map<string, FaultRecord[]>();
  for (const f of run.faults) byType.set(f.fault.type, [...(byType.get(f.fault.type) ?? []), f]);
  const faults = Object.fromEntries(
    [...byType].map(([type, records]) => {
      const recovery = records.flatMap((r) => (r.recoveryMs === undefined ? [] : [r.recoveryMs]));
      const callers = records.flatMap((r) => (r.callersRecoveredMs === undefined ? [] : [r.callersRecoveredMs]));
      return [
        type,
        {
          count: records.length,
          failedToInject: records.filter((r) => r.error).length,
          recoveryP50Ms: percentile(recovery, 50),
          recoveryP99Ms: percentile(recovery, 99),
          ...(callers.length ? { callersP50Ms: percentile(callers, 50), callersP99Ms: percentile(callers, 99) } : {}),
        },
      ];
    }),
  );
  const firstFault = Math.min(...run.faults.map((f) => f.startedAtMs));
  const lastRestored = Math.max(...run.faults.map((f) => f.restoredAtMs ?? f.startedAtMs));
  const settled = run.outcomes.flatMap((o) => (o.settledAtMs === undefined ? [] : [o.settledAtMs]));
  const perMinute = (from: number, to: number) =>
    to > from ? round((60_000 * settled.filter((t) => t >= from && t < to).length) / (to - from)) : undefined;
  const throughput = run.faults.length
    ? {
        before: perMinute(0, firstFault),
        during: perMinute(firstFault, lastRestored),
        after: perMinute(lastRestored, run.loadMs),
      }
    : { before: perMinute(0, run.loadMs) };
  const violations: Record<string, number> = {};
  for (const v of run.violations) violations[v.invariant] = (violations[v.invariant] ?? 0) + 1;
  const decisions: Record<string, number> = {};
  for (const o of run.outcomes) decisions[o.decision ?? 'none'] = (decisions[o.decision ?? 'none'] ?? 0) + 1;
  return {
    seed: run.options.seed,
    tasks: {
      planned: run.outcomes.length,
      started: run.outcomes.filter((o) => o.taskId).length,
      settled: settled.length,
      unsettled: run.outcomes.filter((o) => o.error).map((o) => `${o.plan.index}: ${o.error}`),
      decisions,
      artifacts: run.outcomes.reduce((s, o) => s + o.artifacts, 0),
      cardsAnswered: run.outcomes.reduce((s, o) => s + o.cardsAnswered, 0),
      followUps: run.outcomes.reduce((s, o) => s + o.acceptedMessages.length, 0),
    },
    throughputPerMinute: throughput,
    faults,
    http: { ...run.http, errors: serverErrorGroups(run.http.errors ?? []) },
    sse: run.sse,
    idle: { seconds: run.idleSeconds, appended: run.idleAppends },
    violations,
    loadMs: run.loadMs,
    totalMs: run.totalMs,
  };
}

/** The human lines: what ran, what broke, and every violation with its subject. */
export function humanLines(run: RunRecord): string[] {
  const s = summarise(run);
  const ms = (v: number | undefined) => (v === undefined ? '–' : `${(v / 1000).toFixed(2)} s`);
  const lines = [
    `chaos seed ${s.seed}: ${s.tasks.planned} tasks, ${run.faults.length} faults, load ${ms(s.loadMs)}, total ${ms(s.totalMs)}`,
    `tasks: ${s.tasks.started} started, ${s.tasks.settled} settled, ${s.tasks.artifacts} artifacts, ${s.tasks.cardsAnswered} cards answered, ${s.tasks.followUps} follow-ups; routed ${JSON.stringify(s.tasks.decisions)}`,
    `throughput (tasks settled / min): ${Object.entries(s.throughputPerMinute)
      .map(([k, v]) => `${k} ${v ?? '–'}`)
      .join(', ')}`,
    `http: ${s.http.requests} requests, ${s.http.serverErrors} 5xx (${s.http.without503RetryAfter} 503 without Retry-After), ${s.http.unreachable} unreachable, ${s.http.inProgressRetries} in-progress retries`,
    ...s.http.errors.map((e) => `  ${e.count} × ${e.status} ${e.problem} ${e.route} at ${ms(e.fromMs)}–${ms(e.toMs)}`),
    ...Object.entries(s.faults).map(
      ([type, f]) =>
        `fault ${type} ×${f.count}: recovery p50 ${ms(f.recoveryP50Ms)} p99 ${ms(f.recoveryP99Ms)}` +
        ('callersP50Ms' in f ? `, callers p50 ${ms(f.callersP50Ms)} p99 ${ms(f.callersP99Ms)}` : '') +
        (f.failedToInject ? `, ${f.failedToInject} failed to inject` : ''),
    ),
    ...run.faults.map(
      (f) =>
        `  #${f.fault.index} ${f.fault.type}[${f.fault.replica}] at ${ms(f.startedAtMs)} hold ${ms(f.fault.holdMs)}` +
        `${f.leasedTasks === undefined ? '' : `, ${f.leasedTasks} leased`}: recovery ${ms(f.recoveryMs)}` +
        `${f.callersRecoveredMs === undefined ? '' : `, callers ${ms(f.callersRecoveredMs)}`}${f.error ? `, ERROR ${f.error}` : ''}`,
    ),
    `sse: ${s.sse.map((c) => `${c.name} ${c.received} ids/${c.connections} connections`).join('; ')}`,
    `idle ${s.idle.seconds} s: ${s.idle.appended} events appended`,
    ...s.tasks.unsettled.map((u) => `unsettled task ${u}`),
    ...[loadServed(run) ?? []].flat(),
    run.violations.length === 0
      ? 'violations: 0'
      : `violations: ${run.violations.length} ${JSON.stringify(s.violations)}`,
    ...run.violations.slice(0, 50).map((v) => `  ${v.invariant} ${v.subject}: ${v.detail}`),
    ...(run.diagnostics ?? []).map((d) => `  log ${d}`),
  ];
  return lines;
}

/**
 * 5xx by status, route and problem (the last segment of its type URL, else its first word, and
 * the peer its detail names),
 * with when the first and the last came (ms after the load began, as the faults' times).
 */
export function serverErrorGroups(errors: NonNullable<RunRecord['http']['errors']>) {
  const groups = new Map<
    string,
    { status: number; route: string; problem: string; count: number; fromMs: number; toMs: number }
  >();
  for (const e of errors) {
    const peer = /the ([\w-]+) service/.exec(e.problem)?.[1];
    const problem = `${(e.problem.split(' ')[0] ?? '').split('/').pop() ?? ''}${peer ? ` (${peer})` : ''}`;
    const key = `${e.status} ${e.route} ${problem}`;
    const g = groups.get(key) ?? { status: e.status, route: e.route, problem, count: 0, fromMs: e.atMs, toMs: e.atMs };
    groups.set(key, { ...g, count: g.count + 1, fromMs: Math.min(g.fromMs, e.atMs), toMs: Math.max(g.toMs, e.atMs) });
  }
  return [...groups.values()].sort((a, b) => a.fromMs - b.fromMs);
}

/**
 * A run whose users could start under half their tasks measured nothing (seed 3, 200 tasks:
 * 1 started, every invariant held): it fails, so a green run means the load ran.
 */
export function loadServed(run: Pick<RunRecord, 'outcomes'>): string | undefined {
  const started = run.outcomes.filter((o) => o.taskId).length;
  return started * 2 >= run.outcomes.length
    ? undefined
    : `load not served: ${started} of ${run.outcomes.length} tasks started`;
}

const round = (n: number) => Math.round(n * 10) / 10;
