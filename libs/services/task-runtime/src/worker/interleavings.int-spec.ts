import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore, type EventStore } from '@lomo/event-store';
import { armFailpoint, disarmAllFailpoints } from '@lomo/failpoints';
import { StaleGeneration, TaskError } from '../task/task.errors';
import { CrashInjected, GateScheduler } from './testing/gate-scheduler';
import { InMemoryUpstream, PlannedModel, type PlannedTool } from './testing/in-memory-upstream';
import { planViolations, streamViolations, unconsumedMessages } from './testing/stream-invariants';
import { TaskLeases } from './task-leases';
import { TaskRepository } from './task-repository';
import { TaskWorker } from './task-worker';

/**
 * Model-based check of the runtime's safety net: fast-check generates a
 * model plan and a schedule — deliveries, wake-ups, worker steps, crashes at whatever gate a
 * worker is parked at, lease expiry, takeovers, stop, interrupt, external completions — the
 * scheduler plays it, zombies are revived, a clean worker recovers, and the invariants are
 * checked on the stream — including that a job result closes its plan item exactly once in
 * whatever order it meets the (recovered) call that submitted the job. On failure fast-check prints the seed and the shrunk schedule.
 */
const at = '2026-11-29T10:00:00.000Z';
const LEASE_TTL_MS = 30;
const FAILPOINTS = [
  'task.before-decision-commit',
  'task.after-decision-commit',
  'task.after-tool-started',
  'task.after-tool-completed',
  'task.before-turn-complete',
];
const NUM_RUNS = 50;
/** A safety valve for a loaded machine; the number of runs done is printed. */
const TIME_LIMIT_MS = 35_000;

type Action =
  | { do: 'deliver' | 'wake' | 'expire' | 'takeover' | 'stop' | 'interrupt' }
  | { do: 'step' | 'crash' | 'complete'; pick: number };

const pick = fc.nat({ max: 3 });
const action: fc.Arbitrary<Action> = fc.oneof(
  // Weights favour progress (steps) over endings (stop), so most schedules get deep into turns.
  { arbitrary: fc.record({ do: fc.constant('step' as const), pick }), weight: 14 },
  { arbitrary: fc.constant({ do: 'deliver' as const }), weight: 3 },
  { arbitrary: fc.constant({ do: 'wake' as const }), weight: 3 },
  { arbitrary: fc.record({ do: fc.constant('crash' as const), pick }), weight: 3 },
  { arbitrary: fc.constant({ do: 'expire' as const }), weight: 1 },
  { arbitrary: fc.constant({ do: 'takeover' as const }), weight: 3 },
  { arbitrary: fc.constant({ do: 'interrupt' as const }), weight: 1 },
  { arbitrary: fc.record({ do: fc.constant('complete' as const), pick }), weight: 2 },
  { arbitrary: fc.constant({ do: 'stop' as const }), weight: 1 },
);
const plan = fc.array(
  fc.array(fc.constantFrom<PlannedTool>('render', 'publish', 'submit'), { minLength: 1, maxLength: 2 }),
  { maxLength: 6 },
);

const steps = (n: number, pick = 0): Action[] => Array.from({ length: n }, () => ({ do: 'step', pick }) as const);
const complete: Action = { do: 'complete', pick: 0 };
/**
 * Issue 21 §3, always played first: worker 0 freezes inside its submission (parked at
 * `tool.run`, the job already upstream), a successor takes over and re-runs the call, and the
 * job's result arrives before the successor starts, while it re-runs the call (parked at its
 * own `tool.run`), or after the recovered call completed.
 */
const frozenInSubmission: Action[] = [{ do: 'wake' }, ...steps(4)];
const RESULT_VS_RECOVERY: Array<[Action[], PlannedTool[][]]> = [
  [
    [...frozenInSubmission, complete, { do: 'takeover' }, ...steps(3, 1)],
    [['submit'], []],
  ],
  [
    [...frozenInSubmission, { do: 'takeover' }, ...steps(1, 1), complete, ...steps(3, 1)],
    [['submit'], []],
  ],
  [
    [...frozenInSubmission, { do: 'takeover' }, ...steps(2, 1), complete, ...steps(3, 1)],
    [['submit'], []],
  ],
];

/** Refusals a worker may legitimately die of when the world moved on under it. */
const expectedFailure = (error: unknown) =>
  error instanceof CrashInjected ||
  error instanceof StaleGeneration ||
  (error instanceof TaskError && error.code === 'task_terminated');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('random interleavings of workers, crashes and user actions (PGlite)', () => {
  let sql: SqlClient;
  let store: EventStore;
  let tasks: TaskRepository;
  let leases: TaskLeases;
  /** The gate of the run being played; failpoints are armed once and forward to it. */
  let gate: (name: string) => Promise<void> = async () => undefined;

  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = await PostgresEventStore.open(sql);
    tasks = new TaskRepository(store);
    leases = new TaskLeases(sql, LEASE_TTL_MS);
    await leases.migrate();
    for (const name of FAILPOINTS) armFailpoint(name, (n) => gate(n));
  });
  afterAll(async () => {
    disarmAllFailpoints();
    await store.close();
    await sql.close();
  });

  /** Plays one schedule and returns every invariant it broke. */
  async function play(actions: Action[], modelPlan: PlannedTool[][]): Promise<string[]> {
    const taskId = randomUUID();
    const scheduler = new GateScheduler();
    gate = scheduler.gate;
    const upstream = new InMemoryUpstream(scheduler.gate);
    const model = new PlannedModel(modelPlan, scheduler.gate);
    const worker = (holder: string) =>
      new TaskWorker(tasks, leases, model, upstream.registry, { holder, heartbeatMs: 0, maxStepsPerTurn: 3 });
    const user = (error: unknown) => {
      // The user acting on a stopped task is refused; that is the expected answer, not a failure.
      if (!(error instanceof TaskError && ['task_terminated', 'task_not_accepting_messages'].includes(error.code)))
        throw error;
    };
    await tasks.execute(taskId, {
      type: 'CreateTask',
      taskId,
      workspaceId: 'ws',
      userId: 'u',
      kind: 'persistent',
      brief: 'posters',
      at,
    });
    // One message is already waiting, so the first wake-up has work to do.
    await tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm0', text: 'message 0', at });
    let messages = 0;
    const violations: string[] = [];
    try {
      for (const a of actions) {
        const parked = scheduler.parked();
        switch (a.do) {
          case 'deliver':
            await tasks
              .execute(taskId, { type: 'DeliverMessage', messageId: `m${++messages}`, text: `message ${messages}`, at })
              .catch(user);
            break;
          case 'takeover':
            await sleep(LEASE_TTL_MS + 10); // the parked holders' leases lapse, then a new worker comes
            await scheduler.start(() => worker(`w${scheduler.all().length}`).runTask(taskId));
            break;
          case 'wake':
            await scheduler.start(() => worker(`w${scheduler.all().length}`).runTask(taskId));
            break;
          case 'step':
          case 'crash':
            if (parked.length) await scheduler.step(parked[a.pick % parked.length], a.do === 'crash');
            break;
          case 'expire':
            await sleep(LEASE_TTL_MS + 10);
            break;
          case 'stop':
            await tasks.execute(taskId, { type: 'StopTask', by: 'u', reason: 'stopped', at });
            break;
          case 'interrupt':
            await tasks.execute(taskId, { type: 'InterruptTask', by: 'u', at }).catch(user);
            break;
          case 'complete': {
            // A submitted job's result (possibly a duplicate), or one nobody asked for. It may come
            // before, during or after the recovery of the call that submitted the job (issue 21 §3).
            const job = upstream.jobs[a.pick % (upstream.jobs.length + 1)] ?? 'job-unknown';
            await tasks.execute(taskId, {
              type: 'ReceiveExternalEvent',
              source: 'generation',
              eventId: `${job}:succeeded`,
              result: { done: job },
              waitKey: `generation:${job}`,
              artifactIds: [`art-${job}`],
              at,
            });
            break;
          }
        }
      }
      // Frozen workers come back to life (their late writes must bounce), then a clean worker
      // recovers whatever is left, as the watchdog's wake-up would.
      await scheduler.drain();
      const recoverer = new TaskWorker(tasks, leases, model, upstream.registry, {
        holder: 'recovery',
        maxStepsPerTurn: 3,
      });
      for (let runs = 0; (await recoverer.runTask(taskId)) !== 'nothing_to_do'; runs++) {
        if (runs > 20) throw new Error('recovery never settled');
      }
    } finally {
      await scheduler.drain(true).catch(() => undefined);
    }

    for (const run of scheduler.all())
      if (run.error !== undefined && !expectedFailure(run.error))
        violations.push(`worker run ${run.id} failed unexpectedly: ${String(run.error)}`);
    const { state, events } = await tasks.load(taskId);
    violations.push(...streamViolations(events), ...planViolations(events), ...upstream.violations());
    if (state.exists && state.status !== 'terminated') {
      const lost = unconsumedMessages(events);
      if (lost.length) violations.push(`messages never consumed after recovery: ${lost.join(', ')}`);
      if (state.openTurn) violations.push(`turn ${state.openTurn.turn} still open after recovery`);
    }
    if (violations.length) violations.push(`stream: ${events.map((e) => e.type).join(' ')}`);
    return violations;
  }

  it(`keeps its invariants over ${NUM_RUNS} random schedules`, async () => {
    const started = Date.now();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 40 }), plan, async (actions, modelPlan) => {
        runs++;
        expect(await play(actions, modelPlan)).toEqual([]);
      }),
      { numRuns: NUM_RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, examples: RESULT_VS_RECOVERY },
    );
    process.stdout.write(`interleavings: ${runs} schedules (incl. shrinking) in ${Date.now() - started} ms\n`);
    expect(runs).toBeGreaterThan(NUM_RUNS / 3);
  }, 120_000);
});
