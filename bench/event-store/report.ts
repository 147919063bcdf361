import type { StoreName } from './bench-store';
import type { Machine } from './machine';

/** Results keyed by plan step, then by store; each worker returns a flat record of numbers. */
export type Results = Record<string, Partial<Record<StoreName, Record<string, number | boolean>>>>;

interface Row {
  step: string;
  label: string;
  field: string;
  /** Which way is better, so the ratio can be read at a glance. */
  better: 'higher' | 'lower';
}

const rows: Row[] = [
  ...[1, 16, 64].flatMap((w): Row[] => [
    { step: `b1-${w}`, label: `B1 ${w} writer(s): appends/s`, field: 'appendsPerSec', better: 'higher' },
    { step: `b1-${w}`, label: `B1 ${w} writer(s): p50 ms`, field: 'p50Ms', better: 'lower' },
    { step: `b1-${w}`, label: `B1 ${w} writer(s): p99 ms`, field: 'p99Ms', better: 'lower' },
    {
      step: `b1-${w}`,
      label: `B1 ${w} writer(s): client CPU µs/append`,
      field: 'clientCpuUsPerAppend',
      better: 'lower',
    },
    {
      step: `b1-${w}`,
      label: `B1 ${w} writer(s): server CPU µs/append`,
      field: 'serverCpuUsPerAppend',
      better: 'lower',
    },
  ]),
  { step: 'b3-1k', label: 'B3 read+fold 1k events: median ms', field: 'medianMs', better: 'lower' },
  { step: 'b3-10k', label: 'B3 read+fold 10k events: median ms', field: 'medianMs', better: 'lower' },
  { step: 'b4-lag', label: 'B4 write rate achieved: events/s', field: 'eventsPerSec', better: 'higher' },
  { step: 'b4-lag', label: 'B4 lag commit→delivery: p50 ms', field: 'p50Ms', better: 'lower' },
  { step: 'b4-lag', label: 'B4 lag commit→delivery: p99 ms', field: 'p99Ms', better: 'lower' },
  { step: 'b4-lag', label: 'B4 lag: events never delivered', field: 'skipped', better: 'lower' },
  { step: 'b4-lag', label: 'B4 lag: events delivered twice', field: 'duplicates', better: 'lower' },
  { step: 'b4-load', label: 'B4 backlog load (1k-event appends): events/s', field: 'eventsPerSec', better: 'higher' },
  { step: 'b4-catch-up', label: 'B4 catch-up: events in log', field: 'total', better: 'higher' },
  { step: 'b4-catch-up', label: 'B4 catch-up: events delivered', field: 'delivered', better: 'higher' },
  { step: 'b4-catch-up', label: 'B4 catch-up: seconds', field: 'seconds', better: 'lower' },
  { step: 'b4-catch-up', label: 'B4 catch-up: events/s', field: 'eventsPerSec', better: 'higher' },
  { step: 'b4-catch-up', label: 'B4 catch-up: events delivered twice', field: 'duplicates', better: 'lower' },
];

const STORES: StoreName[] = ['lomo', 'emmett', 'lomo-serialized'];

function format(value: number | boolean | undefined): string {
  if (value === undefined) return '–';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (!Number.isFinite(value)) return String(value);
  return Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1);
}

/** Markdown: the machine, then one table with ours, theirs and ours ÷ theirs. */
export function formatReport(
  machine: Machine,
  results: Results,
  startedAt: Date,
  fsyncAtEnd: number | undefined,
): string {
  const lines = [
    `Run ${startedAt.toISOString()} · ${machine.cores} cores (${machine.cpuModel}) · ${machine.memoryGiB} GiB · Linux ${machine.kernel} · Node ${machine.node}`,
    `PostgreSQL ${machine.postgres} · ${Object.entries(machine.settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(' · ')}`,
    `pg_test_fsync (${machine.fsyncTestDir}): fdatasync ${format(machine.fdatasyncOpsPerSec)} ops/s at start, ${format(fsyncAtEnd)} at end (one 8 kB write)`,
    `load average at start: ${machine.loadAverage.map((l) => l.toFixed(2)).join(' ')}`,
    '',
    '| scenario | better | Lomo | Emmett | Lomo ÷ Emmett | Lomo, writers serialized |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const ours = results[row.step]?.lomo?.[row.field];
    const theirs = results[row.step]?.emmett?.[row.field];
    const ratio =
      typeof ours === 'number' && typeof theirs === 'number' && theirs !== 0 ? `${(ours / theirs).toFixed(2)}×` : '–';
    lines.push(
      `| ${row.label} | ${row.better} | ${format(ours)} | ${format(theirs)} | ${ratio} | ${format(results[row.step]?.['lomo-serialized']?.[row.field])} |`,
    );
  }
  const loads = Object.entries(results).map(
    ([step, byStore]) =>
      `${step} ${STORES.filter((s) => byStore[s])
        .map((s) => format(byStore[s]?.loadBefore))
        .join('/')}`,
  );
  lines.push('', `1-min load average before each run (Lomo/Emmett[/serialized]): ${loads.join(' · ')}`);
  return lines.join('\n');
}
