import { randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore, type EventStore } from '@lomo/event-store';
import { armFailpoint, disarmAllFailpoints } from '@lomo/failpoints';
import type { TaskCommand } from '../task/task.commands';
import { StaleGeneration } from '../task/task.errors';
import { TaskLeases } from './task-leases';
import type { StepDecision, TaskModel } from './task-model';
import { TaskRepository } from './task-repository';
import { TaskWorker } from './task-worker';
import { ToolRegistry } from '@lomo/agent-tools';

/**
 * R-12.1 "no new tasks from a cancelled turn": worker 1 freezes at a failpoint, the
 * user interrupts or stops the task (a generation bump), worker 1 wakes up. Its next write —
 * the decision, or the start of a tool call — must be refused as stale, so the cancelled
 * turn neither records a decision nor creates a sub-task nor submits a generation.
 */
const at = '2026-11-29T10:00:00.000Z';

/** Remembers which commands the store refused, so the test can name the write that was fenced. */
class RecordingRepository extends TaskRepository {
  readonly refused: Array<{ command: TaskCommand['type']; error: unknown }> = [];
  override async execute(taskId: string, command: TaskCommand) {
    try {
      return await super.execute(taskId, command);
    } catch (error) {
      this.refused.push({ command: command.type, error });
      throw error;
    }
  }
}

const CASES = [
  ['InterruptTask', 'task.before-decision-commit', 'DecideStep'],
  ['InterruptTask', 'task.after-decision-commit', 'StartToolCall'],
  ['StopTask', 'task.before-decision-commit', 'DecideStep'],
  ['StopTask', 'task.after-decision-commit', 'StartToolCall'],
] as const;

describe.each([
  ['PGlite', () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' })],
  ['PostgreSQL server', () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' })],
])('a cancelled turn on %s', (_name, openSql) => {
  let sql: SqlClient;
  let store: EventStore;
  let tasks: RecordingRepository;
  let leases: TaskLeases;
  beforeAll(async () => {
    sql = await openSql();
    store = await PostgresEventStore.open(sql);
    tasks = new RecordingRepository(store);
    leases = new TaskLeases(sql, 5_000);
    await leases.migrate();
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
  });
  afterEach(() => disarmAllFailpoints());

  /** `spawn_task` creates a real task stream (its id derived from the call id); `generate_image` counts submissions. */
  const toolsFor = (submitted: string[], taskId: string) =>
    new ToolRegistry()
      .register({
        name: 'spawn_task',
        description: 'Start a sub-task',
        risk: 'write',
        idempotent: true,
        inputSchema: { type: 'object' },
        run: async (_input: unknown, context: { callId: string }) => {
          const child = `${taskId}.${context.callId}`;
          await tasks.execute(child, {
            type: 'CreateTask',
            taskId: child,
            workspaceId: 'ws-1',
            userId: 'u-1',
            kind: 'lightweight',
            brief: 'poster 2',
            at,
          });
          return { result: { taskId: child } };
        },
      })
      .register({
        name: 'generate_image',
        description: 'Generate an image',
        risk: 'paid',
        idempotent: true,
        inputSchema: { type: 'object' },
        run: async (_input: unknown, context: { callId: string }) => (
          submitted.push(context.callId),
          { result: { job: `job-${context.callId}` } }
        ),
      });

  it.each(CASES)(
    "%s while frozen at %s: the old worker's %s is refused as stale",
    async (cancel, failpointName, fencedCommand) => {
      const taskId = randomUUID();
      await tasks.execute(taskId, {
        type: 'CreateTask',
        taskId,
        workspaceId: 'ws-1',
        userId: 'u-1',
        kind: 'persistent',
        brief: 'a poster series',
        at,
      });
      await tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm1', text: 'two posters please', at });
      const submitted: string[] = [];
      const plan: StepDecision = {
        text: 'Starting a sub-task and the first poster.',
        toolCalls: [
          { tool: 'spawn_task', input: {} },
          { tool: 'generate_image', input: {} },
        ],
      };
      const model: TaskModel = { decide: async () => plan };

      let unfreeze!: () => void;
      const frozen = new Promise<void>((resolve) => (unfreeze = resolve));
      let reached!: () => void;
      const atFailpoint = new Promise<void>((resolve) => (reached = resolve));
      armFailpoint(failpointName, async () => {
        reached();
        await frozen;
      });
      tasks.refused.length = 0;
      const oldWorker = new TaskWorker(tasks, leases, model, toolsFor(submitted, taskId), {
        heartbeatMs: 0,
        holder: 'worker-1',
      }).runTask(taskId);
      await atFailpoint;
      const command: TaskCommand =
        cancel === 'StopTask'
          ? { type: 'StopTask', by: 'u-1', reason: 'stopped by user', at }
          : { type: 'InterruptTask', by: 'u-1', at };
      await tasks.execute(taskId, command);
      unfreeze();
      await expect(oldWorker).rejects.toBeInstanceOf(StaleGeneration);
      expect(tasks.refused.map((r) => r.command)).toEqual([fencedCommand]);

      const { state, events } = await tasks.load(taskId);
      const types = events.map((e) => e.type);
      const fence = types.indexOf(cancel === 'StopTask' ? 'TaskStopped' : 'TaskInterrupted');
      // Nothing after the user's cancel: no decision, no call journaled, no turn completed.
      expect(types.slice(fence + 1)).toEqual([]);
      expect(types).not.toContain('ToolCallStarted');
      expect(submitted).toEqual([]);
      expect((await tasks.load(`${taskId}.1:1:0`)).state.exists).toBe(false);
      expect(state).toMatchObject({
        status: cancel === 'StopTask' ? 'terminated' : 'idle',
        generation: 2,
        openTurn: undefined,
      });
      // A refused decision consumed nothing: the message stays for the next turn.
      const m1 = state.exists && state.inbox.get('m1')?.state;
      expect(m1).toBe(fencedCommand === 'DecideStep' ? 'pending' : 'consumed');
      disarmAllFailpoints();

      // A fresh worker after an interrupt runs a new turn for the waiting message — and never
      // resumes the cancelled one; after a stop there is nothing to run at all.
      const fresh: TaskModel = { decide: async () => ({ text: 'Understood.', toolCalls: [] }) };
      const next = await new TaskWorker(tasks, leases, fresh, toolsFor(submitted, taskId)).runTask(taskId);
      expect(next).toBe(cancel === 'InterruptTask' && m1 === 'pending' ? 'idle' : 'nothing_to_do');
      expect(submitted).toEqual([]);
      const turns = (await tasks.load(taskId)).events.filter((e) => e.type === 'TurnStarted').map((e) => e.data);
      expect(turns).toEqual(
        next === 'idle'
          ? [expect.objectContaining({ turn: 1, generation: 1 }), expect.objectContaining({ turn: 2, generation: 3 })]
          : [expect.objectContaining({ turn: 1 })],
      );
    },
  );
});
