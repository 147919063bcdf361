import { randomUUID } from 'node:crypto';
import { remoteTools, toolHost, ToolRegistry, type ToolDefinition } from '@lomo/agent-tools';
import { SqlCallLedger } from '@lomo/bootstrap';
import { GrpcPeer, GrpcServer } from '@lomo/service-api';
import { inProcessTaskRuntime } from '../application/task-runtime.bus-api';
import type { PeerRetryPolicy } from '../task/execution/peer-retry.decider';
import type { JournalEntry, Task } from '../task/task.state';
import type { StepDecision } from './task-model';
import { TaskWorker } from './task-worker';
import { manualClock } from './testing/manual-clock';
import { say, ScriptedModel } from './testing/scripted-model';
import { SQL_BACKENDS, useRuntimeFixture } from './testing/runtime-fixture';

const TOKEN = 'a-service-token-for-tests';
const onlyCall = (task: Task): JournalEntry => [...task.journal.values()][0];

/**
 * A remote tool call (task runtime → the peer's ToolService over gRPC) to a peer that is
 * stopped, then back (issue 14 "Bad input", "Done when": a peer stopped; when it returns,
 * everything resumes with nothing lost, the work done exactly once).
 */
describe('a remote tool call to a peer that is down, on PostgreSQL (issue 14)', () => {
  const [, openPostgres] = SQL_BACKENDS[1];
  const fx = useRuntimeFixture(openPostgres, 5_000);
  /** The peer's effects: one entry per time the non-idempotent tool really ran. */
  const effects: string[] = [];
  let release: (() => void) | undefined;
  let server: GrpcServer;
  let port: number;
  let peer: GrpcPeer;
  let ledger: SqlCallLedger;
  const hostRegistry = new ToolRegistry();

  const appendLine: ToolDefinition<{ line: string }> = {
    name: 'append_line',
    description: 'Appends a line to the notes (not idempotent: twice is two lines).',
    inputSchema: { type: 'object', required: ['line'], properties: { line: { type: 'string' } } },
    risk: 'write',
    idempotent: false,
    async run(input) {
      // A slow run (the test holds it) outlives the caller's deadline: its outcome is unknown to the caller.
      if (input.line.startsWith('slow')) await new Promise<void>((resolve) => (release = resolve));
      effects.push(input.line);
      return { result: { lines: effects.filter((l) => l === input.line).length, line: input.line } };
    },
  };

  const startServer = async () => {
    server = new GrpcServer({
      host: '127.0.0.1',
      port: port ?? 0,
      token: TOKEN,
      services: [toolHost(hostRegistry, ledger)],
    });
    port = await server.start();
  };

  beforeAll(async () => {
    hostRegistry.register(appendLine as ToolDefinition<never>);
    ledger = new SqlCallLedger(fx.sql);
    await ledger.migrate();
    await startServer();
    peer = new GrpcPeer('workspace', { address: `127.0.0.1:${port}`, token: TOKEN, deadlineMs: 1_500 });
  });
  afterAll(async () => {
    peer.close();
    await server.stop(0);
  });

  async function setup(script: StepDecision[], retry: PeerRetryPolicy) {
    const registry = new ToolRegistry();
    for (const tool of await remoteTools(peer)) registry.register(tool);
    const model = new ScriptedModel(script);
    const clock = manualClock();
    // Each run is a fresh worker (another holder), as a task-runtime replica after a crash would be.
    const worker = () =>
      new TaskWorker(fx.tasks, fx.leases, model, registry, { heartbeatMs: 0, clock, peerRetry: retry });
    const runtime = inProcessTaskRuntime(fx.tasks, async () => undefined, clock, fx.store);
    const caller = { workspaceId: `ws-${randomUUID().slice(0, 8)}`, userId: 'u-1' };
    const load = async (taskId: string) => (await fx.tasks.load(taskId)).state as Task;
    /** Runs the task (its retry times made due) until it settles; polls, since the channel reconnects on its own time. */
    const drive = async (taskId: string) => {
      for (let i = 0; i < 200; i++) {
        const state = await load(taskId);
        const pending = [...state.inbox.values()].some((m) => m.state === 'pending');
        if (!state.openTurn && !pending && state.status !== 'rescheduling') return state;
        clock.advance(retry.maxDelayMs);
        await worker().runTask(taskId);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the task never settled');
    };
    return { model, clock, worker, runtime, caller, load, drive };
  }

  it('given the peer stopped, when the model calls its non-idempotent tool, then the call waits (no failure the model sees) and, once the peer is back, runs exactly once', async () => {
    const t = await setup([say('Noting it.', ['append_line', { line: 'teal cover' }]), say('Noted.')], {
      initialDelayMs: 1_000,
      maxDelayMs: 4_000,
      giveUpAfterMs: 600_000,
    });
    await server.stop(0);
    const { taskId } = await t.runtime.createTask(t.caller, { text: 'Note the teal cover' });

    expect(await t.worker().runTask(taskId)).toBe('waiting_peer');
    t.clock.advance(4_000);
    expect(await t.worker().runTask(taskId)).toBe('waiting_peer');

    let task = await t.load(taskId);
    expect(onlyCall(task)).toMatchObject({ state: 'retrying', retry: { peer: 'workspace', attempts: 2 } });
    expect(task.openTurn).toBeDefined();
    expect(t.model.inputs).toHaveLength(1);
    expect(effects).not.toContain('teal cover');

    await startServer();
    task = await t.drive(taskId);

    expect(effects.filter((l) => l === 'teal cover')).toEqual(['teal cover']);
    expect(onlyCall(task)).toMatchObject({ state: 'completed', result: { lines: 1, line: 'teal cover' } });
    expect(task.status).toBe('idle');
    expect(t.model.remaining).toBe(0);
    const { events } = await fx.tasks.load(taskId);
    expect(events.filter((e) => e.type === 'ToolCallDeferred').length).toBeGreaterThanOrEqual(2);
  });

  it('given the call reached the peer but its answer missed the deadline, when the runtime retries it under the same call id, then the peer answers with the first outcome and the effect happens once', async () => {
    const t = await setup([say('Noting it.', ['append_line', { line: 'slow teal' }]), say('Noted.')], {
      initialDelayMs: 500,
      maxDelayMs: 1_000,
      giveUpAfterMs: 600_000,
    });
    const { taskId } = await t.runtime.createTask(t.caller, { text: 'Note the slow teal' });

    expect(await t.worker().runTask(taskId)).toBe('waiting_peer');
    expect(onlyCall(await t.load(taskId))).toMatchObject({
      state: 'retrying',
      retry: { reason: 'peer_deadline_exceeded' },
    });
    // The retry while the first attempt still runs on the peer is told to wait, not run twice.
    t.clock.advance(1_000);
    expect(await t.worker().runTask(taskId)).toBe('waiting_peer');
    expect(onlyCall(await t.load(taskId))).toMatchObject({ retry: { reason: 'tool_call_in_progress' } });

    release!();
    const task = await t.drive(taskId);

    expect(effects.filter((l) => l === 'slow teal')).toEqual(['slow teal']);
    expect(onlyCall(task)).toMatchObject({ state: 'completed', result: { lines: 1, line: 'slow teal' } });
    expect(task.status).toBe('idle');
  });

  it('given the peer stays down past the give-up time, when the call is retried, then it fails with a typed error naming the peer and the turn goes on', async () => {
    const t = await setup(
      [say('Noting it.', ['append_line', { line: 'never' }]), say('The workspace is unreachable; I will retry later.')],
      { initialDelayMs: 1_000, maxDelayMs: 2_000, giveUpAfterMs: 5_000 },
    );
    await server.stop(0);
    try {
      const { taskId } = await t.runtime.createTask(t.caller, { text: 'Note it' });
      const task = await t.drive(taskId);

      expect(onlyCall(task)).toMatchObject({
        state: 'completed',
        result: { refused: true, reason: 'peer_unavailable', kind: 'unavailable', details: { peer: 'workspace' } },
      });
      expect(task.status).toBe('idle');
      expect(t.model.remaining).toBe(0);
      expect(effects).not.toContain('never');
    } finally {
      await startServer();
    }
  });
});
