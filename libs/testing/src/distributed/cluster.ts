import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { GRPC_PEER_SETTINGS } from '@lomo/config';
import { freePort } from '../free-port';
import { spawnApp, waitForUrl, type AppProcess } from './app-process';
import { devSession } from './dev-session';
import { freshDatabase, type FreshDatabase } from './fresh-database';

/** The apps of distributed mode (`apps/<name>`). */
export type ClusterApp =
  'billing' | 'workspace' | 'memory' | 'generation-gateway' | 'task-runtime' | 'router' | 'gateway';

/** Apps that serve an application API or tools on a gRPC port (the gateway only calls). */
const GRPC_SERVERS: readonly ClusterApp[] = [
  'billing',
  'workspace',
  'memory',
  'generation-gateway',
  'task-runtime',
  'router',
];

/** Every app once, with the gateway and the task runtime twice: what `npm run cluster` starts. */
export const FULL_CLUSTER: Readonly<Partial<Record<ClusterApp, number>>> = {
  billing: 1,
  workspace: 1,
  memory: 1,
  'generation-gateway': 1,
  'task-runtime': 2,
  router: 1,
  gateway: 2,
};

/** Every app once: the leanest whole cluster, for files that test a flow rather than failover. */
export const ONE_OF_EACH: Readonly<Partial<Record<ClusterApp, number>>> = {
  billing: 1,
  workspace: 1,
  memory: 1,
  'generation-gateway': 1,
  'task-runtime': 1,
  router: 1,
  gateway: 1,
};

/** What to boot. */
export interface ClusterOptions {
  /** Replicas per app; apps left out are not started (their peers answer 503 naming them). @default FULL_CLUSTER */
  apps?: Partial<Record<ClusterApp, number>>;
  /** Extra environment of every replica of an app (a provider URL, `LOMO_FAILPOINTS`, …). */
  env?: Partial<Record<ClusterApp, NodeJS.ProcessEnv>>;
  /**
   * Failpoints armable at runtime in every process (`exit-once`, see
   * tools/testing/failpoints.preload.ts): `armFailpoint(name)` arms one, and the first process
   * to reach it SIGKILLs itself; `firedFailpoint(name)` says which one that was.
   */
  failpoints?: string[];
  /** How long every process may take to print its URL. @default 170000 */
  bootTimeoutMs?: number;
  /**
   * The event log's key store in a database of its own (`EVENT_KEYS_DATABASE_URL`, as a
   * deployment that backs up its data apart from its keys sets it); else schema `lomo_keys` of the
   * data's. @default false
   */
  keysDatabase?: boolean;
}

/** One process of the cluster. Its ports stay the same across `restart`, so peers find it again. */
export interface ClusterMember {
  app: ClusterApp;
  replica: number;
  /** `task-runtime-1`, `gateway-2`, `billing`: as in logs and `npm run cluster`. */
  name: string;
  httpPort: number;
  grpcPort?: number;
  /** `http://127.0.0.1:<httpPort>` */
  url: string;
  /** The running OS process (a new one after `restart`). */
  process: AppProcess;
}

const SERVICE_TOKEN = 'e2e-service-token-0123456789';

let clusters = 0;

/**
 * Where this cluster's state lives on the shared servers, apart from every other cluster's
 * and test's: its own database, Kafka topics and groups under its own namespace (the others'
 * messages never reach it, nor its theirs), a Redis database of its own (leases,
 * checkpoints, counters; Redis pub/sub is server-wide, but subscribers filter by workspace),
 * and an OpenSearch index of its own (every cluster's dev session is workspace `local`).
 */
function isolation() {
  // Fail at start, not quietly later: a cluster without one of its servers is a failed test.
  for (const name of ['TEST_KAFKA_BROKERS', 'TEST_REDIS_URL', 'TEST_OPENSEARCH_URL']) testServer(name);
  const namespace = `e2e-${process.pid}-${++clusters}-${Date.now().toString(36)}`;
  const redis = new URL(testServer('TEST_REDIS_URL'));
  redis.pathname = `/${1 + ((process.pid + clusters) % 15)}`;
  return { namespace, redisUrl: redis.toString(), openSearchIndex: `lomo-${namespace}` };
}

/** A real server's address from `scripts/services.sh env` (as `npm test` exports it). */
function testServer(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`DistributedCluster needs ${name} (scripts/services.sh env)`);
  return value;
}

/** Deletes the cluster's OpenSearch index (absent when no search document was written). */
async function dropOpenSearchIndex(index: string): Promise<void> {
  const res = await fetch(new URL(index, testServer('TEST_OPENSEARCH_URL')), { method: 'DELETE' });
  if (!res.ok && res.status !== 404) throw new Error(`could not drop OpenSearch index ${index}: ${res.status}`);
}

/** Deletes the namespace's topics (its groups go with their offsets' retention). */
async function dropKafkaNamespace(namespace: string): Promise<void> {
  const kafka = new Kafka({
    clientId: 'lomo-e2e-teardown',
    brokers: testServer('TEST_KAFKA_BROKERS').split(','),
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(`${namespace}.`));
    if (topics.length > 0) await admin.deleteTopics({ topics, timeout: 30_000 });
  } finally {
    await admin.disconnect();
  }
}

/**
 * Distributed mode as separate OS processes on the real servers (`TEST_DATABASE_URL`,
 * `TEST_KAFKA_BROKERS`, `TEST_REDIS_URL`, `TEST_OPENSEARCH_URL`), on a database of its own,
 * every app on fixed loopback ports and told its peers' gRPC addresses (several replicas as
 * `ip:port,ip:port`). Start one per test file and share it across its cases:
 *
 * ```ts
 * const cluster = await DistributedCluster.start({ apps: { ...FULL_CLUSTER, memory: 0 } });
 * const [a, b] = cluster.gatewayUrls;
 * await cluster.kill('task-runtime', 0);        // kill -9, resolves once it is gone
 * await cluster.restart('task-runtime', 0);     // same ports, resolves once it listens again
 * await cluster.teardown();                     // SIGTERM (then SIGKILL), drops the database
 * ```
 */
export class DistributedCluster {
  private constructor(
    private readonly members: ClusterMember[],
    private readonly envOf: (member: ClusterMember) => NodeJS.ProcessEnv,
    private readonly database: FreshDatabase,
    private readonly dataDir: string,
    private readonly bootTimeoutMs: number,
    private readonly kafkaNamespace: string,
    /** The Redis database of this cluster (`REDIS_URL` of every app). */
    readonly redisUrl: string,
    /** The OpenSearch index of this cluster (`OPENSEARCH_INDEX` of every app), dropped by `teardown`. */
    readonly openSearchIndex: string,
    /**
     * `VAULT_KEK` of every app: what opens the sealed event log (ADR 0050) for a checker that
     * reads it beside the apps (tools/chaos/facts.ts).
     */
    readonly vaultKek: string,
    private readonly keys?: FreshDatabase,
  ) {}

  /** Boots every process at once (migrations serialize themselves; peers wait for each other). */
  static async start(options: ClusterOptions = {}): Promise<DistributedCluster> {
    const replicas = options.apps ?? FULL_CLUSTER;
    const dataDir = await mkdtemp(join(tmpdir(), 'lomo-cluster-'));
    const database = await freshDatabase();
    const keys = options.keysDatabase ? await freshDatabase('lomo_distributed_keys') : undefined;
    const { namespace, redisUrl, openSearchIndex } = isolation();
    // One per cluster, kept across restarts (the vault's data keys are wrapped by it).
    const vaultKek = randomBytes(32).toString('base64');
    const failpointsDir = join(dataDir, 'failpoints');
    await mkdir(failpointsDir);
    const members: ClusterMember[] = [];
    for (const [app, count] of Object.entries(replicas) as Array<[ClusterApp, number]>)
      for (let replica = 0; replica < count; replica++) {
        const httpPort = await freePort();
        const grpcPort = GRPC_SERVERS.includes(app) ? await freePort() : undefined;
        const name = count > 1 ? `${app}-${replica + 1}` : app;
        members.push({
          app,
          replica,
          name,
          httpPort,
          grpcPort,
          url: `http://127.0.0.1:${httpPort}`,
          process: undefined!,
        });
      }
    const peerUrl = (app: ClusterApp) =>
      members
        .filter((m) => m.app === app && m.grpcPort !== undefined)
        .map((m) => `127.0.0.1:${m.grpcPort}`)
        .join(',');
    const envOf = (member: ClusterMember): NodeJS.ProcessEnv => {
      const peers = Object.fromEntries(
        (Object.entries(GRPC_PEER_SETTINGS) as Array<[ClusterApp, string]>)
          // A process never calls itself over gRPC: it hosts that API in-process.
          .filter(([app]) => app !== member.app && peerUrl(app) !== '')
          .map(([app, setting]) => [setting, peerUrl(app)]),
      );
      return {
        PORT: String(member.httpPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        LOMO_DATA_DIR: join(dataDir, member.name),
        DATABASE_URL: database.url,
        BUS: 'kafka',
        KAFKA_BROKERS: testServer('TEST_KAFKA_BROKERS'),
        KAFKA_NAMESPACE: namespace,
        // A member killed -9 keeps its partitions until the broker drops it: 10 s, not the
        // default 30 s, before a survivor (or its own restart) reads them again.
        KAFKA_SESSION_TIMEOUT_MS: '10000',
        REDIS_URL: redisUrl,
        OPENSEARCH_URL: testServer('TEST_OPENSEARCH_URL'),
        OPENSEARCH_INDEX: openSearchIndex,
        SERVICE_TOKEN,
        STARTUP_TIMEOUT_MS: '150000',
        ...(member.grpcPort !== undefined ? { GRPC_PORT: String(member.grpcPort) } : {}),
        ...(member.app === 'gateway' ? { GATEWAY_DEV_LOGIN: 'true' } : {}),
        // Every app opens the sealed event log (ADR 0050); the vault's apps its credentials too.
        VAULT_KEK: vaultKek,
        EVENT_LOG_ENCRYPTION: 'on',
        ...(keys && { EVENT_KEYS_DATABASE_URL: keys.url }),
        ...(options.failpoints?.length
          ? {
              LOMO_FAILPOINTS: options.failpoints.map((name) => `${name}=exit-once`).join(','),
              LOMO_FAILPOINTS_DIR: failpointsDir,
            }
          : {}),
        ...peers,
        ...options.env?.[member.app],
      };
    };
    const bootTimeoutMs = options.bootTimeoutMs ?? 170_000;
    const cluster = new DistributedCluster(
      members,
      envOf,
      database,
      dataDir,
      bootTimeoutMs,
      namespace,
      redisUrl,
      openSearchIndex,
      vaultKek,
      keys,
    );
    for (const member of members) member.process = spawnApp(member.app, envOf(member));
    try {
      await Promise.all(members.map((m) => waitForUrl(m.process, cluster.bootTimeoutMs)));
    } catch (error) {
      const logs = cluster.logs();
      await cluster.teardown();
      throw new Error(`cluster did not boot: ${(error as Error).message}\n${logs}`);
    }
    return cluster;
  }

  /** The database every app of this cluster uses (a fresh one, dropped by `teardown`). */
  get databaseUrl(): string {
    return this.database.url;
  }

  /** The event log's key store, when it has a database of its own (`keysDatabase`). */
  get keysDatabaseUrl(): string | undefined {
    return this.keys?.url;
  }

  /** Base URLs of the gateway replicas, in replica order. */
  get gatewayUrls(): string[] {
    return this.members.filter((m) => m.app === 'gateway').map((m) => m.url);
  }

  /**
   * Request headers of the console's dev session, valid on every gateway replica. The replicas
   * share one local key (created once per database, `ApiKeys.createShared`); this still checks
   * that every replica accepts the key it got.
   */
  async devSession(): Promise<Record<string, string>> {
    for (const url of this.gatewayUrls) {
      const headers = await devSession(url);
      const accepted = await Promise.all(
        this.gatewayUrls.map(async (g) => (await fetch(`${g}/v1/tasks?limit=1`, { headers })).status !== 401),
      );
      if (accepted.every(Boolean)) return headers;
    }
    throw new Error('no dev session key is accepted by every gateway');
  }

  member(app: ClusterApp, replica = 0): ClusterMember {
    const found = this.members.find((m) => m.app === app && m.replica === replica);
    if (!found) throw new Error(`no ${app} replica ${replica} in this cluster`);
    return found;
  }

  replicas(app: ClusterApp): ClusterMember[] {
    return this.members.filter((m) => m.app === app);
  }

  /** Whether the member's current process is still running. */
  alive(app: ClusterApp, replica = 0): boolean {
    const { child } = this.member(app, replica).process;
    return child.exitCode === null && child.signalCode === null;
  }

  /** SIGTERM (a graceful stop: drains, then exits); resolves once the process is gone. */
  async stop(app: ClusterApp, replica = 0): Promise<void> {
    await this.end(this.member(app, replica), 'SIGTERM');
  }

  /** `kill -9`: no shutdown hook runs; resolves once the process is gone. */
  async kill(app: ClusterApp, replica = 0): Promise<void> {
    await this.end(this.member(app, replica), 'SIGKILL');
  }

  /** Resolves once the member's process ended on its own (a failpoint's SIGKILL, a crash). */
  async exited(app: ClusterApp, replica = 0): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    return this.member(app, replica).process.exited;
  }

  /**
   * Starts the member again on the same ports (after `stop`, `kill` or a crash), with `env`
   * over its usual environment (e.g. `{ LOMO_FAILPOINTS: '' }` to disarm); resolves once it listens.
   */
  async restart(app: ClusterApp, replica = 0, env: NodeJS.ProcessEnv = {}): Promise<ClusterMember> {
    const member = this.member(app, replica);
    if (this.alive(app, replica)) await this.end(member, 'SIGTERM');
    member.process = spawnApp(member.app, { ...this.envOf(member), ...env });
    await waitForUrl(member.process, this.bootTimeoutMs);
    return member;
  }

  /** Arms a failpoint named in `options.failpoints`: the next process to reach it SIGKILLs itself (once). */
  async armFailpoint(name: string): Promise<void> {
    await writeFile(join(this.dataDir, 'failpoints', `${name}.armed`), '');
  }

  /** The member whose process a fired failpoint killed (and waits until it is gone), or undefined while none fired. */
  async firedFailpoint(name: string): Promise<ClusterMember | undefined> {
    const fired = (await readdir(join(this.dataDir, 'failpoints'))).find((f) => f.startsWith(`${name}.fired-`));
    if (!fired) return undefined;
    const pid = Number(fired.slice(`${name}.fired-`.length));
    const member = this.members.find((m) => m.process.child.pid === pid);
    if (!member) throw new Error(`failpoint ${name} fired in pid ${pid}, not a process of this cluster`);
    await member.process.exited;
    return member;
  }

  /** Polls `check` every `everyMs` until it returns a value; a timeout names `what` and carries the processes' output. */
  async until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 500): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${this.logs()}`);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }

  /** The tail of every process's output, for a failure message. */
  logs(tail = 1500): string {
    return this.members
      .map((m) => `--- ${m.name}\n${(m.process?.stdout() + m.process?.stderr()).slice(-tail)}`)
      .join('\n');
  }

  /** Stops every process (SIGKILL after 15 s), drops the database, the Kafka topics, the OpenSearch index and the data dirs. */
  async teardown(): Promise<void> {
    await Promise.all(this.members.filter((m) => m.process).map((m) => this.end(m, 'SIGTERM')));
    await rm(this.dataDir, { recursive: true, force: true });
    await this.database.drop();
    await this.keys?.drop();
    await dropKafkaNamespace(this.kafkaNamespace);
    await dropOpenSearchIndex(this.openSearchIndex);
  }

  /** The prefix of this cluster's Kafka topics and groups (`KAFKA_NAMESPACE`): `<namespace>.<topic>` on the broker. */
  get namespace(): string {
    return this.kafkaNamespace;
  }

  private async end(member: ClusterMember, signal: NodeJS.Signals): Promise<void> {
    const { child, exited } = member.process;
    if (child.exitCode !== null || child.signalCode !== null) return void (await exited);
    child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  }
}
