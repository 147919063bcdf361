import { sectionMarkers } from '../shared/doc-section';
import type { LoadResult, Sample } from './load';

export interface Measured {
  opts: { tasks: number; rate: number; newShare: number; users: number; idle: number; seed: number };
  started: Date;
  cores: number;
  cpuModel: string;
  node: string;
  /** The platform's EMBEDDER (its default when unset: e5-small, ADR 0062). */
  embedder: string;
  loadBefore: number[];
  loadAfter: number[];
  load: LoadResult;
  loadCpuMs: number;
  settleMs: number;
  busyAtIdle: number;
  /** Cores used on average over the idle window (0.05 = 5 % of one core). */
  idleCpu: number;
  idleSlices: number[];
  rssMb: number;
  events: number;
  taskEvents: number;
  taskEventsByType: Array<[string, number]>;
  idleEvents: Array<[string, number]>;
  /** Reads (card, task list, main thread) right after the idle window, ms; NaN for a failed one. */
  afterIdle: number[];
  /** Tasks by status at the end, and how many of them wait on an open cost card. */
  taskStates: Array<{ status: string; tasks: number; openCostCards: number }>;
  dataBytes: number;
  exit: number | null;
  /** Every main-thread post's time by stage, from the platform's `lomo_router_post_stage_seconds`. */
  stages: PostStageTimes[];
  /** The platform's event-loop delay over the load phase (ms), from prom-client's default metrics. */
  eventLoop: { p50: number; p90: number; p99: number; max: number };
  /** The embedded database's one connection over the load phase: each lane's wait for it and hold of it. */
  databaseQueue: PostStageTimes[];
  /** The platform's own time for a post and a card read (from its middleware to its response). */
  server: PostStageTimes[];
}

/** The event-loop delay percentiles of a `/metrics` page (prom-client resets them at each scrape), in ms. */
export function eventLoopDelay(metrics: string): Measured['eventLoop'] {
  const read = (name: string) =>
    Number(new RegExp(`^nodejs_eventloop_lag_${name}_seconds(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(metrics)?.[1]) * 1000;
  return { p50: read('p50'), p90: read('p90'), p99: read('p99'), max: read('max') };
}

export interface PostStageTimes {
  stage: string;
  count: number;
  meanMs: number;
  /** The upper bound of the histogram bucket holding the 95th percentile (Infinity: above the last). */
  p95AtMostMs: number;
}

/** Reads `lomo_router_post_stage_seconds` from a `/metrics` page: per stage, the count, mean and p95's bucket. */
export function postStageTimes(metrics: string): PostStageTimes[] {
  return histogramTimes(metrics, 'lomo_router_post_stage_seconds', 'stage');
}

/**
 * Reads the embedded database's queue (`lomo_database_queue_wait_seconds` and
 * `lomo_database_operation_seconds`) by lane: whether a request's statements waited for the
 * background on the one connection. Empty on a server pool (no such queue).
 */
export function databaseQueueTimes(metrics: string): Measured['databaseQueue'] {
  return [
    ...histogramTimes(metrics, 'lomo_database_queue_wait_seconds', 'lane').map((t) => ({
      ...t,
      stage: `${t.stage} waited`,
    })),
    ...histogramTimes(metrics, 'lomo_database_operation_seconds', 'lane').map((t) => ({
      ...t,
      stage: `${t.stage} held`,
    })),
  ];
}

/**
 * The platform's own time for the two requests B14 times (`lomo_http_request_duration_seconds`,
 * from the request's middleware to its response): the rest of what the client measured is spent
 * before the platform read the request — its event loop busy with other work.
 */
export function serverTimes(metrics: string): PostStageTimes[] {
  const routes: Record<string, string> = {
    'POST /v1/main/messages': 'post (server)',
    'GET /v1/tasks/:taskId': 'card (server)',
  };
  return histogramTimes(metrics, 'lomo_http_request_duration_seconds', 'route', (l) =>
    Boolean(routes[`${l.method} ${l.route}`] && l.status?.startsWith('2')),
  ).map((t) => ({ ...t, stage: routes[`${t.method} ${t.stage}`] }));
}

/**
 * A histogram of a `/metrics` page by one label: per value, the count, mean and p95's bucket.
 * Series that differ in other labels (an HTTP route's statuses) are added together.
 */
function histogramTimes(
  metrics: string,
  name: string,
  label: string,
  only: (labels: Record<string, string>) => boolean = () => true,
): Array<PostStageTimes & { method?: string }> {
  const groups = new Map<string, { method?: string; count: number; sum: number; buckets: Map<number, number> }>();
  for (const m of metrics.matchAll(new RegExp(`^${name}_(bucket|sum|count)\\{([^}]*)\\} (\\S+)$`, 'gm'))) {
    const labels: Record<string, string> = Object.fromEntries(
      [...m[2].matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (!only(labels)) continue;
    const key = labels[label];
    const group = groups.get(key) ?? { method: labels.method, count: 0, sum: 0, buckets: new Map() };
    groups.set(key, group);
    const value = Number(m[3]);
    if (m[1] === 'count') group.count += value;
    else if (m[1] === 'sum') group.sum += value;
    else {
      const le = labels.le === '+Inf' ? Infinity : Number(labels.le);
      group.buckets.set(le, (group.buckets.get(le) ?? 0) + value);
    }
  }
  return [...groups].map(([key, { method, count, sum, buckets }]) => {
    const p95 = [...buckets].sort((a, b) => a[0] - b[0]).find(([, n]) => n >= 0.95 * count)?.[0] ?? Infinity;
    return {
      stage: key,
      ...(method ? { method } : {}),
      count,
      meanMs: (sum / count) * 1000,
      p95AtMostMs: p95 * 1000,
    };
  });
}

export const percentile = (xs: number[], p: number): number => {
  const sorted = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : '—');
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
/** Requests not answered 2xx. */
export const failed = (xs: Sample[]) => xs.filter((s) => !(s.status >= 200 && s.status < 300)).length;
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

export function report(m: Measured): string {
  const { start, end } = sectionMarkers('workload');
  const posts = m.load.posts.map((s) => s.ms);
  const all = [...posts, ...m.load.followUps.map((s) => s.ms)];
  const cards = m.load.cards.map((s) => s.ms);
  const tasks = m.load.tasks.size;
  const idleEvents = m.idleEvents.reduce((n, [, c]) => n + c, 0);
  const postP95 = percentile(posts, 95);
  const cardP95 = percentile(cards, 95);
  return [
    start,
    `### B14 run of ${m.started.toISOString().slice(0, 16).replace('T', ' ')} UTC (\`npm run bench:workload -- --tasks ${m.opts.tasks} --rate ${m.opts.rate}\`)`,
    '',
    `Machine: ${m.cores} × ${m.cpuModel}, Node ${m.node}; **shared**: load average ${m.loadBefore.map((x) => x.toFixed(2)).join(' / ')} (1/5/15 min) before the run, ${m.loadAfter.map((x) => x.toFixed(2)).join(' / ')} after it.`,
    `Workload: ${m.opts.users} users (seed ${m.opts.seed}) in ${Math.ceil(m.opts.users / 5)} workspaces, half with open-API keys; embedder ${m.embedder}; ${m.opts.rate} actions/s (Poisson, ${Math.round(m.opts.newShare * 100)} % new requests): ${m.load.posts.length} new requests, ${m.load.followUps.length} follow-ups by task id, ${m.load.cards.length} card reads, ${m.load.answered} cost cards answered; router: ${Object.entries(
      m.load.outcomes,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ', ',
      )}; the people corrected ${m.load.corrections.length} (questions answered "a new task", requests added to a task moved to a new one; ${m.load.movesRefused} moves refused, ${m.load.questionsLeft} questions left open); ${tasks} tasks were the people's at the end, left ${m.taskStates.map((t) => `${t.status} ${t.tasks}`).join(', ')}, ${m.taskStates.reduce((n, t) => n + t.openCostCards, 0)} of them waiting on an open cost card; load phase ${(m.load.wallMs / 1000).toFixed(0)} s, platform CPU in it ${(m.loadCpuMs / 1000).toFixed(0)} s; then ${(m.settleMs / 1000).toFixed(0)} s until no task was running, rescheduling or waiting on a job (${m.busyAtIdle} still busy), 5 s, and the ${m.opts.idle} s idle window.`,
    '',
    '| measure | aim | measured | |',
    '|---|---|---|---|',
    `| \`POST /v1/main/messages\` (new request) p50 / p95 / max | p95 ≤ 150 ms | ${ms(percentile(posts, 50))} / ${ms(postP95)} / ${ms(percentile(posts, 100))} | ${verdict(postP95 <= 150)} |`,
    `| every main-thread post incl. follow-ups p50 / p95 | — | ${ms(percentile(all, 50))} / ${ms(percentile(all, 95))} | |`,
    `| \`GET /v1/tasks/{id}\` p50 / p95 | p95 ≤ 50 ms | ${ms(percentile(cards, 50))} / ${ms(cardP95)} | ${verdict(cardP95 <= 50)} |`,
    `| platform CPU over the idle window (mean; max of 5 s slices, and when) | ≤ 5 % of a core | ${pct(m.idleCpu)}; ${peakSlice(m.idleSlices)} | ${verdict(m.idleCpu <= 0.05)} |`,
    `| events appended while idle | none | ${idleEvents}${idleEvents ? ` (${m.idleEvents.map(([t, n]) => `${t} ${n}`).join(', ')})` : ''} | ${verdict(idleEvents === 0)} |`,
    `| reads right after the idle window (card, task list, main thread) p50 / max, failed | — | ${ms(percentile(m.afterIdle.filter(Number.isFinite), 50))} / ${ms(percentile(m.afterIdle.filter(Number.isFinite), 100))}, ${m.afterIdle.filter((t) => !Number.isFinite(t)).length} of ${m.afterIdle.length} | |`,
    `| events per task (all streams / task streams) | — | ${(m.events / tasks).toFixed(1)} / ${(m.taskEvents / tasks).toFixed(1)} | |`,
    `| data directory per task | — | ${(m.dataBytes / tasks / 1024).toFixed(0)} KiB (${(m.dataBytes / 2 ** 20).toFixed(0)} MiB in all) | |`,
    `| resident memory after the idle window | — | ${m.rssMb.toFixed(0)} MB | |`,
    `| every post by stage: mean (p95 at most), calls | — | ${m.stages.map((s) => `${s.stage} ${ms(s.meanMs)} (${ms(s.p95AtMostMs)}), ${s.count}`).join('; ') || 'not exposed'} | |`,
    `| the platform's own time (middleware to response): mean (p95 at most), requests | — | ${m.server.map((s) => `${s.stage} ${ms(s.meanMs)} (${ms(s.p95AtMostMs)}), ${s.count}`).join('; ') || 'not exposed'} | |`,
    `| the embedded database's connection by lane: mean (p95 at most), operations | — | ${m.databaseQueue.map((s) => `${s.stage} ${ms(s.meanMs)} (${ms(s.p95AtMostMs)}), ${s.count}`).join('; ') || 'not exposed'} | |`,
    `| the platform's event-loop delay over the load phase p50 / p90 / p99 / max | — | ${ms(m.eventLoop.p50)} / ${ms(m.eventLoop.p90)} / ${ms(m.eventLoop.p99)} / ${ms(m.eventLoop.max)} | |`,
    `| failed requests (non-2xx) | 0 | posts ${failed(m.load.posts)}, follow-ups ${failed(m.load.followUps)}, cards ${failed(m.load.cards)}, answers ${failed(m.load.answers)}, corrections ${failed(m.load.corrections.filter((c) => c.status !== 409))} | |`,
    '',
    `Task events by type: ${m.taskEventsByType.map(([t, n]) => `${t} ${n}`).join(', ')}. The platform exited with ${m.exit} on SIGTERM.`,
    end,
  ].join('\n');
}

/** The busiest 5-s slice of the idle window and when it began: a burst at 0 s is the load's tail, a later one a timer. */
function peakSlice(slices: readonly number[]): string {
  const peak = Math.max(...slices);
  return `${pct(peak)} at ${slices.indexOf(peak) * 5} s of ${slices.length * 5} s`;
}
