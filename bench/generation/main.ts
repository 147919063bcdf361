import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openSqlClient } from '@lomo/database';
import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { writeSection } from '../shared/doc-section';
import { gatewayParts } from './gateway-parts';

/**
 * `npm run bench:generation` (B8): 1000 paid submissions, 30% of them repeating an earlier
 * tool call's key, all issued at once by two gateway instances ("workers") over one
 * PostgreSQL database, against the simulated upstream over HTTP. Measured: upstream
 * submissions per key (must be exactly 1), holds per key, and the latency of first and of
 * duplicate submissions. The result replaces the B8 section of docs/benchmarks.md.
 */
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://lomo:lomo@127.0.0.1:5433/lomo';
const TOTAL = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const DUPLICATE_SHARE = 0.3;
const WORKSPACES = 10;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

async function main(): Promise<void> {
  const startedAt = new Date();
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const secret = randomBytes(16).toString('hex');
  // Jobs stay running (no callbacks, slow steps): the benchmark is about the submission path.
  const upstream = new SimulatedUpstream({ secret });
  const url = await upstream.start();
  upstream.script({ promptContains: 'bench', script: { stepMs: 600_000, loseCallbacks: true } });
  const sqlA = await openSqlClient({ url: databaseUrl, pgliteDataDir: 'unused', poolSize: 10 });
  const sqlB = await openSqlClient({ url: databaseUrl, pgliteDataDir: 'unused', poolSize: 10 });
  const workers = [await gatewayParts(sqlA, { url, secret }), await gatewayParts(sqlB, { url, secret })];
  const { rows } = await sqlA.query<{ server_version: string }>('show server_version');

  const run = randomUUID().slice(0, 8);
  const unique = Math.round(TOTAL * (1 - DUPLICATE_SHARE));
  const keys = Array.from({ length: unique }, (_, i) => ({
    workspaceId: `ws-b8-${run}-${i % WORKSPACES}`,
    taskId: `t-${run}-${i}`,
    callId: '1:1:0',
  }));
  // Each duplicate repeats a random earlier key; the issue order is shuffled so duplicates race their originals.
  const issues = [
    ...keys,
    ...Array.from({ length: TOTAL - unique }, () => keys[Math.floor(Math.random() * unique)]),
  ].sort(() => Math.random() - 0.5);
  const seen = new Set<string>();
  const kinds = issues.map((k) => {
    const id = `${k.taskId}:${k.callId}`;
    const kind = seen.has(id) ? 'duplicate' : 'first';
    seen.add(id);
    return kind;
  });

  const began = performance.now();
  const latencies = await Promise.all(
    issues.map(async (k, i) => {
      const t0 = performance.now();
      await workers[i % 2].generation.submit(
        { workspaceId: k.workspaceId, userId: 'u-bench' },
        { taskId: k.taskId, callId: k.callId, kind: 'image', prompt: `bench ${k.taskId}` },
      );
      return performance.now() - t0;
    }),
  );
  const wallMs = performance.now() - began;
  // Phase 2, no burst: the same duplicates again, one at a time — what one dedup costs on its own.
  const quiet: number[] = [];
  for (const [i, k] of issues.entries()) {
    if (kinds[i] !== 'duplicate') continue;
    const t0 = performance.now();
    await workers[i % 2].generation.submit(
      { workspaceId: k.workspaceId, userId: 'u-bench' },
      { taskId: k.taskId, callId: k.callId, kind: 'image', prompt: `bench ${k.taskId}` },
    );
    quiet.push(performance.now() - t0);
  }

  const perKey = keys.map((k) => upstream.submissions(`${k.taskId}:${k.callId}`).length);
  const holds = (
    await Promise.all(
      [...new Set(keys.map((k) => k.workspaceId))].map((workspaceId) =>
        workers[0].billing.ledger({ workspaceId, userId: 'u-bench' }),
      ),
    )
  )
    .flat()
    .filter((e) => e.entry === 'hold');
  const first = latencies.filter((_, i) => kinds[i] === 'first');
  const dups = latencies.filter((_, i) => kinds[i] === 'duplicate');
  const result = {
    submissions: TOTAL,
    keys: unique,
    duplicates: dups.length,
    wallMs,
    perSecond: (TOTAL / wallMs) * 1000,
    upstreamPerKey: {
      min: Math.min(...perKey),
      max: Math.max(...perKey),
      notExactlyOne: perKey.filter((n) => n !== 1).length,
    },
    holds: holds.length,
    first: { p50: percentile(first, 50), p99: percentile(first, 99) },
    duplicate: { p50: percentile(dups, 50), p99: percentile(dups, 99) },
    quietDuplicate: { p50: percentile(quiet, 50), p99: percentile(quiet, 99) },
  };
  console.error(JSON.stringify(result, null, 2));

  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const section = [
    '<!-- bench:generation:start -->',
    '## B8 — generation submissions with duplicate keys',
    '',
    `\`npm run bench:generation\` (\`bench/generation/\`), run ${startedAt.toISOString()}. Machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; PostgreSQL ${rows[0].server_version} on loopback; load average at start ${load} (the box is shared, absolute latencies move from run to run).`,
    '',
    `${TOTAL} \`GenerationJobs.submit\` calls issued at once, alternating between two gateway instances with their own connection pools (two "workers") over one database, ${unique} distinct tool-call keys in ${WORKSPACES} workspaces and ${dups.length} submissions (${Math.round(DUPLICATE_SHARE * 100)}%) repeating a random earlier key, shuffled so duplicates race their originals. Upstream: the simulated upstream over HTTP on loopback (jobs accepted and left running).`,
    '',
    '| measure | value |',
    '|---|---|',
    `| upstream submissions per key | min ${result.upstreamPerKey.min}, max ${result.upstreamPerKey.max}; keys with ≠ 1: **${result.upstreamPerKey.notExactlyOne}** |`,
    `| billing holds | ${result.holds} for ${unique} keys |`,
    `| first submission latency (quote, JobRequested, hold, claim, upstream POST, JobSubmitted) | p50 ${ms(result.first.p50)}, p99 ${ms(result.first.p99)} |`,
    `| duplicate submission latency (answered from the existing job, or the loser of the no_stream append) | p50 ${ms(result.duplicate.p50)}, p99 ${ms(result.duplicate.p99)} |`,
    `| duplicate submission latency without the burst (the same ${quiet.length} repeated one at a time after it) | p50 ${ms(result.quietDuplicate.p50)}, p99 ${ms(result.quietDuplicate.p99)} |`,
    `| all ${TOTAL} done in | ${(wallMs / 1000).toFixed(1)} s (${result.perSecond.toFixed(0)} submissions/s) |`,
    '',
    'Every latency includes queueing behind the other submissions of the burst (all 1000 start together on 2×10 connections), so the burst rows measure queueing more than work; the one-at-a-time row is the cost of one dedup (a read of the job stream). After the burst the upstream ledger still shows one submission per key.',
    '<!-- bench:generation:end -->',
  ].join('\n');
  await writeSection(join(__dirname, '../../docs/benchmarks.md'), 'generation', section);
  console.log(section);
  for (const w of workers) await w.store.close();
  await sqlA.close();
  await sqlB.close();
  await upstream.stop();
  if (result.upstreamPerKey.notExactlyOne > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
