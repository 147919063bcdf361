import type { Random } from './random';

/**
 * The faults the soak can inject on this machine. Each hits one process, one connection path
 * or one server the soak itself owns (its own PostgreSQL, Redis and Kafka broker: own-servers.ts);
 * the shared servers are never stopped, because other work uses them (docs/chaos.md).
 */
export const FAULT_TYPES = [
  /** kill -9 of a task-runtime replica, kept down so the other finishes its tasks alone. */
  'kill-task-runtime',
  /** SIGSTOP of a task-runtime replica (a frozen VM), SIGCONT after the hold. */
  'freeze-task-runtime',
  /** kill -9 of a gateway replica, started again at once: its SSE clients reconnect. */
  'restart-gateway',
  /** kill -9 of the generation gateway, started again after the hold (jobs in flight upstream). */
  'kill-generation-gateway',
  /** Every app's Redis connection cut and refused for the hold (a Redis restart). */
  'cut-redis',
  /** Every app's PostgreSQL connections cut and refused for the hold (a failover, a partition). */
  'cut-postgres',
  /** kill -9 of the soak's PostgreSQL (crash recovery from its WAL at the next start), down for the hold. */
  'restart-postgres',
  /** kill -9 of the soak's Redis (everything it held is gone), down for the hold. */
  'restart-redis',
  /** kill -9 of the soak's Kafka broker, down for the hold: producers wait, consumer groups rejoin. */
  'restart-kafka',
  /** kill -9 of the soak's OpenSearch node, down for the hold: the task index and memory search away. */
  'restart-opensearch',
  /** Every byte between the apps and PostgreSQL held 50–250 ms each way for the hold (a congested link). */
  'slow-postgres',
  /** The same between the apps and Redis. */
  'slow-redis',
] as const;
export type FaultType = (typeof FAULT_TYPES)[number];

/** How long each type holds its fault (down, frozen, cut), in ms: [min, max]. */
export const HOLD_MS: Record<FaultType, readonly [number, number]> = {
  // Past the lease TTL (10 s): the survivor must take the tasks over, not wait for the victim.
  'kill-task-runtime': [15_000, 25_000],
  // Around the TTL on both sides: takeover by TTL, and a frozen worker thawing after it.
  'freeze-task-runtime': [4_000, 14_000],
  'restart-gateway': [0, 0],
  'kill-generation-gateway': [3_000, 10_000],
  'cut-redis': [3_000, 8_000],
  // Shorter than the lease TTL: the workers' session locks go with their connections.
  'cut-postgres': [2_000, 6_000],
  // Down, then the time `scripts/services.sh up` takes (PostgreSQL ~1 s, Redis at once, Kafka 5–20 s).
  'restart-postgres': [2_000, 6_000],
  'restart-redis': [3_000, 8_000],
  'restart-kafka': [5_000, 12_000],
  'restart-opensearch': [5_000, 15_000],
  'slow-postgres': [10_000, 20_000],
  'slow-redis': [10_000, 20_000],
};

/** How slow a slowed link is, each way, in ms: [min, max]. */
export const LATENCY_MS: readonly [number, number] = [50, 250];

export interface Fault {
  index: number;
  type: FaultType;
  /** Offset from the start of the load. */
  atMs: number;
  holdMs: number;
  /** Which replica (task-runtime, gateway); 0 for single-replica apps. */
  replica: number;
  /** The slow-* types: each chunk's delay each way, ms. */
  latencyMs?: number;
}

/**
 * One fault at a time, each in its own slot of `spacingMs` after `startMs`, at a seeded
 * moment in the slot's first quarter; types cycle through a seeded order so every enabled
 * type comes up before any repeats. Faults never overlap, so each violation and each recovery
 * time belongs to one fault.
 */
export function buildSchedule(
  random: Random,
  options: { faults: number; types: readonly FaultType[]; startMs: number; spacingMs: number },
): Fault[] {
  const order = [...options.types].sort(() => random.next() - 0.5);
  const faults: Fault[] = [];
  for (let index = 0; index < options.faults; index++) {
    const type = order[index % order.length];
    const [min, max] = HOLD_MS[type];
    const slot = options.startMs + index * options.spacingMs;
    faults.push({
      index,
      type,
      atMs: slot + random.int(0, Math.floor(options.spacingMs / 4)),
      holdMs: Math.min(random.int(min, max), Math.floor(options.spacingMs / 2)),
      replica: type.endsWith('task-runtime') || type === 'restart-gateway' ? random.int(0, 1) : 0,
      ...(type.startsWith('slow-') ? { latencyMs: random.int(...LATENCY_MS) } : {}),
    });
  }
  return faults;
}
