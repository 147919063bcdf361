// jest-lane: beside — a platform left idle for a minute by design: it sleeps, so it runs beside the two test slots (tools/jest/lanes.js).
import { toolHost, remoteTools, ToolRegistry, type ToolDefinition } from '@lomo/agent-tools';
import { SqlCallLedger } from '@lomo/bootstrap';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import { GrpcPeer, GrpcServer } from '@lomo/service-api';
import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { taskStreamId, type StepDecision, type StepInput, type TaskModel } from '@lomo/services/task-runtime';
import { bearer, eventually, startApi, type ApiFixture } from '../../gateway/src/testing/api-fixture';
import { startTask, taskCard, type PaidTaskCard } from '../../gateway/src/testing/paid-tasks';
import { offlinePlanner, platformWithModel } from './testing/scripted-platform';

const TOKEN = 'an-idle-test-service-token';
const IDLE_MS = 60_000;
const PARENT_BRIEF = 'plan a storyboard with a helper agent';
const CHILD_BRIEF = 'a painting of a whale under the ice, gouache';
const PEER_BRIEF = 'note the teal cover in the shared notes';

/**
 * The agent: the offline planner for every brief but two it scripts — a parent that hands a
 * part to a sub-agent (R-10.9) and a task that calls a tool of a peer that is down (ADR 0029).
 */
class IdleAgent implements TaskModel {
  constructor(private readonly offline: TaskModel) {}
  async decide(input: StepInput): Promise<StepDecision> {
    const called = input.messages.some((m) => m.role === 'tool');
    if (input.system.includes(`Task brief: ${PARENT_BRIEF}`))
      return called
        ? { text: 'The helper is done.', toolCalls: [] }
        : {
            text: 'Handing the whale to a helper.',
            toolCalls: [{ tool: 'spawn_subagent', input: { brief: CHILD_BRIEF } }],
          };
    if (input.system.includes(`Task brief: ${PEER_BRIEF}`))
      return called
        ? { text: 'Noted.', toolCalls: [] }
        : { text: 'Noting it.', toolCalls: [{ tool: 'notes_append_line', input: { line: 'teal cover' } }] };
    return this.offline.decide(input);
  }
}

interface LogRow extends Record<string, unknown> {
  stream_id: string;
  category: string;
  event_type: string;
  recorded_at: Date;
  retry_at: string | null;
}

/**
 * Issue 26 item 2: the embedded platform with a task in every waiting state, left alone for
 * 60 s, appends only what its schedule explains and uses next to no CPU. Before the fix a
 * task awaiting approval with a pending message ran two empty turns a second, forever.
 */
describe('the embedded platform left alone with tasks in every waiting state (issue 26)', () => {
  let api: ApiFixture;
  let sql: SqlClient;
  let store: EventStore;
  /**
   * Rows of the log chosen by SQL on clear columns, their `retryAt` read through the store: event
   * content is sealed (ADR 0050), so `data->>` in SQL reads nothing.
   */
  const logRows = async (where: string, params: unknown[]): Promise<LogRow[]> => {
    const { rows } = await sql.query<LogRow & { event_id: string }>(
      `select event_id::text as event_id, stream_id, category, event_type, recorded_at from lomo_events
        where ${where} order by global_position`,
      params,
    );
    const data = new Map<string, unknown>();
    // System streams (`$purges`) carry no retry time; a stream purged since has nothing to read.
    for (const streamId of new Set(rows.map((r) => r.stream_id).filter((id) => !id.startsWith('$'))))
      for (const event of await store.readStream(streamId).catch(() => [])) data.set(event.id, event.data);
    return rows.map(({ event_id, ...row }) => ({
      ...row,
      retry_at: (data.get(event_id) as { retryAt?: string } | null | undefined)?.retryAt ?? null,
    }));
  };
  let peerServer: GrpcServer;
  let peer: GrpcPeer;
  const sim = new SimulatedUpstream({ secret: 'idle-secret' });

  beforeAll(async () => {
    const url = await sim.start();
    // Held jobs: upstream says nothing for ten minutes (the test is over long before).
    sim.script({ promptContains: 'lighthouse at dawn', script: { stepMs: 600_000, steps: 1 } });
    sim.script({ promptContains: 'whale under the ice', script: { stepMs: 600_000, steps: 1 } });
    // The second poster of the series fails once for a passing reason: its retry backs off.
    sim.script({ promptContains: '(2/3)', times: 1, script: { failWith: 'upstream_unavailable' } });
    const offline = await offlinePlanner();
    api = await startApi(platformWithModel(new IdleAgent(offline)), {
      DATABASE_URL: 'memory://',
      GENERATION_SIMULATOR: 'off',
      GENERATION_PROVIDER_ID: 'sim',
      GENERATION_PROVIDER_URL: url,
      GENERATION_PROVIDER_SECRETS: 'idle-secret',
      PLAN_NODE_RETRY_BASE_MS: '20000',
      PEER_RETRY_GIVE_UP_MS: '600000',
    });
    sql = api.app.get<SqlClient>(SQL_CLIENT);
    store = api.app.get<EventStore>(EVENT_STORE);
    // A peer's tool host (distributed mode's remote tools, ADR 0029), its tool in the platform's registry.
    const ledger = new SqlCallLedger(sql);
    await ledger.migrate();
    const notes: ToolDefinition<{ line: string }> = {
      name: 'notes_append_line',
      description: 'Appends a line to the shared notes.',
      inputSchema: { type: 'object', required: ['line'], properties: { line: { type: 'string' } } },
      risk: 'write',
      idempotent: false,
      run: async (input) => ({ result: { line: input.line } }),
    };
    const hosted = new ToolRegistry();
    hosted.register(notes as ToolDefinition<never>);
    peerServer = new GrpcServer({ host: '127.0.0.1', port: 0, token: TOKEN, services: [toolHost(hosted, ledger)] });
    const port = await peerServer.start();
    peer = new GrpcPeer('workspace', { address: `127.0.0.1:${port}`, token: TOKEN, deadlineMs: 5_000 });
    const registry = api.app.get(ToolRegistry);
    for (const tool of await remoteTools(peer)) registry.register(tool);
    await peerServer.stop(0);
  }, 180_000);
  afterAll(async () => {
    peer?.close();
    await api?.close();
    await sim.stop();
  });

  /** Wake-ups that found nothing to do so far (`lomo_task_wakeups_total`, issue 26). */
  const wakeUpsFindingNothing = async () => {
    const metrics = (await api.http.get('/metrics').expect(200)).text;
    return Number(/^lomo_task_wakeups_total\{outcome="nothing_to_do"[^}]*\} (\d+)/m.exec(metrics)?.[1] ?? 0);
  };
  const status = async (key: string, taskId: string) => (await taskCard(api, key, taskId)).status;
  /** Waits until the task's card is as wanted; a timeout says what the card showed instead. */
  const reach = async (key: string, taskId: string, want: (card: PaidTaskCard) => boolean, what: string) => {
    let last: PaidTaskCard | undefined;
    try {
      return await eventually(
        async () => ((last = await taskCard(api, key, taskId)), want(last) ? last : undefined),
        what,
        120_000,
      );
    } catch (error) {
      throw new Error(`${String(error)}; the card: ${JSON.stringify(last)}`);
    }
  };
  const openCost = (c: PaidTaskCard) =>
    c.status === 'awaiting_approval' && c.checkpoints.some((k) => k.origin === 'cost' && k.state === 'open');

  it('given tasks awaiting approval (with and without a pending message), waiting for a job, paused, backing off a retry, idle, a parent waiting for its child and a call to a peer that is down, when nobody touches the platform for 60 s, then the log gains only the scheduled retries and the CPU stays within a tenth of a core of what an empty platform uses', async () => {
    const { a, openApi } = api.keys;
    // What an empty platform costs at rest in this process: its pollers (see docs/benchmarks.md B14).
    await new Promise((r) => setTimeout(r, 3_000));
    const base0 = process.cpuUsage();
    const baseStart = Date.now();
    await new Promise((r) => setTimeout(r, 15_000));
    const baseUsage = process.cpuUsage(base0);
    const baseline = (baseUsage.user + baseUsage.system) / 1000 / (Date.now() - baseStart);

    const first = {
      approval: await startTask(api, openApi, 'a red cat, watercolour'),
      approvalWithMessage: await startTask(api, openApi, 'a poster of a fox in the snow, linocut'),
      external: await startTask(api, a, 'an illustration of a lighthouse at dawn'),
      paused: await startTask(api, a, 'a banner of a tea garden, pastel'),
      idle: await startTask(api, a, 'an icon of a koi pond, pixel art'),
      parent: await startTask(api, a, PARENT_BRIEF),
      peer: await startTask(api, a, PEER_BRIEF),
    };
    await reach(openApi, first.approval, openCost, 'a cost card');
    await reach(openApi, first.approvalWithMessage, openCost, 'a cost card');
    await api.http
      .post(`/v1/tasks/${first.approvalWithMessage}/messages`)
      .set(bearer(openApi))
      .set('idempotency-key', 'idle-warmer')
      .send({ text: 'make it warmer' })
      .expect(202);
    await reach(a, first.paused, (c) => c.status === 'idle' && c.artifacts.length > 0, 'the banner');
    await api.http.post(`/v1/tasks/${first.paused}/pause`).set(bearer(a)).expect(202);
    await reach(a, first.idle, (c) => c.status === 'idle' && c.artifacts.length > 0, 'the icon');
    await reach(a, first.external, (c) => c.status === 'waiting_external', 'the held job');
    await reach(a, first.parent, (c) => c.status === 'waiting_external', 'the parent waiting');
    // The poster series last, so its retry (20 s after the failure) comes due inside the window.
    const tasks = {
      ...first,
      retrying: await startTask(api, a, 'make a series of 3 retro posters of a paper boat race'),
    };
    const scheduled = (type: string, streamId: string) =>
      logRows('stream_id = $1 and event_type = $2', [streamId, type]);
    await eventually(
      async () =>
        (await scheduled('PlanNodeRetryScheduled', taskStreamId(tasks.retrying))).length > 0 ? true : undefined,
      'the poster retry scheduled',
      120_000,
    ).catch(async (timedOut: unknown) => {
      // Diagnosed from the series' log in the CI output (a loaded CI machine once missed this).
      const events = await store.readStream(taskStreamId(tasks.retrying));
      console.error(
        `the poster series:\n${events.map((e) => `${e.type} ${JSON.stringify(e.data).slice(0, 200)}`).join('\n')}`,
      );
      throw timedOut;
    });
    await eventually(
      async () => ((await scheduled('ToolCallDeferred', taskStreamId(tasks.peer))).length > 0 ? true : undefined),
      'the peer call deferred',
      60_000,
    );
    const statuses = Object.fromEntries(
      await Promise.all(
        Object.entries(tasks).map(async ([k, id]) => [k, await status(k.startsWith('approval') ? openApi : a, id)]),
      ),
    );
    // Every waiting state is there (a retry backing off and a deferred peer call keep the turn open: running).
    expect(statuses).toEqual({
      approval: 'awaiting_approval',
      approvalWithMessage: 'awaiting_approval',
      external: 'waiting_external',
      paused: 'paused',
      retrying: 'running',
      idle: 'idle',
      parent: 'waiting_external',
      peer: 'running',
    });
    const posterRetryAt = Date.parse(
      (await scheduled('PlanNodeRetryScheduled', taskStreamId(tasks.retrying)))[0].retry_at!,
    );

    // Let the last turns land, and the wake-ups they cause end, then leave it alone: at load a
    // projection still catching up wakes a task that finds nothing to do inside the window (a cold
    // CI run at load 10 counted one) — the setup's last turn arriving late, not idling. A task
    // that spins never settles here (two of them once woke 201 times a minute), so this fails too.
    await new Promise((r) => setTimeout(r, 2_000));
    for (let deadline = Date.now() + 60_000, before = -1; ;) {
      const now = await wakeUpsFindingNothing();
      if (now === before) break;
      if (Date.now() > deadline) throw new Error(`wake-ups finding nothing still counting up: ${now}`);
      before = now;
      await new Promise((r) => setTimeout(r, 3_000));
    }
    // The peer call's retry time as the window opens; each deferral in the window moves it.
    let peerDueAt = Date.parse((await scheduled('ToolCallDeferred', taskStreamId(tasks.peer))).at(-1)!.retry_at!);
    const idleWakeUps0 = await wakeUpsFindingNothing();
    const windowStart = new Date();
    const cpu0 = process.cpuUsage();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const usage = process.cpuUsage(cpu0);
    const windowEnd = new Date();
    const idleWakeUps = (await wakeUpsFindingNothing()) - idleWakeUps0;
    const idleCpu = (usage.user + usage.system) / 1000 / (windowEnd.getTime() - windowStart.getTime());

    const appended = await logRows('recorded_at >= $1 and recorded_at < $2', [
      windowStart.toISOString(),
      windowEnd.toISOString(),
    ]);
    const name = new Map(Object.entries(tasks).map(([k, id]) => [taskStreamId(id), k]));
    const at = (row: LogRow) => new Date(row.recorded_at).getTime();
    // What the schedule explains: the peer call retried at each retry time its last deferral set
    // (0.5 s doubling to 10 s), and the poster's second attempt at its retry time with what its
    // job appends (the job, its hold and capture, the output object, the result folded back).
    /** Undefined when the schedule explains the row, else why not. */
    const unexplained = (row: LogRow): string | undefined => {
      const what = `${name.get(row.stream_id) ?? row.stream_id} ${row.event_type} at ${new Date(at(row)).toISOString()}`;
      if (name.get(row.stream_id) === 'peer') {
        const due = peerDueAt;
        if (row.event_type === 'ToolCallDeferred') peerDueAt = Date.parse(row.retry_at!);
        if (row.event_type === 'ExecutionTakenOver')
          return at(row) >= due ? undefined : `${what}, before its due time ${new Date(due).toISOString()}`;
        return ['ToolCallStarted', 'ToolCallDeferred'].includes(row.event_type) ? undefined : what;
      }
      const ofThePoster =
        name.get(row.stream_id) === 'retrying' || ['genjob', 'budget', 'object'].includes(row.category);
      return ofThePoster && at(row) >= posterRetryAt ? undefined : what;
    };
    expect(appended.map(unexplained).filter(Boolean)).toEqual([]);
    // Nothing woken that needed no worker: a wake-up that finds nothing to do appends nothing, so
    // the log cannot show it. Before the attention projection folded results that do not wake as
    // the task does, two of these tasks were woken 201 times in the window, each for nothing.
    expect(idleWakeUps).toBe(0);
    // …and the count is read (the peer's early wake-ups are counted as waiting for it).
    expect((await api.http.get('/metrics')).text).toMatch(
      /^lomo_task_wakeups_total\{outcome="waiting_peer"[^}]*\} [1-9]/m,
    );
    // No turn loop anywhere: the peer's retries are its only takeovers, one per due time, and
    // no other waiting task (the pending "make it warmer" included) runs a turn.
    const turns = appended.filter((r) => ['ExecutionTakenOver', 'TurnStarted'].includes(r.event_type));
    expect(turns.filter((r) => !['peer', 'retrying'].includes(name.get(r.stream_id) ?? ''))).toEqual([]);
    expect(turns.filter((r) => name.get(r.stream_id) === 'peer').length).toBeLessThanOrEqual(IDLE_MS / 10_000 + 1);
    expect(appended.filter((r) => r.event_type === 'PlanNodeStarted').length).toBeLessThanOrEqual(1);
    // The message to the task awaiting approval still waits for the card to be answered.
    const warmer = await taskCard(api, openApi, tasks.approvalWithMessage);
    expect(warmer.inbox.find((m) => m.text === 'make it warmer')?.state).toBe('pending');
    // CPU: what the waiting tasks add to an empty platform's pollers, and the whole. Measured on a
    // shared 2-core machine: before issue 26's idle work (load 12-20) empty 0.22 of a core, with
    // these tasks 0.23, under heavy contention 0.30; after it (readers back off to 30 s, no
    // wake-up for nothing; load 7-9, two runs) empty 0.024-0.025, with these tasks 0.042-0.054.
    console.log(
      `idle platform CPU: empty ${baseline.toFixed(3)} core, with the waiting tasks ${idleCpu.toFixed(3)} core`,
    );
    expect(idleCpu - baseline).toBeLessThanOrEqual(0.05);
    expect(idleCpu).toBeLessThanOrEqual(0.12);
  }, 300_000);
});
