/**
 * `npm run chaos -- --seed 1 --tasks 20 --faults 3`: the chaos soak (issue 29, docs/chaos.md).
 * Boots distributed mode as separate processes (DistributedCluster: two gateway and two
 * task-runtime replicas, one of every other app) on a PostgreSQL, Redis and Kafka broker of the
 * soak's own (so it may crash them) and the shared OpenSearch, with the simulated paid upstream
 * in this process (its request ledger outlives every app). Seeded users start tasks and answer
 * cards while seeded faults hit one at a time; then the cluster is left quiet, the invariant
 * checker reads the log, the ledgers, the leases and what every SSE client got, and the report
 * is printed. Exit 1 on any violation.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Pool } from 'pg';
import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { DistributedCluster, freshDatabase, FULL_CLUSTER } from '@lomo/testing';
import { collectFacts, explain, logHead } from './facts';
import { FaultInjector, type FaultRecord } from './faults';
import { Users } from './http';
import { checkInvariants } from './invariants';
import { keepLogs, unexpectedErrorLines } from './logs';
import { planLoad, runUser, UPSTREAM_MARKERS } from './load';
import { parseOptions, USAGE, UsageError, type ChaosOptions } from './options';
import { seeded } from './random';
import { OWN_SERVERS, OwnServers, servicesEnv } from './own-servers';
import { CuttableRelay } from './relay';
import { humanLines, loadServed, summarise, type RunRecord } from './report';
import { buildSchedule } from './schedule';
import { SseClient } from './sse';

/** The task lease TTL of the runtime (ADR 0033): a task may need a worker this long after a fault. */
const LEASE_TTL_MS = 10_000;
/** Faults begin once the first tasks are running. */
const FIRST_FAULT_MS = 20_000;
const APPS = ['gateway', 'task-runtime', 'router', 'generation-gateway', 'billing', 'workspace', 'memory'] as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => process.stderr.write(`chaos: ${line}\n`);

/** The servers' TEST_* addresses, from `scripts/services.sh env` when not already set (as npm test sets them). */
function serverAddresses(): void {
  if (process.env.TEST_DATABASE_URL) return;
  const root = resolve(__dirname, '../..');
  const env = execFileSync('bash', [`${root}/scripts/services.sh`, 'env'], { encoding: 'utf8' });
  for (const [name, value] of Object.entries(servicesEnv(env))) process.env[`TEST_${name}`] = value;
}

async function run(options: ChaosOptions): Promise<RunRecord> {
  const began = Date.now();
  const random = seeded(options.seed);
  const schedule = buildSchedule(random.fork('faults'), {
    faults: options.faults,
    types: options.faultTypes,
    startMs: FIRST_FAULT_MS,
    spacingMs: options.spacingSeconds * 1_000,
  });
  // Every replica's and own server's output, kept for the 5xx and violations the report names.
  const logsDir = `${options.out ?? `/tmp/chaos-${options.seed}`}.logs`;
  const windowMs = Math.max(60_000, FIRST_FAULT_MS + options.faults * options.spacingSeconds * 1_000 * 0.8);
  const plans = planLoad(random.fork('load'), options.tasks, windowMs);
  log(`seed ${options.seed}: ${plans.length} tasks over ${windowMs / 1000} s, faults ${JSON.stringify(schedule)}`);

  const secret = randomBytes(16).toString('hex');
  const upstream = new SimulatedUpstream({ secret });
  // Jobs last about 2 s (5 steps of 400 ms), so faults land while jobs are in flight upstream.
  upstream.script({ promptContains: '', script: { stepMs: 400, steps: 5 } });
  upstream.script({
    promptContains: UPSTREAM_MARKERS.polled,
    script: { stepMs: 400, steps: 5, loseCallbacks: true },
  });
  upstream.script({
    promptContains: UPSTREAM_MARKERS['duplicate-callbacks'],
    script: { stepMs: 400, steps: 5, duplicateCallbacks: 2 },
  });
  await upstream.start();
  const restartsOpenSearch = options.faultTypes.includes('restart-opensearch');
  const own = restartsOpenSearch ? [...OWN_SERVERS, 'opensearch' as const] : OWN_SERVERS;
  log(`starting its own ${own.join(', ')}…`);
  const servers = await OwnServers.start(own);
  // The cluster and the soak's fresh database read the TEST_* addresses: the soak's own servers.
  process.env.TEST_DATABASE_URL = servers.addresses.DATABASE_URL;
  process.env.TEST_REDIS_URL = servers.addresses.REDIS_URL;
  process.env.TEST_KAFKA_BROKERS = servers.addresses.KAFKA_BROKERS;
  if (restartsOpenSearch) process.env.TEST_OPENSEARCH_URL = servers.addresses.OPENSEARCH_URL;
  // Every app reaches Redis and PostgreSQL through relays the soak can cut; the soak itself
  // reads the database directly, through a pool that replaces a connection a restart broke.
  const redis = await CuttableRelay.open(servers.addresses.REDIS_URL);
  const redisUrl = `redis://127.0.0.1:${redis.port}`;
  const database = await freshDatabase('lomo_chaos');
  const postgres = await CuttableRelay.open(database.url);
  const relayedDatabase = new URL(database.url);
  relayedDatabase.host = `127.0.0.1:${postgres.port}`;
  const viaRelays = { REDIS_URL: redisUrl, DATABASE_URL: relayedDatabase.toString() };
  let cluster: DistributedCluster | undefined;
  let db: Pool | undefined;
  const sseClients: SseClient[] = [];
  const timers: NodeJS.Timeout[] = [];
  let tornDown: Promise<void> | undefined;
  // Once only: from the finally below, or from Ctrl-C in the middle of a run.
  const teardown = () =>
    (tornDown ??= (async () => {
      for (const t of timers) clearInterval(t);
      await Promise.all(sseClients.map((c) => c.stop()));
      await db?.end().catch(() => undefined);
      await cluster?.teardown().catch((error: Error) => log(`teardown: ${error.message}`));
      await upstream.stop();
      await redis.close();
      await postgres.close();
      await servers.stop(logsDir);
    })());
  // The cluster's processes are known only once it has booted: an interrupt during the boot
  // waits for it, then tears down (exiting at once left nine orphans running).
  let booting = true;
  let interruptedWhileBooting = false;
  const interrupted = () => {
    log(booting ? 'interrupted; tearing down once the cluster has booted' : 'interrupted; tearing the cluster down');
    if (booting) interruptedWhileBooting = true;
    else void teardown().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    log('booting the cluster (9 processes)…');
    const everyApp = Object.fromEntries(Object.keys(FULL_CLUSTER).map((app) => [app, viaRelays]));
    cluster = await DistributedCluster.start({
      apps: FULL_CLUSTER,
      env: {
        ...everyApp,
        // The soak's users all post with the console's one dev key, each standing for a person with
        // a key of their own; the per-key limit (600 a minute) refused 188 of B13's 1,000 first posts
        // with 429, a crowd in one key that production never sees. Each user keeps its own 600.
        gateway: { ...viaRelays, GATEWAY_RATE_LIMIT_PER_MINUTE: String(600 * options.tasks) },
        'generation-gateway': {
          ...viaRelays,
          GENERATION_SIMULATOR: 'off',
          GENERATION_PROVIDER_ID: 'simulated',
          GENERATION_PROVIDER_URL: upstream.url(),
          GENERATION_PROVIDER_SECRETS: secret,
          GENERATION_POLL_TICK_MS: '500',
        },
      },
    });
    booting = false;
    if (interruptedWhileBooting) throw new Error('interrupted while the cluster booted');
    log(`cluster up after ${((Date.now() - began) / 1000).toFixed(1)} s`);
    const headers = await cluster.devSession();
    const users = new Users(cluster.gatewayUrls, headers);
    // Videos (20 minor units) ask for a cost card; images (4) do not; no daily cap in the way.
    const limits = await users.call('PUT', '/v1/billing/limits', {
      body: { perOperationMinor: 15, dailyMinor: 1_000_000_000 },
    });
    if (limits.status !== 200 && limits.status !== 204) throw new Error(`billing limits: ${limits.status}`);
    db = new Pool({ connectionString: database.url, max: 2 });
    // A connection the server's crash broke is dropped by the pool; the next query opens another.
    db.on('error', () => undefined);

    // A process that dies says why at once, and its whole stderr is kept (the report keeps a tail).
    const seenDead = new Set<unknown>();
    timers.push(
      setInterval(() => {
        for (const m of APPS.flatMap((app) => cluster!.replicas(app))) {
          if (cluster!.alive(m.app, m.replica) || seenDead.has(m.process)) continue;
          seenDead.add(m.process);
          const { signalCode, exitCode } = m.process.child;
          const file = `${options.out ?? `/tmp/chaos-${options.seed}`}.${m.name}.${seenDead.size}.stderr`;
          writeFileSync(file, m.process.stderr());
          log(
            `${m.name} ended (${signalCode ?? `code ${exitCode}`}); stderr in ${file}: ${m.process.stderr().slice(-600)}`,
          );
        }
      }, 1_000),
    );

    const sseRandom = random.fork('sse');
    cluster.gatewayUrls.forEach((_, gateway) => {
      for (let i = 0; i < options.sseClientsPerGateway; i++) {
        const client = new SseClient(`gateway-${gateway + 1}#${i}`, cluster!.gatewayUrls, gateway, headers);
        client.start();
        sseClients.push(client);
        // A flaky network: the client drops and resumes with Last-Event-ID now and then.
        const every = sseRandom.int(15_000, 40_000);
        timers.push(setInterval(() => client.reconnect(), every));
      }
    });

    const startedAt = Date.now();
    users.startedAt = startedAt;
    const deadline = startedAt + options.minutes * 60_000;
    const userRandom = random.fork('users');
    const load = Promise.all(
      plans.map((plan) => runUser(users, plan, userRandom.fork(`u${plan.index}`), startedAt, deadline)),
    );
    const injector = new FaultInjector(cluster, db, { redis, postgres }, servers, headers, startedAt);
    const faults: FaultRecord[] = [];
    for (const fault of schedule) {
      await sleep(Math.max(0, startedAt + fault.atMs - Date.now()));
      log(`fault #${fault.index} ${fault.type}[${fault.replica}] hold ${fault.holdMs} ms`);
      const record = await injector.inject(fault);
      log(`  → recovery ${record.recoveryMs ?? '–'} ms${record.error ? `, error ${record.error}` : ''}`);
      faults.push(record);
    }
    const outcomes = await load;
    const loadMs = Date.now() - startedAt;
    log(`load done after ${(loadMs / 1000).toFixed(1)} s; settling`);
    for (const t of timers) clearInterval(t);

    // Past the last fault's lease TTL (+1 s), so no task may still need a worker; the SSE
    // clients stay connected through the quiet time, so they catch up with the log's end.
    const lastRestored = Math.max(0, ...faults.map((f) => f.restoredAtMs ?? f.startedAtMs));
    await sleep(Math.max(5_000, startedAt + lastRestored + LEASE_TTL_MS + 1_000 - Date.now()));
    const head = await logHead(db);
    log(`quiet for ${options.idleSeconds} s from log position ${head}`);
    await sleep(options.idleSeconds * 1_000);
    await Promise.all(sseClients.map((c) => c.stop()));
    const reader = new Users(cluster.gatewayUrls, headers, 10_000);
    const facts = await collectFacts({
      db,
      databaseUrl: database.url,
      users,
      reader,
      upstream,
      outcomes,
      sseClients,
      idleFrom: head,
      cluster,
    });
    const violations = checkInvariants(facts);
    const outputs = APPS.flatMap((app) => cluster!.replicas(app)).map((m) => ({
      name: m.name,
      text: m.process.stdout() + m.process.stderr(),
    }));
    keepLogs(outputs, logsDir);
    log(`every replica's output is in ${logsDir}/`);
    const diagnostics = [...unexpectedErrorLines(users.serverErrors, outputs), ...(await explain(db, violations))];
    for (const f of faults.filter((r) => r.error))
      log(`fault #${f.fault.index} could not be injected as scheduled: ${f.error}`);
    return {
      options,
      loadMs,
      totalMs: Date.now() - began,
      outcomes,
      faults,
      violations,
      http: {
        requests: users.requests,
        serverErrors: users.serverErrors.length,
        without503RetryAfter: users.serverErrors.filter((e) => e.status === 503 && !e.retryAfter).length,
        unreachable: users.unreachable,
        inProgressRetries: users.inProgressRetries,
        errors: users.serverErrors,
      },
      sse: sseClients.map((c) => ({ name: c.name, connections: c.connections, received: c.ids.length })),
      idleSeconds: options.idleSeconds,
      idleAppends: facts.idleAppends.length,
      diagnostics,
    };
  } catch (error) {
    booting = false;
    if (cluster) log(`failed; the processes' last output:\n${cluster.logs(800)}`);
    throw error;
  } finally {
    await teardown();
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (!options) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  serverAddresses();
  const record = await run(options);
  const report = { ...summarise(record), violationList: record.violations, faultsRun: record.faults };
  const json = JSON.stringify(report, null, 2);
  if (options.out) writeFileSync(options.out, `${json}\n`);
  process.stdout.write(`${json}\n`);
  for (const line of humanLines(record)) process.stdout.write(`${line}\n`);
  const faultErrors = record.faults.filter((f) => f.error).length;
  return record.violations.length === 0 && faultErrors === 0 && !loadServed(record) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    if (error instanceof UsageError) {
      process.stderr.write(`chaos: ${error.message}\n${USAGE}\n`);
      process.exit(64);
    }
    process.stderr.write(`chaos: ${error.stack ?? error.message}\n`);
    process.exit(2);
  },
);
