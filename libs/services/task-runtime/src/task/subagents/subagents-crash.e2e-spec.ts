import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolRegistry } from '@lomo/agent-tools';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import type { Task } from '../task.state';
import { childTaskId, SPAWN_SUBAGENT } from './subagent-wait';
import { taskStreamId } from '../task.decider';
import { TaskLeases } from '../../worker/task-leases';
import type { StepDecision } from '../../worker/task-model';
import { TaskRepository } from '../../worker/task-repository';
import { TaskWorker } from '../../worker/task-worker';
import { migrateEffectLog } from '../../worker/testing/effect-log-tools';
import { ScriptedModel } from '../../worker/testing/scripted-model';
import { runWorkerProcess, serverUrl } from '../../worker/testing/spawn-worker';

/**
 * Issue 17 §6 with real processes: the parent's worker spawns two sub-agents and SIGKILLs
 * itself mid-way; a fresh process resumes from PostgreSQL. The children in the log must be
 * exactly the two the journal names — a re-run spawn finds its child, never makes another.
 */
const at = '2026-12-01T10:00:00.000Z';
const LEASE_TTL_MS = 400;
const parentScript: StepDecision[] = [
  {
    text: 'Two parts in parallel.',
    toolCalls: [
      { tool: SPAWN_SUBAGENT, input: { brief: 'Write the shot list' } },
      { tool: SPAWN_SUBAGENT, input: { brief: 'Pick the palette' } },
    ],
  },
  { text: 'Both parts are in.', toolCalls: [] },
];

describe('a parent killed with kill -9 while spawning two sub-agents (PostgreSQL server)', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  let tasks: TaskRepository;
  let leases: TaskLeases;
  let logDir: string;

  beforeAll(async () => {
    sql = await openSqlClient({ url: serverUrl(), pgliteDataDir: 'unused', poolSize: 4 });
    store = await PostgresEventStore.open(sql);
    tasks = new TaskRepository(store);
    leases = new TaskLeases(sql, LEASE_TTL_MS);
    await leases.migrate();
    await migrateEffectLog(sql);
    logDir = await mkdtemp(join(tmpdir(), 'lomo-subagents-'));
  });
  afterAll(async () => {
    await leases.close();
    await store.close();
    await sql.close();
    await rm(logDir, { recursive: true, force: true });
  });

  const leaseLapsed = async (taskId: string) => {
    for (;;) {
      const { rows } = await sql.query(`select 1 from task_leases where task_id = $1 and expires_at > now()`, [taskId]);
      if (rows.length === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** Every TaskCreated in the whole log that names this parent: the spawns that really happened. */
  const spawnedChildren = async (parentId: string) => {
    // The parent is read through the store, not by `data->` in SQL: a sealed log (ADR 0050) has no clear JSON.
    const { rows } = await sql.query<{ stream_id: string }>(
      `select stream_id from lomo_events where event_type = 'TaskCreated' order by stream_id`,
    );
    const children: string[] = [];
    for (const { stream_id } of rows) {
      const [created] = await store.readStream(stream_id, { maxCount: 1 });
      if ((created?.data as { parent?: { taskId?: string } } | null)?.parent?.taskId === parentId)
        children.push(stream_id);
    }
    return children;
  };

  it.each(['subagent.after-child-created', 'task.after-tool-completed'])(
    'killed at %s: the successor resumes, the two children exist once each, their results wake the parent',
    async (failpoint) => {
      const parentId = randomUUID();
      await tasks.execute(parentId, {
        type: 'CreateTask',
        taskId: parentId,
        workspaceId: 'ws-subagents',
        userId: 'u-1',
        kind: 'persistent',
        brief: 'A storyboard',
        at,
      });
      await tasks.execute(parentId, { type: 'DeliverMessage', messageId: 'm1', text: 'make a storyboard', at });
      const worker = (name: string, failpoints?: string) =>
        runWorkerProcess({
          TEST_DATABASE_URL: serverUrl(),
          LOMO_TASK_ID: parentId,
          LOMO_WORKER: name,
          LOMO_LEASE_TTL_MS: String(LEASE_TTL_MS),
          LOMO_SCRIPT: JSON.stringify(parentScript),
          LOMO_INFERENCE_LOG: join(logDir, `${parentId}.jsonl`),
          LOMO_SUBAGENTS: '1',
          ...(failpoints ? { LOMO_FAILPOINTS: failpoints } : {}),
        });

      const first = await worker('worker-1', `${failpoint}=exit`);
      expect({ signal: first.signal, stderr: first.stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });
      // The first spawn's child was created before the kill.
      const children = ['1:1:0', '1:1:1'].map((callId) => childTaskId(parentId, callId));
      expect(await spawnedChildren(parentId)).toEqual([taskStreamId(children[0])]);
      await leaseLapsed(parentId);
      const second = await worker('worker-2');
      expect(second).toMatchObject({ code: 0, stderr: '', stdout: '{"outcome":"waiting_external"}\n' });

      // Exactly two children in the whole log, each created and briefed once, the ones the journal names.
      expect(await spawnedChildren(parentId)).toEqual(children.map((id) => taskStreamId(id)).sort());
      let parent = (await tasks.load(parentId)).state as Task;
      expect(
        [...parent.journal.values()].map((c) => [c.state, (c.result as { childTaskId: string }).childTaskId]),
      ).toEqual(children.map((id) => ['completed', id]));
      expect([...parent.waitingFor].sort()).toEqual(children.map((id) => `subagent:${id}`).sort());
      for (const id of children) {
        const { events } = await tasks.load(id);
        expect(events.map((e) => e.type)).toEqual(['TaskCreated', 'MessageDelivered']);
      }

      // The children run (here in this process) and report; the last report wakes the parent.
      const woken: string[] = [];
      for (const [index, id] of children.entries()) {
        const childWorker = new TaskWorker(
          tasks,
          leases,
          new ScriptedModel([{ text: `part ${index + 1} done`, toolCalls: [] }]),
          new ToolRegistry(),
          { heartbeatMs: 0, wake: (taskId) => void woken.push(taskId) },
        );
        expect(await childWorker.runTask(id)).toBe('idle');
      }
      expect(woken).toEqual([parentId]);
      expect(await worker('worker-3')).toMatchObject({ code: 0, stderr: '', stdout: '{"outcome":"idle"}\n' });
      parent = (await tasks.load(parentId)).state as Task;
      expect(parent).toMatchObject({ status: 'idle', lastOutput: 'Both parts are in.' });
      expect(await spawnedChildren(parentId)).toHaveLength(2);
    },
    180_000,
  );
});
