import { unbalancedJobs, type LedgerEntry } from '@lomo/service-api';

/**
 * What the soak collected once the cluster went quiet: the simulated upstream's request
 * ledger, the event log, billing's ledger, the task cards, the lease table, what every SSE
 * client received and every 5xx a user saw. The checks below read only this, so they are
 * pure and a spec can feed them a broken run.
 */
export interface Facts {
  /** Every POST /v1/jobs the upstream received, by idempotency key. */
  upstreamSubmissions: Array<{ idempotencyKey?: string }>;
  /** Generation jobs as the log tells them (`genjob-*` streams). */
  jobs: Array<{
    jobId: string;
    idempotencyKey: string;
    taskId: string;
    outcome?: 'succeeded' | 'failed' | 'cancelled';
  }>;
  ledger: LedgerEntry[];
  /** The users' tasks as their cards read at the end. */
  tasks: Array<{ taskId: string; status: string; stopReason?: string }>;
  /** Rows of `task_leases` at the end: how long past their expiry, and whether the holder's session is gone. */
  leases: Array<{ taskId: string; holder: string; expiredForMs: number; holderGone: boolean }>;
  /** Positions (`commit-prepare`) of every status-stream event of the workspace, in log order. */
  statusLog: string[];
  sseClients: Array<{ name: string; ids: string[]; connections: number }>;
  /** Events appended during the quiet time at the end. */
  idleAppends: Array<{ streamId: string; type: string }>;
  /** Follow-ups the API accepted (202), and the message ids the task streams record as delivered. */
  acceptedMessages: Array<{ taskId: string; messageId: string }>;
  deliveredMessageIds: string[];
  /** Every 5xx answer a user got. */
  serverErrors: Array<{ status: number; retryAfter: boolean; route: string; atMs?: number; problem?: string }>;
  /** Processes of the cluster found dead at the end that no fault left down (the soak restarts what it kills). */
  deadProcesses: Array<{ name: string; exit: string; lastOutput: string }>;
}

export type Invariant =
  | 'upstream-at-most-once'
  | 'ledger-balanced'
  | 'capture-matches-success'
  | 'job-settled'
  | 'task-settled'
  | 'lease-of-dead-holder'
  | 'sse-gap-free'
  | 'quiet-when-idle'
  | 'message-not-lost'
  | 'only-503'
  | 'process-survived';

export interface Violation {
  invariant: Invariant;
  subject: string;
  detail: string;
}

/** Statuses in which a task needs a worker: at the end, after the last fault's lease TTL, none may be left there. */
const NEEDS_WORKER = new Set(['running', 'rescheduling']);

export function checkInvariants(facts: Facts): Violation[] {
  return [
    ...upstreamAtMostOnce(facts),
    ...ledger(facts),
    ...jobsSettled(facts),
    ...tasksSettled(facts),
    ...leases(facts),
    ...sse(facts),
    ...quiet(facts),
    ...messages(facts),
    ...serverErrors(facts),
    ...facts.deadProcesses.map((p) => ({
      invariant: 'process-survived' as const,
      subject: p.name,
      detail: `exited (${p.exit}) with no fault on it; its last output: ${p.lastOutput}`,
    })),
  ];
}

function upstreamAtMostOnce({ upstreamSubmissions }: Facts): Violation[] {
  const counts = countBy(upstreamSubmissions.map((s) => s.idempotencyKey ?? '(no key)'));
  return [...counts]
    .filter(([, n]) => n > 1)
    .map(([key, n]) => ({ invariant: 'upstream-at-most-once', subject: key, detail: `submitted ${n} times` }));
}

/** Held = captured + refunded per job; a capture only for a job that succeeded, exactly one for each. */
function ledger({ ledger, jobs }: Facts): Violation[] {
  const violations: Violation[] = unbalancedJobs(ledger).map((jobId) => ({
    invariant: 'ledger-balanced',
    subject: jobId,
    detail: `held ${sum(ledger, jobId, 'hold')}, captured ${sum(ledger, jobId, 'capture')}, refunded ${sum(ledger, jobId, 'refund')}`,
  }));
  const captures = countBy(ledger.filter((e) => e.entry === 'capture').map((e) => e.jobId));
  const refunds = countBy(ledger.filter((e) => e.entry === 'refund').map((e) => e.jobId));
  const outcome = new Map(jobs.map((j) => [j.jobId, j.outcome]));
  for (const [jobId, n] of captures) {
    if (n > 1) violations.push({ invariant: 'capture-matches-success', subject: jobId, detail: `captured ${n} times` });
    if (outcome.get(jobId) !== 'succeeded')
      violations.push({
        invariant: 'capture-matches-success',
        subject: jobId,
        detail: `captured, but the job ${outcome.has(jobId) ? `ended ${outcome.get(jobId) ?? 'not yet'}` : 'is not in the log'}`,
      });
  }
  for (const [jobId, n] of refunds)
    if (n > 1) violations.push({ invariant: 'capture-matches-success', subject: jobId, detail: `refunded ${n} times` });
  for (const job of jobs)
    if (job.outcome === 'succeeded' && !captures.has(job.jobId))
      violations.push({
        invariant: 'capture-matches-success',
        subject: job.jobId,
        detail: 'succeeded, never captured',
      });
  return violations;
}

/** Every job that reached the upstream ended (succeeded, failed or cancelled): none left in flight. */
function jobsSettled({ jobs, upstreamSubmissions }: Facts): Violation[] {
  const submitted = new Set(upstreamSubmissions.map((s) => s.idempotencyKey));
  return jobs
    .filter((j) => submitted.has(j.idempotencyKey) && j.outcome === undefined)
    .map((j) => ({ invariant: 'job-settled', subject: j.jobId, detail: 'submitted upstream, never ended' }));
}

/**
 * Finished, waiting or stopped — but not needing a worker, and not waiting on jobs that all
 * ended already (their results never reached it).
 */
function tasksSettled({ tasks, jobs }: Facts): Violation[] {
  const inFlight = new Set(jobs.filter((j) => j.outcome === undefined).map((j) => j.taskId));
  return tasks
    .filter(
      (t) =>
        NEEDS_WORKER.has(t.status) ||
        t.status.startsWith('unreadable') ||
        (t.status === 'waiting_external' && !inFlight.has(t.taskId)),
    )
    .map((t) => ({
      invariant: 'task-settled',
      subject: t.taskId,
      detail:
        t.status === 'waiting_external'
          ? 'waiting for a result, but every job it submitted has ended'
          : `still ${t.status} after the quiet time`,
    }));
}

function leases({ leases }: Facts): Violation[] {
  return leases
    .filter((l) => l.holderGone || l.expiredForMs > 1_000)
    .map((l) => ({
      invariant: 'lease-of-dead-holder',
      subject: l.taskId,
      detail: `held by ${l.holder}, ${l.holderGone ? 'whose session is gone' : `expired ${l.expiredForMs} ms ago`}`,
    }));
}

/**
 * docs/api.md: a stream resumed with Last-Event-ID misses nothing and repeats nothing. So each
 * client's ids, across all its reconnects, are strictly increasing and are exactly the log's
 * status events between the first it saw and the last.
 */
function sse({ sseClients, statusLog }: Facts): Violation[] {
  const violations: Violation[] = [];
  for (const client of sseClients) {
    if (client.ids.length === 0) continue;
    for (let i = 1; i < client.ids.length; i++)
      if (comparePosition(client.ids[i - 1], client.ids[i]) >= 0)
        violations.push({
          invariant: 'sse-gap-free',
          subject: client.name,
          detail: `${client.ids[i]} after ${client.ids[i - 1]} (${client.ids[i] === client.ids[i - 1] ? 'duplicate' : 'out of order'})`,
        });
    const [first, last] = [client.ids[0], client.ids[client.ids.length - 1]];
    const expected = statusLog.filter((p) => comparePosition(p, first) >= 0 && comparePosition(p, last) <= 0);
    const got = new Set(client.ids);
    const missed = expected.filter((p) => !got.has(p));
    const logged = new Set(statusLog);
    const foreign = client.ids.filter((id) => !logged.has(id));
    if (missed.length)
      violations.push({
        invariant: 'sse-gap-free',
        subject: client.name,
        detail: `missed ${missed.length} of ${expected.length} events between ${first} and ${last}, first ${missed.slice(0, 3).join(', ')}`,
      });
    if (foreign.length)
      violations.push({
        invariant: 'sse-gap-free',
        subject: client.name,
        // Redis pub/sub is server-wide: another cluster of workspace `local` on the same Redis
        // server reaches these clients too (and its positions can hide ours: see docs/chaos.md).
        detail: `${foreign.length} ids not in the log's status events (another deployment on the same Redis server?), first ${foreign.slice(0, 3).join(', ')}`,
      });
  }
  return violations;
}

function quiet({ idleAppends }: Facts): Violation[] {
  const byType = countBy(idleAppends.map((e) => `${e.streamId.split('-')[0]}/${e.type}`));
  return [...byType].map(([what, n]) => ({
    invariant: 'quiet-when-idle',
    subject: what,
    detail: `${n} appended while nothing was asked`,
  }));
}

function messages({ acceptedMessages, deliveredMessageIds }: Facts): Violation[] {
  const delivered = new Set(deliveredMessageIds);
  return acceptedMessages
    .filter((m) => !delivered.has(m.messageId))
    .map((m) => ({
      invariant: 'message-not-lost',
      subject: m.messageId,
      detail: `accepted for ${m.taskId}, never delivered`,
    }));
}

function serverErrors({ serverErrors }: Facts): Violation[] {
  const others = serverErrors.filter((e) => e.status !== 503);
  const counts = countBy(others.map((e) => `${e.status} ${e.route}`));
  return [...counts].map(([what, n]) => {
    const these = others.filter((e) => `${e.status} ${e.route}` === what);
    const times = these.flatMap((e) => (e.atMs === undefined ? [] : [e.atMs]));
    const when = times.length ? ` from ${Math.min(...times) / 1000} s to ${Math.max(...times) / 1000} s` : '';
    const problem = these.find((e) => e.problem)?.problem;
    return { invariant: 'only-503', subject: what, detail: `${n} times${when}${problem ? `, e.g. ${problem}` : ''}` };
  });
}

/** Orders `commit-prepare` log positions (docs/api.md); both halves are bigints. */
export function comparePosition(a: string, b: string): number {
  const [ac, ap] = a.split('-').map(BigInt);
  const [bc, bp] = b.split('-').map(BigInt);
  if (ac !== bc) return ac < bc ? -1 : 1;
  return ap === bp ? 0 : ap < bp ? -1 : 1;
}

function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

function sum(ledger: readonly LedgerEntry[], jobId: string, entry: LedgerEntry['entry']): number {
  return ledger.filter((e) => e.jobId === jobId && e.entry === entry).reduce((s, e) => s + e.amountMinor, 0);
}
