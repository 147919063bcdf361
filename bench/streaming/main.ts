import { taskStreamId } from '@lomo/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { formatPosition, PostgresEventStore, type EventStore } from '@lomo/event-store';
import { InProcessFanOut, RedisFanOut, type StatusFanOut } from '../../libs/services/gateway/src/status/status-fan-out';
import { soleLeader, StatusFeed } from '../../libs/services/gateway/src/status/status-feed';
import { StatusReader } from '../../libs/services/gateway/src/status/status-reader';
import { serveSse } from '../../libs/services/gateway/src/status/sse-connection';
import { writeSection } from '../shared/doc-section';

/**
 * `npm run bench:streaming` (issue 9, B7): time from an event append to its arrival at each
 * of 1,000 concurrent SSE clients, through the gateway's real status path (event-store
 * subscription → status line → fan-out → SSE write). Embedded: PGlite + in-process fan-out;
 * distributed: PostgreSQL server + Redis pub/sub. Clients run in a child process.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 40);
const GAP_MS = 100;
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://lomo:lomo@127.0.0.1:5433/lomo';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6380';
const BENCH_DB = 'lomo_bench_streaming';
const WORKSPACE = 'bench';

interface Result {
  mode: string;
  clients: number;
  events: number;
  samples: number;
  missing: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

async function freshDatabase(): Promise<string> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`drop database if exists ${BENCH_DB} with (force)`);
  await client.query(`create database ${BENCH_DB}`);
  await client.end();
  return Object.assign(new URL(baseUrl), { pathname: `/${BENCH_DB}` }).toString();
}

function startClients(url: string): Promise<{ child: ChildProcess; result: () => Promise<Record<string, number[]>> }> {
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=2048', '-r', '@swc-node/register', join(__dirname, 'clients.ts'), url, String(CLIENTS)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('clients did not connect in 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY\n') && timer) {
        clearTimeout(timer);
        resolve({
          child,
          result: () =>
            new Promise((done) => {
              child.on('exit', () =>
                done(
                  JSON.parse(
                    output
                      .split('\n')
                      .find((l) => l.startsWith('RESULT '))!
                      .slice(7),
                  ),
                ),
              );
              child.stdin!.write('done\n');
            }),
        });
      }
    });
    child.on('exit', (code) => code && reject(new Error(`clients exited with ${code}`)));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(mode: string, sql: SqlClient, fanOut: StatusFanOut): Promise<Result> {
  const store: EventStore = await PostgresEventStore.open(sql);
  const reader = new StatusReader(store);
  await fanOut.ready();
  const feed = new StatusFeed(store, reader, fanOut, soleLeader());
  feed.start();
  const server: Server = createServer(
    (req, res) =>
      void serveSse(
        req as unknown as Request,
        res as unknown as Response,
        { subscribe: (l) => fanOut.subscribe(WORKSPACE, l), history: async () => [], accept: () => true },
        undefined,
      ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const clients = await startClients(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await new Promise((r) => setTimeout(r, 500));
  const sentAt = new Map<string, number>();
  const taskId = randomUUID();
  for (let i = 0; i < EVENTS; i++) {
    const t0 = performance.timeOrigin + performance.now();
    const { position } = await store.append(
      taskStreamId(taskId),
      [
        {
          id: randomUUID(),
          type: 'MessageDelivered',
          data: { messageId: `m${i}`, at: new Date().toISOString() },
          metadata: { workspaceId: WORKSPACE },
        },
      ],
      { expected: 'any' },
    );
    sentAt.set(formatPosition(position), t0);
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
  await new Promise((r) => setTimeout(r, 1_000));
  const arrivals = await clients.result();
  server.closeAllConnections();
  server.close();
  await feed.stop();
  await fanOut.close();
  const latencies: number[] = [];
  let missing = 0;
  for (const [id, t0] of sentAt) {
    const got = arrivals[id] ?? [];
    missing += CLIENTS - got.length;
    for (const at of got) latencies.push(at - t0);
  }
  latencies.sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    mode,
    clients: CLIENTS,
    events: EVENTS,
    samples: latencies.length,
    missing,
    p50: r(percentile(latencies, 50)),
    p90: r(percentile(latencies, 90)),
    p99: r(percentile(latencies, 99)),
    max: r(latencies[latencies.length - 1]),
  };
}

function section(results: Result[], startedAt: Date): string {
  const rows = results.map(
    (x) =>
      `| ${x.mode} | ${x.clients} | ${x.events} | ${x.samples} | ${x.missing} | ${x.p50} | ${x.p90} | ${x.p99} | ${x.max} |`,
  );
  return [
    '<!-- bench:streaming:start -->',
    '## B7 — status stream: append → arrival at 1,000 SSE clients',
    '',
    `\`npm run bench:streaming\`, ${startedAt.toISOString().slice(0, 16)}Z, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}.`,
    `One task event appended every ${GAP_MS} ms; latency = from just before \`append\` to the client having read the SSE event, per client and event,`,
    "through the gateway's own path: event-store subscription → status line → fan-out → SSE write. Clients run in a second process on the same machine.",
    'Aim (issue 9): p50 ≤ 15 ms, p99 ≤ 100 ms.',
    '',
    '| mode | clients | events | samples | missing | p50 ms | p90 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Embedded = PGlite event store + in-process fan-out; Redis = PostgreSQL 15 server + Redis pub/sub fan-out (what gateway replicas use).',
    '<!-- bench:streaming:end -->',
  ].join('\n');
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const results: Result[] = [];
  const pglite = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
  results.push(await run('embedded (PGlite, in-process)', pglite, new InProcessFanOut()));
  await pglite.close();
  console.error(results[0]);
  const pg = await openSqlClient({ url: await freshDatabase(), pgliteDataDir: 'unused' });
  const redis = new Redis(redisUrl);
  results.push(await run('distributed (PostgreSQL, Redis pub/sub)', pg, new RedisFanOut(redis)));
  redis.disconnect();
  await pg.close();
  console.error(results[1]);
  await writeSection(join(__dirname, '../../docs/benchmarks.md'), 'streaming', section(results, startedAt));
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
