import type { Pool } from 'pg';
import type { ClusterMember, DistributedCluster } from '@lomo/testing';
import { backlogDrainedMs } from './kafka-backlog';
import type { OwnServer, OwnServers } from './own-servers';
import type { CuttableRelay } from './relay';
import type { Fault } from './schedule';

/** What a fault did and how long the cluster took to get over it. */
export interface FaultRecord {
  fault: Fault;
  startedAtMs: number;
  /** When the fault was undone (process restarted or thawed, relay listening again, server ready again). */
  restoredAtMs?: number;
  /**
   * From the fault until the cluster served again, by type: a task-runtime fault — until the
   * victim holds no lease (its tasks taken over) or it is back and ready; a gateway, generation
   * gateway, Redis or PostgreSQL fault — from its restoration until every app answers ready;
   * a Kafka restart — until then and until every consumer group has consumed what was produced
   * up to the restoration (kafka-backlog.ts).
   */
  recoveryMs?: number;
  /** Task-runtime faults: from the fault until both gateways answered a task query again. */
  callersRecoveredMs?: number;
  /** Tasks leased to the victim when it was hit. */
  leasedTasks?: number;
  error?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function ready(member: ClusterMember): Promise<boolean> {
  const res = await fetch(`${member.url}/health/ready`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
  return res?.status === 200;
}

/** Runs the schedule's faults against the cluster; one at a time, so each recovery is its own. */
export class FaultInjector {
  constructor(
    private readonly cluster: DistributedCluster,
    private readonly db: Pool,
    private readonly relays: { redis: CuttableRelay; postgres: CuttableRelay },
    private readonly servers: OwnServers,
    private readonly headers: Record<string, string>,
    private readonly startedAt: number,
  ) {}

  private now(): number {
    return Date.now() - this.startedAt;
  }

  async inject(fault: Fault): Promise<FaultRecord> {
    const record: FaultRecord = { fault, startedAtMs: this.now() };
    try {
      switch (fault.type) {
        case 'kill-task-runtime':
          await this.taskRuntime(record, 'SIGKILL');
          break;
        case 'freeze-task-runtime':
          await this.taskRuntime(record, 'SIGSTOP');
          break;
        case 'restart-gateway': {
          await this.cluster.kill('gateway', fault.replica);
          record.restoredAtMs = this.now();
          await this.cluster.restart('gateway', fault.replica);
          await this.allReady(record);
          break;
        }
        case 'kill-generation-gateway':
          await this.cluster.kill('generation-gateway');
          await sleep(fault.holdMs);
          record.restoredAtMs = this.now();
          await this.cluster.restart('generation-gateway');
          await this.allReady(record);
          break;
        case 'cut-redis':
        case 'cut-postgres':
          await this.relays[fault.type === 'cut-redis' ? 'redis' : 'postgres'].cut(fault.holdMs);
          record.restoredAtMs = this.now();
          await this.allReady(record);
          break;
        case 'slow-postgres':
        case 'slow-redis':
          await this.relays[fault.type === 'slow-redis' ? 'redis' : 'postgres'].slow(
            fault.latencyMs ?? 0,
            fault.holdMs,
          );
          record.restoredAtMs = this.now();
          await this.allReady(record);
          break;
        case 'restart-postgres':
        case 'restart-redis':
        case 'restart-kafka':
        case 'restart-opensearch': {
          const server = fault.type.slice('restart-'.length) as OwnServer;
          await this.servers.crash(server);
          await sleep(fault.holdMs);
          await this.servers.up(server);
          record.restoredAtMs = this.now();
          const drained =
            server === 'kafka'
              ? backlogDrainedMs(this.servers.addresses.KAFKA_BROKERS.split(','), `${this.cluster.namespace}.`)
              : Promise.resolve(0);
          await this.allReady(record);
          const drainedMs = await drained;
          if (record.recoveryMs !== undefined)
            record.recoveryMs = drainedMs === undefined ? undefined : Math.max(record.recoveryMs, drainedMs);
          break;
        }
        default:
          // A type added to the schedule but not here must fail the run, not pass as injected.
          throw new Error(`no injector for ${fault.type satisfies never as string}`);
      }
    } catch (error) {
      record.error = (error as Error).message;
    }
    return record;
  }

  /**
   * kill -9 (kept down for the hold, so the other replica must finish the victim's tasks
   * alone) or SIGSTOP (thawed after the hold). Meanwhile it measures how soon the victim holds
   * no lease, and how soon both gateways answer task queries (their gRPC calls fail over).
   */
  private async taskRuntime(record: FaultRecord, signal: 'SIGKILL' | 'SIGSTOP'): Promise<void> {
    const { replica, holdMs } = record.fault;
    const member = this.cluster.member('task-runtime', replica);
    const pid = member.process.child.pid!;
    const pattern = `%-${pid}-%`;
    // Strike mid-turn: wait (at most 15 s) until the victim holds a lease, i.e. runs a step.
    for (const until = Date.now() + 15_000; Date.now() < until && (await this.leasesOf(pattern)) === 0;)
      await sleep(50);
    record.leasedTasks = await this.leasesOf(pattern);
    const hitAt = Date.now();
    if (signal === 'SIGKILL') await this.cluster.kill('task-runtime', replica);
    else member.process.child.kill('SIGSTOP');
    const callers = this.callersRecovered(hitAt).then((ms) => (record.callersRecoveredMs = ms));
    const leases = (async () => {
      // Until the victim holds nothing, or (a thawed one) recovered by being back.
      while (record.recoveryMs === undefined && Date.now() - hitAt < holdMs + 60_000) {
        if ((await this.leasesOf(pattern)) === 0) return (record.recoveryMs ??= Date.now() - hitAt);
        await sleep(200);
      }
    })();
    await sleep(holdMs);
    record.restoredAtMs = this.now();
    if (signal === 'SIGKILL') {
      await leases;
      await this.cluster.restart('task-runtime', replica);
    } else {
      member.process.child.kill('SIGCONT');
      // Thawed before its leases passed to the other: back and ready is recovery too.
      while (record.recoveryMs === undefined && Date.now() - hitAt < holdMs + 60_000) {
        if (await ready(member)) record.recoveryMs ??= Date.now() - hitAt;
        else await sleep(200);
      }
      await leases.catch(() => undefined);
    }
    await callers;
  }

  private async leasesOf(pattern: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(`select count(*) as n from task_leases where holder like $1`, [
      pattern,
    ]);
    return Number(rows[0].n);
  }

  /** How soon after `since` a task query answers 200 on every gateway (at most 60 s). */
  private async callersRecovered(since: number): Promise<number | undefined> {
    const gateways = this.cluster.gatewayUrls;
    const pending = new Set(gateways);
    while (pending.size && Date.now() - since < 60_000) {
      await Promise.all(
        [...pending].map(async (g) => {
          const res = await fetch(`${g}/v1/tasks?limit=1`, {
            headers: this.headers,
            signal: AbortSignal.timeout(6_000),
          }).catch(() => undefined);
          if (res?.status === 200) pending.delete(g);
          await res?.text().catch(() => undefined);
        }),
      );
      if (pending.size) await sleep(100);
    }
    return pending.size ? undefined : Date.now() - since;
  }

  /** From the restoration until every app of the cluster answers ready (at most 120 s). */
  private async allReady(record: FaultRecord): Promise<void> {
    const members = this.cluster
      .replicas('gateway')
      .concat(
        ...(['billing', 'workspace', 'memory', 'generation-gateway', 'task-runtime', 'router'] as const).map((app) =>
          this.cluster.replicas(app),
        ),
      );
    const from = Date.now();
    while (Date.now() - from < 120_000) {
      if ((await Promise.all(members.map(ready))).every(Boolean)) return void (record.recoveryMs = Date.now() - from);
      await sleep(200);
    }
  }
}
