import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from '@lomo/testing';

const run = promisify(execFile);
const root = resolve(__dirname, '../..');

/** The servers a soak runs of its own, so that it may crash and restart them (docs/chaos.md). */
export const OWN_SERVERS = ['postgres', 'redis', 'kafka'] as const;
/** OpenSearch too when the soak restarts it: a second node costs ~1 GB and 30–60 s to start. */
export type OwnServer = (typeof OWN_SERVERS)[number] | 'opensearch';

/** Where each server's pidfile lies under its services directory (scripts/services/*.sh). */
const PIDFILE: Record<OwnServer, string> = {
  postgres: 'postgres/data/postmaster.pid',
  redis: 'redis/redis.pid',
  kafka: 'kafka/kafka.pid',
  opensearch: 'opensearch/opensearch.pid',
};

/** `export NAME='value'` lines, as `scripts/services.sh env` prints them, by name. */
export const servicesEnv = (text: string): Record<string, string> =>
  Object.fromEntries([...text.matchAll(/^export (\w+)=['"]?([^'"\n]*)['"]?$/gm)].map((m) => [m[1], m[2]]));

/** Whether a process `pid` exists, a zombie too: PostgreSQL refuses to start while its old pid does. */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The shared servers' installs (the broker's jars, OpenSearch's distribution), so the soak's own
 * do not resolve them from Maven again: `LOMO_KAFKA_HOME`, `LOMO_OPENSEARCH_HOME`.
 */
function sharedInstalls(): Record<string, string> {
  const shared = process.env.LOMO_SERVICES_DIR ?? '/var/tmp/lomo-services';
  const installed = (dir: string, prefix: string) =>
    existsSync(dir)
      ? readdirSync(dir).find((name) => name.startsWith(prefix) && existsSync(join(dir, name, '.complete')))
      : undefined;
  const kafka = installed(join(shared, 'kafka'), 'kafka-');
  const opensearch = installed(join(shared, 'opensearch'), 'opensearch-');
  return {
    ...(kafka ? { LOMO_KAFKA_HOME: join(shared, 'kafka', kafka) } : {}),
    ...(opensearch ? { LOMO_OPENSEARCH_HOME: join(shared, 'opensearch', opensearch) } : {}),
  };
}

/**
 * A PostgreSQL, a Redis and a Kafka broker of the soak's own, started by the project's own
 * `scripts/services.sh` in a directory and on ports nobody else uses. The shared servers serve
 * other work on this machine and are never stopped; these the soak may crash (kill -9, as a
 * machine or a container dies: PostgreSQL recovers from its WAL, Redis loses what it held,
 * the broker replays its log) and start again.
 */
export class OwnServers {
  private constructor(
    private readonly env: Record<string, string>,
    /** `DATABASE_URL`, `REDIS_URL`, `KAFKA_BROKERS` (and `OPENSEARCH_URL`) of these servers. */
    readonly addresses: Record<string, string>,
    private readonly which: readonly OwnServer[],
  ) {}

  static async start(which: readonly OwnServer[] = OWN_SERVERS): Promise<OwnServers> {
    // Under /var/tmp, as the shared ones: PostgreSQL runs as its own user, who must reach it.
    const dir = await mkdtemp('/var/tmp/lomo-chaos-');
    await chmod(dir, 0o755);
    const ports = await Promise.all(Array.from({ length: 6 }, () => freePort()));
    const env = {
      LOMO_SERVICES_DIR: dir,
      LOMO_PG_PORT: String(ports[0]),
      LOMO_REDIS_PORT: String(ports[1]),
      LOMO_KAFKA_PORT: String(ports[2]),
      LOMO_KAFKA_CONTROLLER_PORT: String(ports[3]),
      LOMO_OPENSEARCH_PORT: String(ports[4]),
      LOMO_OPENSEARCH_TRANSPORT_PORT: String(ports[5]),
      ...sharedInstalls(),
    };
    const servers = new OwnServers(env, {}, which);
    try {
      await servers.services('up', ...which);
      const { stdout } = await servers.services('env', ...which);
      Object.assign(servers.addresses, servicesEnv(stdout));
    } catch (error) {
      await servers.stop();
      throw error;
    }
    return servers;
  }

  private services(...args: string[]) {
    return run('bash', [join(root, 'scripts/services.sh'), ...args], {
      cwd: root,
      env: { ...process.env, ...this.env },
      timeout: 240_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  }

  /** kill -9 of the server and of every process it started (PostgreSQL's backends); resolves once all are gone. */
  async crash(server: OwnServer): Promise<void> {
    const pid = Number(readFileSync(join(this.env.LOMO_SERVICES_DIR, PIDFILE[server]), 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 1 || !exists(pid)) throw new Error(`${server} is not running`);
    // Its children (PostgreSQL's backends) are listed first and killed after it: one left attached
    // to the old shared memory would stop the next start, and once it is dead they belong to init.
    const { stdout } = await run('pgrep', ['-P', String(pid)]).catch(() => ({ stdout: '' }));
    const all = [pid, ...stdout.split('\n').filter(Boolean).map(Number)];
    for (const each of all) if (exists(each)) process.kill(each, 'SIGKILL');
    // Until reaped: a dead postmaster's pid not yet reaped still stops the next start.
    for (const until = Date.now() + 10_000; all.some(exists);) {
      if (Date.now() > until) throw new Error(`${server} (pid ${pid}) still there 10 s after SIGKILL`);
      await sleep(50);
    }
  }

  /** PostgreSQL's server log (crash recovery shows there). */
  postgresLog(): string {
    return readFileSync(join(this.env.LOMO_SERVICES_DIR, 'postgres/postgres.log'), 'utf8');
  }

  /** Starts the server again and waits until it is ready (what `scripts/services.sh up` waits for). */
  async up(server: OwnServer): Promise<void> {
    await this.services('up', server);
  }

  /**
   * Stops them and removes their data; with `keepLogsIn`, each server's logs are copied there
   * first (as `kafka-kafka.log`): seed 21's broker refused every client from the end of the load
   * on, and its log went with the directory.
   */
  async stop(keepLogsIn?: string): Promise<void> {
    await this.services('down', ...this.which).catch(() => undefined);
    if (keepLogsIn) {
      mkdirSync(keepLogsIn, { recursive: true });
      for (const server of this.which) {
        const dir = join(this.env.LOMO_SERVICES_DIR, server);
        if (!existsSync(dir)) continue;
        for (const file of readdirSync(dir).filter((f) => /\.log(\.\d+)?$/.test(f)))
          copyFileSync(join(dir, file), join(keepLogsIn, `${server}-${file}`));
      }
    }
    await rm(this.env.LOMO_SERVICES_DIR, { recursive: true, force: true });
  }
}
