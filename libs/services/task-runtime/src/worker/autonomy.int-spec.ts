import { randomUUID } from 'node:crypto';
import { ToolRegistry } from '@lomo/agent-tools';
import { ApiError } from '@lomo/service-api';
import { systemClock } from '@lomo/clock';
import { inProcessTaskRuntime } from '../application/task-runtime.bus-api';
import type { StepDecision } from './task-model';
import { TaskWorker } from './task-worker';
import { ScriptedModel } from './testing/scripted-model';
import { SQL_BACKENDS, useRuntimeFixture } from './testing/runtime-fixture';
import type { TaskEvent } from '../task/task.events';
import type { Task } from '../task/task.state';
import type { RubricGrader } from '../task/autonomy/rubric-grader';
import { SqlToolPolicies } from '../data-access/sql-tool-policies';

const say = (text: string, ...toolCalls: Array<[string, unknown]>): StepDecision => ({
  text,
  toolCalls: toolCalls.map(([tool, input]) => ({ tool, input })),
});

/** A stand-in upstream: counts submissions per call id; results arrive when the test says so. */
class Upstream {
  readonly submissions: Array<{ tool: string; callId: string; input: unknown }> = [];
  register(registry: ToolRegistry, tool: string, risk: 'paid' | 'irreversible' = 'paid') {
    registry.register({
      name: tool,
      description: `${tool} (test upstream)`,
      risk,
      idempotent: risk === 'paid',
      inputSchema: {
        type: 'object',
        properties: { prompt: { type: 'string' } },
        required: ['prompt'],
        additionalProperties: false,
      },
      run: async (input: { prompt: string }, context) => {
        this.submissions.push({ tool, callId: context.callId, input });
        if (risk === 'irreversible') return { result: { deleted: true } };
        const jobId = `job-${context.taskId.slice(0, 8)}-${context.callId}`;
        return { result: { jobId, state: 'submitted' }, waitingFor: `generation:${jobId}` };
      },
    });
  }
}

describe.each(SQL_BACKENDS)('autonomy: checklist, stop check, checkpoints, policies on %s', (_name, openSql) => {
  const fx = useRuntimeFixture(openSql, 5_000);
  let policies: SqlToolPolicies;
  beforeAll(async () => {
    policies = new SqlToolPolicies(fx.sql);
    await policies.migrate();
  });

  function setup(
    script: StepDecision[],
    options: { grader?: RubricGrader; maxStepsPerTurn?: number; bareRegistry?: boolean } = {},
  ) {
    const model = new ScriptedModel(script);
    const registry = new ToolRegistry();
    const upstream = new Upstream();
    if (!options.bareRegistry) {
      upstream.register(registry, 'generate_image');
      upstream.register(registry, 'generate_video');
      upstream.register(registry, 'delete_artifact', 'irreversible');
    }
    const wakes: string[] = [];
    const { bareRegistry: _bare, ...workerOptions } = options;
    const worker = new TaskWorker(fx.tasks, fx.leases, model, registry, {
      heartbeatMs: 0,
      policies,
      maxNoProgressTurns: 3,
      ...workerOptions,
    });
    const runtime = inProcessTaskRuntime(
      fx.tasks,
      async (taskId) => void wakes.push(taskId),
      systemClock,
      fx.store,
      undefined, // no card projection here: getTask folds the stream
      policies,
    );
    const caller = { workspaceId: `ws-${randomUUID().slice(0, 8)}`, userId: 'u-1' };
    /** Runs the task as the pool would, for as long as the runtime itself wants to go on. */
    const drive = async (taskId: string) => {
      for (let i = 0; i < 20; i++) {
        const state = (await fx.tasks.load(taskId)).state as Task;
        const pending = [...state.inbox.values()].some((m) => m.state === 'pending');
        if (!(state.status === 'rescheduling' || pending || state.openTurn)) return state;
        await worker.runTask(taskId);
      }
      throw new Error('the task never settled');
    };
    const complete = (taskId: string, jobId: string) =>
      runtime.receiveExternalEvent(caller, taskId, {
        source: 'generation',
        eventId: `${jobId}:succeeded`,
        result: { state: 'succeeded' },
        waitKey: `generation:${jobId}`,
        artifactIds: [`art-${jobId}`],
      });
    const events = async (taskId: string) => (await fx.tasks.load(taskId)).events;
    const jobsOf = (taskEvents: TaskEvent[]) =>
      taskEvents.flatMap((e) =>
        e.type === 'ToolCallCompleted' && e.data.waitingFor ? [e.data.waitingFor.slice('generation:'.length)] : [],
      );
    return { model, upstream, registry, worker, runtime, caller, drive, complete, events, jobsOf, wakes };
  }

  const checks = (events: TaskEvent[]) => events.flatMap((e) => (e.type === 'TurnCompleted' ? [e.data.check] : []));
  const messagesDelivered = (events: TaskEvent[]) => events.filter((e) => e.type === 'MessageDelivered').length;

  it('runs a 4-stage plan (brief → drafts → user picks → finals) to its checkpoint and on to the end with no "continue" message', async () => {
    const t = setup([
      say('Planning.', [
        'update_checklist',
        {
          items: [
            { title: 'Brief' },
            { title: 'Drafts' },
            { title: 'Pick a draft', needs_approval: true },
            { title: 'Finals' },
          ],
        },
      ]),
      say(
        'Brief done; drafting two directions.',
        ['update_checklist_item', { item_id: 'item-1', status: 'done', evidence: 'retro, warm palette, 2:3' }],
        ['generate_image', { prompt: 'draft A' }],
        ['generate_image', { prompt: 'draft B' }],
      ),
      say('Here are the drafts.', [
        'request_approval',
        {
          proposal: 'Which draft should become the final?',
          item_id: 'item-3',
          candidates: [
            { label: 'Draft A', artifact_id: 'art-A' },
            { label: 'Draft B', artifact_id: 'art-B' },
          ],
        },
      ]),
      say('Rendering the final from draft B.', ['generate_image', { prompt: 'final from B' }]),
    ]);
    const { taskId } = await t.runtime.createTask(t.caller, { text: 'A retro poster for the jazz night' });
    let task = await t.drive(taskId);
    expect(task.status).toBe('waiting_external');
    const [draftA, draftB] = t.jobsOf(await t.events(taskId));
    expect(task.checklist.map((i) => [i.title, i.status])).toEqual([
      ['Brief', 'done'],
      ['Drafts', 'in_progress'],
      ['Pick a draft', 'open'],
      ['Finals', 'open'],
    ]);

    // Each draft's result closes nothing alone; the second one ends the wait and wakes the task.
    const deliver = (jobId: string, artifactId: string) =>
      t.runtime.receiveExternalEvent(t.caller, taskId, {
        source: 'generation',
        eventId: `${jobId}:succeeded`,
        result: {},
        waitKey: `generation:${jobId}`,
        artifactIds: [artifactId],
      });
    await deliver(draftA, 'art-A');
    expect(((await t.runtime.get(taskId)) as Task).status).toBe('waiting_external');
    await deliver(draftB, 'art-B');
    task = await t.drive(taskId);
    expect(task.status).toBe('awaiting_approval');
    const card = [...task.checkpoints.values()].find((c) => c.state === 'open')!;
    expect(card).toMatchObject({ origin: 'model', itemId: 'item-3', actions: ['pick', 'adjust'] });

    await t.runtime.answerCheckpoint(t.caller, taskId, { cardId: card.cardId, action: 'pick', candidateId: 'art-B' });
    task = await t.drive(taskId);
    expect(task.status).toBe('waiting_external');
    const finals = t.jobsOf(await t.events(taskId))[2];
    await t.complete(taskId, finals);
    task = (await t.runtime.get(taskId)) as Task;

    expect(task.status).toBe('idle');
    expect(task.stopReason).toBe('every checklist item is done');
    expect(task.checklist.map((i) => i.status)).toEqual(['done', 'done', 'done', 'done']);
    expect(task.checklist[2].evidence).toBe('the user picked Draft B');
    expect(task.checklist[3].results).toEqual([
      { kind: 'job', id: finals },
      { kind: 'artifact', id: `art-${finals}` },
    ]);
    const all = await t.events(taskId);
    expect(messagesDelivered(all)).toBe(1); // the brief only: zero "continue" messages
    expect(checks(all)).toEqual(['waiting_external', 'checkpoint', 'waiting_external']);
    expect(t.upstream.submissions.map((s) => (s.input as { prompt: string }).prompt)).toEqual([
      'draft A',
      'draft B',
      'final from B',
    ]);
    expect(t.model.remaining).toBe(0);
    const card2 = await t.runtime.getTask(t.caller, taskId);
    expect(card2.artifacts.map((a) => a.objectId)).toEqual(expect.arrayContaining(['art-A', 'art-B', `art-${finals}`]));
  });

  it('adds a fallback card when the model ends its turn at a checkpoint without asking', async () => {
    const t = setup([
      say(
        'Planning.',
        [
          'update_checklist',
          { items: [{ title: 'Drafts' }, { title: 'Approve the look', needs_approval: true }, { title: 'Finals' }] },
        ],
        ['generate_image', { prompt: 'draft' }],
      ),
      say('The draft is ready.'),
    ]);
    const { taskId } = await t.runtime.createTask(t.caller, { text: 'A label for a cider bottle' });
    await t.drive(taskId);
    await t.complete(taskId, t.jobsOf(await t.events(taskId))[0]);
    const task = await t.drive(taskId);
    expect(task.status).toBe('awaiting_approval');
    const cards = [...task.checkpoints.values()];
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      origin: 'fallback',
      itemId: 'item-2',
      state: 'open',
      actions: ['pick', 'adjust'],
    });
    expect(cards[0].candidates.map((c) => c.artifactId)).toEqual([`art-${t.jobsOf(await t.events(taskId))[0]}`]);
    expect(checks(await t.events(taskId))).toEqual(['waiting_external', 'checkpoint']);
  });

  it('stops a model that keeps rewriting its plan after N turns with reason no_progress', async () => {
    const rewrite = say('Let me refine the plan.', [
      'update_checklist',
      { items: [{ title: 'Moodboard' }, { title: 'Posters' }] },
    ]);
    const t = setup(
      Array.from({ length: 6 }, () => rewrite),
      { maxStepsPerTurn: 2 },
    );
    const { taskId } = await t.runtime.createTask(t.caller, { text: 'Posters for a film festival' });
    const task = await t.drive(taskId);
    expect(task.status).toBe('idle');
    expect(task.stopReason).toBe('no meaningful progress in 3 consecutive turns');
    expect(checks(await t.events(taskId))).toEqual(['continue', 'continue', 'no_progress']);
    expect(t.upstream.submissions).toEqual([]);
  });

  it("does not wake a single-image task when its result arrives; an approved generation's completion wakes a plan with open items", async () => {
    const single = setup([say('Drawing.', ['generate_image', { prompt: 'a cat' }])]);
    const { taskId: cat } = await single.runtime.createTask(single.caller, { text: 'draw a cat' });
    await single.drive(cat);
    single.wakes.length = 0;
    await single.complete(cat, single.jobsOf(await single.events(cat))[0]);
    expect(single.wakes).toEqual([]);
    expect(await single.runtime.get(cat)).toMatchObject({
      status: 'idle',
      stopReason: 'results delivered; nothing depends on them',
    });
    expect((await single.events(cat)).filter((e) => e.type === 'TurnStarted')).toHaveLength(1);

    const plan = setup([
      say(
        'Planning.',
        ['update_checklist', { items: [{ title: 'Teaser video' }, { title: 'Caption' }] }],
        ['generate_video', { prompt: 'teaser' }],
      ),
      say('Caption written.', [
        'update_checklist_item',
        { item_id: 'item-2', status: 'done', evidence: 'caption: "Soon."' },
      ]),
      say('All done.'),
    ]);
    await policies.set(plan.caller.workspaceId, 'generate_video', 'always_ask', 'user:u-1');
    const { taskId } = await plan.runtime.createTask(plan.caller, { text: 'A teaser video with a caption' });
    let task = await plan.drive(taskId);
    // always_ask: the loop stopped before the call; nothing reached the upstream.
    expect(task.status).toBe('awaiting_approval');
    expect(plan.upstream.submissions).toEqual([]);
    const card = [...task.checkpoints.values()][0];
    expect(card).toMatchObject({
      origin: 'tool_permission',
      toolCall: { tool: 'generate_video', input: { prompt: 'teaser' } },
    });

    await plan.runtime.answerCheckpoint(plan.caller, taskId, { cardId: card.cardId, action: 'confirm' });
    task = await plan.drive(taskId);
    expect(plan.upstream.submissions.map((s) => s.tool)).toEqual(['generate_video']);
    expect(task.status).toBe('waiting_external');
    plan.wakes.length = 0;
    await plan.complete(taskId, plan.jobsOf(await plan.events(taskId))[0]);
    expect(plan.wakes).toEqual([taskId]);
    task = await plan.drive(taskId);
    expect(task.status).toBe('idle');
    expect(task.stopReason).toBe('every checklist item is done');
    expect(plan.model.remaining).toBe(0);
  });

  it('a deny policy refuses with a visible reason; an irreversible tool asks even under always_allow', async () => {
    const t = setup([
      say('Trying.', ['generate_image', { prompt: 'x' }], ['delete_artifact', { prompt: 'old draft' }]),
      say('Understood.'),
    ]);
    await policies.set(t.caller.workspaceId, 'generate_image', 'deny', 'user:u-1');
    await policies.set(t.caller.workspaceId, 'delete_artifact', 'always_allow', 'user:u-1');
    const { taskId } = await t.runtime.createTask(t.caller, { text: 'clean up and draw' });
    const task = await t.drive(taskId);
    const results = [...task.journal.values()].map((c) => [c.tool, (c.result as { reason?: string }).reason]);
    expect(results).toEqual([
      ['generate_image', 'denied_by_policy'],
      ['delete_artifact', 'awaiting_approval'],
    ]);
    expect(t.upstream.submissions).toEqual([]);
    expect(task.status).toBe('awaiting_approval');
    expect([...task.checkpoints.values()].map((c) => [c.origin, c.toolCall?.tool])).toEqual([
      ['tool_permission', 'delete_artifact'],
    ]);
    // The model cannot approve on the user's behalf: a step claiming an approval is refused.
    await expect(
      fx.tasks.execute(taskId, {
        type: 'DecideStep',
        generation: task.generation,
        turn: task.turns,
        output: '',
        toolCalls: [
          { tool: 'delete_artifact', input: { prompt: 'x' }, idempotent: false, approvedBy: 'permission:1:1:1' },
        ],
        consumedMessageIds: [],
        at: new Date().toISOString(),
      }),
    ).rejects.toThrow();
  });

  it('stops with over_limits when a paid call is refused for money, and records a crashing tool as a failed call', async () => {
    const t = setup([say('Rendering.', ['generate_image', { prompt: 'x' }], ['generate_3d', { prompt: 'y' }])], {
      bareRegistry: true,
    });
    t.registry.register({
      name: 'generate_3d',
      description: 'refused by billing',
      risk: 'paid',
      idempotent: true,
      inputSchema: { type: 'object' },
      run: async () => {
        throw new ApiError('payment_required', 'spend_cap_exceeded', 'this job would exceed the workspace spend cap', {
          capMinor: 1_000,
          requestedMinor: 5_000,
        });
      },
    });
    t.registry.register({
      name: 'generate_image',
      description: 'crashes',
      risk: 'paid',
      idempotent: true,
      inputSchema: { type: 'object' },
      run: async () => Promise.reject(new Error('socket hang up')),
    });
    const { taskId } = await t.runtime.createTask(t.caller, { text: 'a poster and a statue' });
    const task = await t.drive(taskId);
    expect([...task.journal.values()].map((c) => [c.state, c.result])).toEqual([
      ['completed', { error: 'socket hang up' }],
      [
        'completed',
        {
          refused: true,
          reason: 'spend_cap_exceeded',
          detail: 'this job would exceed the workspace spend cap',
          kind: 'payment_required',
          // The same kind, code, message and details an HTTP or gRPC caller gets for this refusal.
          details: { capMinor: 1_000, requestedMinor: 5_000 },
        },
      ],
    ]);
    expect(task).toMatchObject({
      status: 'idle',
      stopReason: 'stopped: this job would exceed the workspace spend cap',
    });
    expect(checks(await t.events(taskId))).toEqual(['over_limits']);
  });

  it('a rubric task does not finish while the grader says the rubric is unmet', async () => {
    const verdicts = [
      { met: false, reason: 'only one colourway' },
      { met: true, reason: 'three colourways, print-ready' },
    ];
    const grader: RubricGrader = { grade: async () => verdicts.shift()! };
    const t = setup([say('Here is the first colourway.'), say('Added the other two colourways.')], { grader });
    const { taskId } = await t.runtime.createTask(t.caller, {
      text: 'Sneaker colourways',
      rubric: 'three distinct colourways, print-ready',
    });
    const task = await t.drive(taskId);
    expect(checks(await t.events(taskId))).toEqual(['rubric_unmet', 'model_finished']);
    expect(task.status).toBe('idle');
    expect(task.stopReason).toContain('rubric met: three colourways, print-ready');
    expect(verdicts).toEqual([]);
  });
});
