import { SimulatedUpstream, type LedgerEntry } from '@lomo/services/generation-gateway';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';
import { expectBalancedLedger } from '../testing/ledger';

interface Node {
  itemId: string;
  status: string;
  results: Array<{ kind: string; id: string }>;
  dependsOn?: string[];
}
interface Card {
  status: string;
  lastOutput?: string;
  checklist: Node[];
}
interface Event {
  type: string;
  data: Record<string, unknown>;
}

/**
 * The production DAG and the capability registry over HTTP on the embedded
 * platform with the offline planner, against a simulated upstream the test owns: its ledger
 * is the proof of what was ordered, when, and how often.
 */
describe('gateway: a production DAG on the embedded platform (R-11.3, R-11.1)', () => {
  let api: ApiFixture;
  const sim = new SimulatedUpstream({ secret: 'dag-secret' });

  beforeAll(async () => {
    const url = await sim.start();
    // Keyframes and clips take a while upstream, so jobs started together are seen running together.
    sim.script({ promptContains: 'keyframe', script: { stepMs: 600, steps: 3 } });
    sim.script({ promptContains: 'clip', script: { stepMs: 300, steps: 3 } });
    api = await startApi(platformApp, {
      DATABASE_URL: 'memory://',
      GENERATION_SIMULATOR: 'off',
      GENERATION_PROVIDER_ID: 'sim',
      GENERATION_PROVIDER_URL: url,
      GENERATION_PROVIDER_SECRETS: 'dag-secret',
    });
  });
  afterAll(async () => {
    await api?.close();
    await sim.stop();
  });

  const key = () => api.keys.a;
  const card = async (taskId: string): Promise<Card> =>
    (await api.http.get(`/v1/tasks/${taskId}`).set(bearer(key())).expect(200)).body;
  const events = async (taskId: string): Promise<Event[]> =>
    (await api.http.get(`/v1/tasks/${taskId}/events?limit=1000`).set(bearer(key())).expect(200)).body;
  const finished = (taskId: string, what: string, extra: (c: Card) => boolean = () => true) =>
    eventually(
      async () => {
        const c = await card(taskId);
        return c.status === 'idle' &&
          c.checklist.length > 0 &&
          c.checklist.every((i) => i.status === 'done') &&
          extra(c)
          ? c
          : undefined;
      },
      what,
      240_000,
    ).catch(timeline(taskId, what));
  /** A task that never finishes is diagnosed from its log: the timeline goes to the CI output. */
  const timeline = (taskId: string, what: string) => async (timedOut: unknown) => {
    const lines = (await events(taskId)).map((e) => `${e.type} ${JSON.stringify(e.data).slice(0, 200)}`);
    console.error(`${what}: card ${JSON.stringify(await card(taskId))}\n${lines.join('\n')}`);
    throw timedOut;
  };
  /** Node id of every call the runtime made for the task, from its `PlanNodeStarted` events. */
  const nodeOfCall = async (taskId: string) =>
    new Map(
      (await events(taskId))
        .filter((e) => e.type === 'PlanNodeStarted')
        .map((e) => [String(e.data['callId']), String(e.data['nodeId'])]),
    );
  const submitted = (taskId: string) => sim.submissions().filter((s) => s.idempotencyKey?.startsWith(`${taskId}:`));
  const callOf = (taskId: string, s: LedgerEntry) => s.idempotencyKey!.slice(taskId.length + 1);
  /** A job's time upstream: from its submission to the first download of its output. */
  const span = (s: LedgerEntry) => {
    const end = sim.ledger.find((e) => e.path.startsWith(`/v1/jobs/${s.upstreamJobId}/outputs`))?.at;
    return { start: Date.parse(s.at), end: end ? Date.parse(end) : Infinity };
  };

  let videoTask = '';

  it('given a 6-scene video, when the task runs, then storyboard and character lead to keyframes, clips and the edit, independent scenes generated in parallel, each job ordered once', async () => {
    videoTask = (
      await api.http
        .post('/v1/main/messages')
        .set(bearer(key()))
        .set('idempotency-key', 'dag-video')
        .send({ text: 'make a 6-scene short video of a fox exploring a city', language: 'en' })
        .expect(201)
    ).body.taskIds[0];
    const done = await finished(videoTask, 'every node of the video done');
    expect(done.checklist).toHaveLength(15);
    expect(done.checklist.find((i) => i.itemId === 'edit')?.dependsOn).toHaveLength(6);

    const nodes = await nodeOfCall(videoTask);
    const jobs = submitted(videoTask);
    // 14 generations upstream (the edit is rendered here, by render_video): each once, for the node its call ran.
    expect(jobs).toHaveLength(14);
    expect(new Set(jobs.map((s) => s.idempotencyKey)).size).toBe(14);
    expect(new Set(jobs.map((s) => nodes.get(callOf(videoTask, s))))).toEqual(
      new Set(done.checklist.filter((i) => i.itemId !== 'edit').map((i) => i.itemId)),
    );

    // Parallel: keyframes of different scenes were running upstream at the same time.
    const keyframes = jobs.filter((s) => nodes.get(callOf(videoTask, s))?.endsWith('keyframe')).map(span);
    expect(keyframes).toHaveLength(6);
    const overlapping = keyframes.flatMap((a, i) =>
      keyframes.slice(i + 1).filter((b) => a.start < b.end && b.start < a.end),
    );
    expect(overlapping.length).toBeGreaterThan(0);
    // A keyframe never starts before the storyboard it depends on has delivered.
    const storyboard = span(jobs.find((s) => nodes.get(callOf(videoTask, s)) === 'storyboard')!);
    expect(Math.min(...keyframes.map((k) => k.start))).toBeGreaterThanOrEqual(storyboard.end);

    // Progress per node in the status stream's words.
    const lines = (await events(videoTask))
      .filter((e) => e.type === 'PlanNodeStarted')
      .map((e) => String(e.data['line']));
    expect(lines).toEqual(
      expect.arrayContaining(['scene 3 of 6 · generating keyframe', 'scene 6 of 6 · generating clip']),
    );
  }, 300_000);

  it('given the finished video, when the user sends a new character design, then exactly the nodes that show the character are generated again and the rest is reused', async () => {
    expect(videoTask).not.toBe('');
    const before = new Set(submitted(videoTask).map((s) => s.idempotencyKey));
    await api.http
      .post(`/v1/tasks/${videoTask}/messages`)
      .set(bearer(key()))
      .set('idempotency-key', 'dag-new-character')
      .send({ text: 'new character design: a fox in a red raincoat' })
      .expect(202);
    await eventually(
      async () => ((await events(videoTask)).some((e) => e.type === 'PlanNodesInvalidated') ? true : undefined),
      'the revision recorded',
    );
    const done = await finished(videoTask, 'the revised video done');
    const nodes = await nodeOfCall(videoTask);
    const again = submitted(videoTask).filter((s) => !before.has(s.idempotencyKey));
    expect(again.map((s) => nodes.get(callOf(videoTask, s))).sort()).toEqual(
      [
        'character',
        'scene-1-clip',
        'scene-1-keyframe',
        'scene-3-clip',
        'scene-3-keyframe',
        'scene-5-clip',
        'scene-5-keyframe',
      ].sort(),
    );
    const invalidated = (await events(videoTask)).find((e) => e.type === 'PlanNodesInvalidated')!;
    expect(invalidated.data).toMatchObject({ changed: ['character'] });
    expect(done.checklist.find((i) => i.itemId === 'character')?.results.some((r) => r.kind === 'artifact')).toBe(true);
  }, 300_000);

  it.each([
    ['a 3D asset', 'create a 3D model of a toy robot', ['concept-front', 'concept-side', 'model']],
    ['a poster series', 'make a series of 3 retro posters of a lighthouse', ['poster-1', 'poster-2', 'poster-3']],
  ])(
    'given %s, when the task runs, then its DAG plan finishes on the simulated upstream, one job per node',
    async (_what, text, ids) => {
      const taskId = (
        await api.http
          .post('/v1/main/messages')
          .set(bearer(key()))
          .set('idempotency-key', `dag-${ids[0]}`)
          .send({ text, language: 'en' })
          .expect(201)
      ).body.taskIds[0];
      const done = await finished(taskId, `${text} done`);
      expect(done.checklist.map((i) => i.itemId)).toEqual(ids);
      expect(done.checklist.every((i) => i.results.some((r) => r.kind === 'artifact'))).toBe(true);
      expect(submitted(taskId)).toHaveLength(ids.length);
    },
    120_000,
  );

  it('given the first attempt of one scene clip fails upstream (provider unavailable), when the task runs, then that node alone is ordered again under a new key after its backoff, the video finishes, and billing captures once per successful job', async () => {
    // Failpoint: the upstream fails the first job of scene 2's clip half-way, then serves it.
    sim.script({
      promptContains: 'scene 2 of 2 clip: make a 2-scene short video of an owl',
      times: 1,
      script: { failWith: 'upstream_unavailable' },
    });
    const taskId = (
      await api.http
        .post('/v1/main/messages')
        .set(bearer(key()))
        .set('idempotency-key', 'dag-retry')
        .send({ text: 'make a 2-scene short video of an owl at night', language: 'en' })
        .expect(201)
    ).body.taskIds[0];
    const done = await finished(taskId, 'the 2-scene video done after the retry');
    const nodes = await nodeOfCall(taskId);
    const jobs = submitted(taskId);
    const perNode = (id: string) => jobs.filter((s) => nodes.get(callOf(taskId, s)) === id);
    // 6 generations upstream (the edit is rendered here) + exactly one retry, each attempt under its own key.
    expect(jobs).toHaveLength(7);
    expect(new Set(jobs.map((s) => s.idempotencyKey)).size).toBe(7);
    expect(perNode('scene-2-clip')).toHaveLength(2);
    for (const id of ['storyboard', 'character', 'scene-1-keyframe', 'scene-2-keyframe', 'scene-1-clip'])
      expect(perNode(id)).toHaveLength(1);
    // The retry waited for the failure: it was submitted after the first attempt's job had failed upstream.
    const [first, second] = perNode('scene-2-clip');
    expect(Date.parse(second.at)).toBeGreaterThan(Date.parse(first.at));

    const log = await events(taskId);
    const retries = log.filter((e) => e.type === 'PlanNodeRetryScheduled');
    expect(retries.map((e) => [e.data['nodeId'], e.data['attempt'], e.data['attempts']])).toEqual([
      ['scene-2-clip', 2, 3],
    ]);
    expect(String(retries[0].data['reason'])).toContain('upstream_unavailable');
    expect(
      log
        .filter((e) => e.type === 'PlanNodeStarted' && e.data['nodeId'] === 'scene-2-clip')
        .map((e) => e.data['attempt']),
    ).toEqual([1, 2]);
    expect(log.some((e) => e.type === 'PlanNodeFailed')).toBe(false);
    expect(
      done.checklist.find((i) => i.itemId === 'scene-2-clip')?.results.filter((r) => r.kind === 'job'),
    ).toHaveLength(1);

    // Billing: one capture per successful job — the 6 generations and the edit's render (a job
    // at cost 0) — and the failed attempt's hold was refunded, never captured.
    const ledger = await expectBalancedLedger(api, key(), { taskId });
    const entries = (entry: string) => ledger.filter((e) => e.entry === entry);
    expect(new Set(ledger.map((e) => e.jobId)).size).toBe(8);
    expect(entries('capture')).toHaveLength(7);
    expect(new Set(entries('capture').map((e) => e.jobId)).size).toBe(7);
    expect(entries('capture').filter((e) => e.amountMinor === 0)).toHaveLength(1);
    const refunded = entries('refund').map((e) => e.jobId);
    expect(refunded).toHaveLength(1);
    expect(entries('capture').some((e) => e.jobId === refunded[0])).toBe(false);
  }, 240_000);

  it('given one poster the provider refuses on content policy, when the task runs, then that node fails with the provider reason and is never ordered again, while the other posters finish', async () => {
    sim.script({
      promptContains: 'neon posters for a harbour jazz night (2/3)',
      script: { failWith: 'content_policy_violation' },
    });
    const taskId = (
      await api.http
        .post('/v1/main/messages')
        .set(bearer(key()))
        .set('idempotency-key', 'dag-final-failure')
        // Unlike the poster series above: a near-duplicate request is (rightly) a question to the user.
        .send({ text: 'design 3 neon posters for a harbour jazz night', language: 'en' })
        .expect(201)
    ).body.taskIds[0];
    expect(taskId).toEqual(expect.any(String));
    const settled = await eventually(
      async () => {
        const c = await card(taskId);
        const byId = new Map(c.checklist.map((i) => [i.itemId, i]));
        return c.status === 'idle' &&
          byId.get('poster-1')?.status === 'done' &&
          byId.get('poster-3')?.status === 'done' &&
          (byId.get('poster-2') as { evidence?: string } | undefined)?.evidence?.startsWith('failed:')
          ? c
          : undefined;
      },
      'posters 1 and 3 done, poster 2 failed, the task idle',
      // As long as the other series' waits: CI runs this file beside the servers lane.
      240_000,
    ).catch(timeline(taskId, 'posters 1 and 3 done, poster 2 failed, the task idle'));
    expect((settled.checklist.find((i) => i.itemId === 'poster-2') as { evidence?: string }).evidence).toContain(
      'content_policy_violation',
    );
    const log = await events(taskId);
    expect(log.some((e) => e.type === 'PlanNodeRetryScheduled')).toBe(false);
    expect(log.filter((e) => e.type === 'PlanNodeFailed').map((e) => e.data['nodeId'])).toEqual(['poster-2']);
    expect(submitted(taskId)).toHaveLength(3);
    const ledger = await expectBalancedLedger(api, key(), { taskId });
    expect(ledger.filter((e) => e.entry === 'capture')).toHaveLength(2);
  }, 300_000);

  it('given a plan that needs a capability no provider has, when the task runs, then it is refused before any upstream request, with a reason the user reads', async () => {
    const taskId = (
      await api.http
        .post('/v1/main/messages')
        .set(bearer(key()))
        .set('idempotency-key', 'dag-soundtrack')
        .send({ text: 'make a 3-scene video of a lighthouse with a soundtrack', language: 'en' })
        .expect(201)
    ).body.taskIds[0];
    const stopped = await eventually(
      async () => {
        const c = await card(taskId);
        return c.status === 'idle' && c.lastOutput?.includes('refused') ? c : undefined;
      },
      'the refusal',
      60_000,
    );
    expect(stopped.lastOutput).toContain(
      'soundtrack: needs audio generation, which no configured provider offers (sim: image, video, 3D model)',
    );
    expect(stopped.checklist).toEqual([]);
    expect(submitted(taskId)).toHaveLength(0);
    expect((await events(taskId)).some((e) => e.type === 'ChecklistSet' || e.type === 'PlanNodeStarted')).toBe(false);
  }, 120_000);
});
