import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openSqlClient } from '@lomo/database';
import { EncryptingEventStore, EventKeys, PostgresEventStore, singleKek } from '@lomo/event-store';
import { TaskRepository } from '../../libs/services/task-runtime/src/worker/task-repository';
import { TaskWorker } from '../../libs/services/task-runtime/src/worker/task-worker';
import { countTokens } from '../../libs/services/task-runtime/src/worker/context/tokens';
import { taskStreamId } from '../../libs/services/task-runtime/src/task/task.decider';
import type { BenchSystem } from './closed-loop';
import { LeanTaskRepository } from './lean-repository';
import { echoTools, scriptedTaskModel, TimedLeases, TimedTaskRepository } from './lomo-parts';
import { LEASE_TTL_MS } from './protocol';
import { TOOL_INPUT } from './scripted';
import { Timings } from './timings';

const at = '2026-11-29T10:00:00.000Z';

/** Which Lomo: as deployed, or with the bench-only prototype — `lean` swaps in the LeanTaskRepository. */
export type LomoVariant = 'deployed' | 'lean';

/**
 * Lomo as the task-runtime module wires it: PostgresEventStore + TaskLeases + TaskWorker
 * with production defaults (10 s lease, 2 s heartbeat, 8 steps per turn). Deployed, the log is
 * sealed (ADR 0050: a server with `VAULT_KEK` seals by default): each task's events under its
 * own data key, the keys in schema `lomo_keys` of the same database, as `EventStoreModule`
 * opens them without `EVENT_KEYS_DATABASE_URL`. The lean prototype stays on the plain store
 * it was written for.
 */
export async function openLomo(url: string, poolSize: number, variant: LomoVariant): Promise<BenchSystem> {
  const lean = variant !== 'deployed';
  // The token encoder's rank table is built once per process (~100 ms, seconds on a loaded box):
  // before the clock, like the pool's connections, not in the 2 s warm-up it could outlast.
  countTokens('warm');
  const sql = await openSqlClient({ url, pgliteDataDir: 'unused', poolSize });
  const plain = await PostgresEventStore.open(sql, {}, true);
  const keys = lean ? undefined : new EventKeys(sql, singleKek(randomBytes(32)));
  await keys?.migrate();
  const store = keys ? new EncryptingEventStore(plain, { keys }) : plain;
  const timings = new Timings();
  const leases = new TimedLeases(sql, LEASE_TTL_MS, timings);
  await leases.migrate();
  const inner = lean ? new LeanTaskRepository(store, sql) : new TaskRepository(store);
  const worker = new TaskWorker(new TimedTaskRepository(store, inner, timings), leases, scriptedTaskModel, echoTools());

  /** Created and delivered in one append: setup is not measured, so it takes one commit per task. */
  const createTask = async () => {
    const taskId = randomUUID();
    await store.append(
      taskStreamId(taskId),
      [
        {
          id: randomUUID(),
          type: 'TaskCreated',
          data: {
            taskId,
            workspaceId: 'ws-bench',
            userId: 'u-bench',
            kind: 'persistent',
            brief: 'bench',
            language: 'en',
            at,
          },
        },
        { id: randomUUID(), type: 'MessageDelivered', data: { messageId: 'm1', text: TOOL_INPUT.text, at } },
      ],
      { expected: 'no_stream' },
    );
    return taskId;
  };

  return {
    name: `lomo-${variant}`,
    timings,
    prepare: async (count, concurrency, timeBoxMs) => {
      const ids: string[] = [];
      const deadline = performance.now() + timeBoxMs;
      const loop = async () => {
        while (ids.length < count && performance.now() < deadline) ids.push(await createTask());
      };
      await Promise.all(Array.from({ length: concurrency }, loop));
      return ids;
    },
    runTurn: async (taskId) => (await worker.runTask(taskId)) === 'idle',
    close: () => store.close(),
  };
}
