import { sectionMarkers } from '../shared/doc-section';
import type { LoadResult, Sample } from './load';

export interface Measured {
  opts: { tasks: number; rate: number; users: number; idle: number; seed: number };
  started: Date;
  cores: number;
  cpuModel: string;
  node: string;
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
  dataBytes: number;
  exit: number | null;
}

export const percentile = (xs: number[], p: number): number => {
  const sorted = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : '—');
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const failed = (xs: Sample[]) => xs.filter((s) => !(s.status >= 200 && s.status < 300)).length;
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
    `Workload: ${m.opts.users} users (seed ${m.opts.seed}) in ${Math.ceil(m.opts.users / 5)} workspaces, half with open-API keys; ${m.opts.rate} actions/s (Poisson): ${m.load.posts.length} new requests, ${m.load.followUps.length} follow-ups by task id, ${m.load.cards.length} card reads, ${m.load.answered} cost cards answered; ${tasks} tasks created (router: ${Object.entries(
      m.load.outcomes,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ', ',
      )}); load phase ${(m.load.wallMs / 1000).toFixed(0)} s, platform CPU in it ${(m.loadCpuMs / 1000).toFixed(0)} s; then ${(m.settleMs / 1000).toFixed(0)} s until no task was running, rescheduling or waiting on a job (${m.busyAtIdle} still busy), 5 s, and the ${m.opts.idle} s idle window.`,
    '',
    '| measure | aim | measured | |',
    '|---|---|---|---|',
    `| \`POST /v1/main/messages\` (new request) p50 / p95 / max | p95 ≤ 150 ms | ${ms(percentile(posts, 50))} / ${ms(postP95)} / ${ms(percentile(posts, 100))} | ${verdict(postP95 <= 150)} |`,
    `| every main-thread post incl. follow-ups p50 / p95 | — | ${ms(percentile(all, 50))} / ${ms(percentile(all, 95))} | |`,
    `| \`GET /v1/tasks/{id}\` p50 / p95 | p95 ≤ 50 ms | ${ms(percentile(cards, 50))} / ${ms(cardP95)} | ${verdict(cardP95 <= 50)} |`,
    `| platform CPU over the idle window (mean; max of 5 s slices) | ≤ 5 % of a core | ${pct(m.idleCpu)}; ${pct(Math.max(...m.idleSlices))} | ${verdict(m.idleCpu <= 0.05)} |`,
    `| events appended while idle | none | ${idleEvents}${idleEvents ? ` (${m.idleEvents.map(([t, n]) => `${t} ${n}`).join(', ')})` : ''} | ${verdict(idleEvents === 0)} |`,
    `| events per task (all streams / task streams) | — | ${(m.events / tasks).toFixed(1)} / ${(m.taskEvents / tasks).toFixed(1)} | |`,
    `| data directory per task | — | ${(m.dataBytes / tasks / 1024).toFixed(0)} KiB (${(m.dataBytes / 2 ** 20).toFixed(0)} MiB in all) | |`,
    `| resident memory after the idle window | — | ${m.rssMb.toFixed(0)} MB | |`,
    `| failed requests (non-2xx) | 0 | posts ${failed(m.load.posts)}, follow-ups ${failed(m.load.followUps)}, cards ${failed(m.load.cards)}, answers ${failed(m.load.answers)} | |`,
    '',
    `Task events by type: ${m.taskEventsByType.map(([t, n]) => `${t} ${n}`).join(', ')}. The platform exited with ${m.exit} on SIGTERM.`,
    end,
  ].join('\n');
}
