import { randomUUID } from 'node:crypto';
import { ToolRegistry } from '@lomo/agent-tools';
import { armFailpoint, disarmAllFailpoints, failpoint } from '@lomo/failpoints';
import { StaleGeneration } from '../task/task.errors';
import type { TaskEvent } from '../task/task.events';
import type { Task } from '../task/task.state';
import type { StepDecision } from './task-model';
import { TaskWorker } from './task-worker';
import { ScriptedModel } from './testing/scripted-model';
import { SQL_BACKENDS, useRuntimeFixture } from './testing/runtime-fixture';

/**
 * Issue 21 §3 (R-10.1): a 6-scene video; the worker dies while scene 4's submission is in
 * flight (failpoint `generation.after-upstream-accepted`); the job still finishes upstream, and its
 * result may be recorded before the successor takes over, while it re-runs the call, or
 * after the recovered call completed. In every order the scene's item closes exactly once,
 * every scene is submitted once, and the task finishes with no wasted turn.
 */
const at = '2026-11-29T10:00:00.000Z';
const LEASE_TTL_MS = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SCENES = [1, 2, 3, 4, 5, 6];
const say = (text: string, ...toolCalls: Array<[string, unknown]>): StepDecision => ({
  text,
  toolCalls: toolCalls.map(([tool, input]) => ({ tool, input })),
});
/** One inference per scene; the crashed step (scene 4) was committed, so it is never re-inferred. */
const script = (): StepDecision[] => [
  say(
    'Planning six scenes.',
    ['update_checklist', { items: SCENES.map((n) => ({ title: `Scene ${n}` })) }],
    ['generate_video', { prompt: 'scene 1' }],
  ),
  ...SCENES.slice(1).map((n) => say(`Scene ${n}.`, ['generate_video', { prompt: `scene ${n}` }])),
];

type Order = 'before recovery' | 'during recovery' | 'after the recovered call completed' | 'after the recovered turn';

describe.each(SQL_BACKENDS)('a job result racing the recovery of the call that submitted it, on %s', (_db, openSql) => {
  const fx = useRuntimeFixture(openSql, LEASE_TTL_MS);
  afterEach(() => disarmAllFailpoints());

  function setup() {
    const taskId = randomUUID();
    /** The upstream: one job per call id (the gateway's job key, R-4.4); it outlives the crash. */
    const submissions = new Map<string, number>();
    const registry = new ToolRegistry().register({
      name: 'generate_video',
      description: 'video (test upstream)',
      risk: 'paid',
      idempotent: true,
      inputSchema: { type: 'object', properties: { prompt: { type: 'string' } }, required: ['prompt'] },
      run: async (_input: { prompt: string }, context) => {
        submissions.set(context.callId, (submissions.get(context.callId) ?? 0) + 1);
        const jobId = `job-${context.callId}`;
        // The gateway's own crash point: the upstream has the job, the worker has no answer yet.
        await failpoint('generation.after-upstream-accepted');
        return { result: { jobId, state: 'submitted' }, waitingFor: `generation:${jobId}` };
      },
    });
    const model = new ScriptedModel(script());
    const worker = (holder: string) =>
      new TaskWorker(fx.tasks, fx.leases, model, registry, { holder, heartbeatMs: 0, maxStepsPerTurn: 8 });
    const load = async () => (await fx.tasks.load(taskId)) as { state: Task; events: TaskEvent[] };
    /** The gateway's `GenerationJobSucceeded` for one scene, as `generation-results.ts` delivers it. */
    const deliver = (callId: string) =>
      fx.tasks.execute(taskId, {
        type: 'ReceiveExternalEvent',
        source: 'generation',
        eventId: `job-${callId}:succeeded`,
        result: { jobId: `job-${callId}`, state: 'succeeded' },
        waitKey: `generation:job-${callId}`,
        artifactIds: [`clip-${callId}`],
        at,
      });
    /** Runs the task as the pool would, delivering each awaited result, until the runtime stops it. */
    const drive = async (runner: TaskWorker) => {
      for (let runs = 0; runs < 20; runs++) {
        const { state } = await load();
        if (state.status === 'waiting_external') {
          for (const key of state.waitingFor) await deliver(key.slice('generation:job-'.length));
          continue;
        }
        if (!(state.status === 'rescheduling' || state.openTurn || pendingIn(state))) return state;
        await runner.runTask(taskId);
      }
      throw new Error('the task never settled');
    };
    return { taskId, submissions, model, worker, load, deliver, drive };
  }
  const pendingIn = (task: Task) => [...task.inbox.values()].some((m) => m.state === 'pending');

  it.each<Order>([
    'before recovery',
    'during recovery',
    'after the recovered call completed',
    'after the recovered turn',
  ])('result of scene 4 %s: the item closes exactly once, no scene re-submitted, no turn wasted', async (order) => {
    const t = setup();
    await fx.tasks.execute(t.taskId, {
      type: 'CreateTask',
      taskId: t.taskId,
      workspaceId: 'ws-race',
      userId: 'u',
      kind: 'persistent',
      brief: 'a 6-scene video of a fox crossing a river',
      at,
    });
    await fx.tasks.execute(t.taskId, { type: 'DeliverMessage', messageId: 'm1', text: 'six scenes', at });

    // Scenes 1–3 run normally; scene 4's worker freezes with the submission in flight. From the
    // log's point of view that is kill -9: it writes nothing more, its lease lapses, a successor
    // takes over; when it thaws at the end its late writes bounce off the fence.
    const scene4 = '4:1:0';
    let frozen!: () => void;
    let thaw_!: () => void;
    const thaw = new Promise<void>((resolve) => (thaw_ = resolve));
    const freezes = new Promise<void>((resolve) => (frozen = resolve));
    armFailpoint('generation.after-upstream-accepted', async () => {
      if (!(await t.load()).state.journal.has(scene4)) return;
      disarmAllFailpoints();
      frozen();
      await thaw;
    });
    const zombie = t.drive(t.worker('worker-1'));
    await freezes;
    await sleep(LEASE_TTL_MS + 50);
    expect((await t.load()).state.journal.get(scene4)?.state).toBe('started');

    if (order === 'before recovery') await t.deliver(scene4);
    if (order === 'during recovery')
      armFailpoint('task.after-tool-started', async () => void (await t.deliver(scene4)));
    if (order === 'after the recovered call completed')
      armFailpoint('task.after-tool-completed', async () => {
        if ((await t.load()).state.journal.get(scene4)?.state === 'completed') await t.deliver(scene4);
      });
    const task = await t.drive(t.worker('worker-2'));
    thaw_();
    await expect(zombie).rejects.toBeInstanceOf(StaleGeneration);

    const { events } = await t.load();
    const index = (match: (e: TaskEvent) => boolean) => events.findIndex(match);
    const resultAt = index((e) => e.type === 'ExternalEventReceived' && e.data.eventId === `job-${scene4}:succeeded`);
    const completedAt = index((e) => e.type === 'ToolCallCompleted' && e.data.callId === scene4);
    // The ordering under test really happened.
    expect(resultAt < completedAt).toBe(order === 'before recovery' || order === 'during recovery');

    expect(task).toMatchObject({ status: 'idle', stopReason: 'every checklist item is done' });
    // Each scene's item holds its own job and that job's clip.
    expect(
      task.checklist.map((i) => [i.title, i.status, i.results.map((r) => r.id.replace(/^(job|clip)-/, ''))]),
    ).toEqual(SCENES.map((n) => [`Scene ${n}`, 'done', [expect.any(String), expect.any(String)]]));
    for (const item of task.checklist)
      expect(item.results[1]).toEqual({ kind: 'artifact', id: `clip-${item.results[0].id.slice(4)}` });
    const closes = events.flatMap((e) =>
      e.type === 'ChecklistItemUpdated' && e.data.status === 'done' ? [e.data.itemId] : [],
    );
    expect(closes).toEqual(SCENES.map((n) => `item-${n}`));
    // Every scene ordered once upstream (scene 4's re-run lands on the same job).
    expect(t.submissions.size).toBe(SCENES.length);
    expect(t.submissions.get(scene4)).toBe(2);
    const checks = events.flatMap((e) => (e.type === 'TurnCompleted' ? [e.data.check] : []));
    expect(checks).not.toContain('no_progress');
    expect(events.filter((e) => e.type === 'TurnCompleted' && e.data.progress === false)).toEqual([]);
    expect(t.model.remaining).toBe(0);
  });
});
