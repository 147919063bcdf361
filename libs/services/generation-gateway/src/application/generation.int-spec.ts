import { randomUUID } from 'node:crypto';
import { systemClock } from '@lomo/clock';
import type { EventStore } from '@lomo/event-store';
import { unbalancedJobs } from '@lomo/service-api';
import { inProcessBillingApi } from '@lomo/services/billing';
import type { JobEvent } from '../job/job.events';
import { jobOutboxRoutes } from '../integration/job-outbox.routes';
import { useGatewayFixture } from '../testing/gateway-fixture';
import { SQL_BACKENDS } from '../testing/sql-backends';
import { type GenerationJobs, inProcessGenerationJobs } from './generation-jobs';
import { JobTracker } from './job-tracker';

const billing = (store: EventStore) =>
  inProcessBillingApi(store, systemClock, { defaultCapMinor: 100_000, currency: 'USD' });

describe.each(SQL_BACKENDS)('generation gateway (%s, simulated upstream over HTTP)', (_name, openSql) => {
  const f = useGatewayFixture(openSql, { billing });
  const workspaces: string[] = [];
  const ws = () => {
    const workspaceId = `ws-${randomUUID().slice(0, 8)}`;
    workspaces.push(workspaceId);
    return workspaceId;
  };
  // The ledger balances (issue 18): after every test, for each of its jobs, holds = captures + refunds.
  afterEach(async () => {
    for (const workspaceId of workspaces.splice(0))
      expect({
        workspaceId,
        unbalanced: unbalancedJobs(await f.billing.ledger({ workspaceId, userId: 'u-1' })),
      }).toEqual({
        workspaceId,
        unbalanced: [],
      });
  });
  const typesOf = async (jobId: string) => (await f.store.readStream(jobId)).map((e) => e.type as JobEvent['type']);

  it('the same tool call submitted 10× concurrently by two workers makes one upstream request and one charge', async () => {
    const workspaceId = ws();
    const caller = { workspaceId, userId: 'u-1' };
    const taskId = randomUUID();
    // Worker 2: its own repository and tracker over the same database, as another process would have.
    const tracker2 = new JobTracker(f.jobs, f.providers, f.billing, f.workspace, systemClock, {
      submitTimeoutMs: 3_000,
      lostJobTimeoutMs: 60_000,
      jobDeadlineMs: 3_600_000,
      callbackUrl: (id) => `${f.callbackBaseUrl}/v1/generation/callbacks/${id}`,
    });
    const worker2 = inProcessGenerationJobs(f.jobs, tracker2, f.providers, f.billing, f.workspace, f.sql, systemClock);
    const submit = (service: GenerationJobs) =>
      service.submit(caller, { taskId, callId: '1:2:0', kind: 'image', prompt: 'a cat on a red sofa' });
    const views = await Promise.all(Array.from({ length: 10 }, (_, i) => submit(i % 2 === 0 ? f.generation : worker2)));

    const jobId = views[0].jobId;
    expect(new Set(views.map((v) => v.jobId))).toEqual(new Set([jobId]));
    expect(f.upstream.submissions(`${taskId}:1:2:0`)).toHaveLength(1);
    const done = await f.eventually(async () => {
      const view = await f.generation.status(caller, jobId);
      if (!view.settled) throw new Error(`job is ${view.state}`);
      return view;
    });
    expect(done).toMatchObject({ state: 'succeeded', progress: 100, objectIds: [expect.any(String)] });
    expect((await f.billing.ledger(caller, { jobId })).map((e) => `${e.entry}:${e.amountMinor}`)).toEqual([
      'hold:4',
      'capture:4',
    ]);
    expect(await f.billing.spend(caller)).toMatchObject({ capturedMinor: 4, heldMinor: 0 });
    // A real PNG with provenance, registered once.
    const object = f.workspace.objects.get(done.objectIds[0])!;
    expect(object.input).toMatchObject({
      kind: 'image',
      provenance: {
        jobId,
        taskId,
        prompt: 'a cat on a red sofa',
        model: 'sim-image-1',
        cost: { amountMinor: 4, currency: 'USD' },
      },
    });
    const bytes = object.input.content.type === 'blob' ? object.input.content.bytes : new Uint8Array();
    expect(Buffer.from(bytes.slice(1, 4)).toString()).toBe('PNG');
    // Resubmitting after completion (a successor worker) is still the same job: nothing new upstream.
    expect(await submit(worker2)).toMatchObject({ jobId, state: 'succeeded' });
    expect(f.upstream.submissions(`${taskId}:1:2:0`)).toHaveLength(1);
  });

  it.each([1, 2, 3, 4, 5])(
    '%i duplicate(s) of every callback, shuffled: one transition per real change, no rollback, one completion',
    async (copies) => {
      const caller = { workspaceId: ws(), userId: 'u-1' };
      const taskId = randomUUID();
      f.upstream.script({
        promptContains: `shuffle-${taskId}`,
        script: { duplicateCallbacks: copies, shuffleCallbacks: true, steps: 3, stepMs: 10 },
      });
      const { jobId } = await f.generation.submit(caller, {
        taskId,
        callId: '1:1:0',
        kind: 'video',
        prompt: `shuffle-${taskId} a short clip`,
        params: { seconds: 1 },
      });
      await f.eventually(async () => expect((await f.generation.status(caller, jobId)).settled).toBe(true));
      const types = await typesOf(jobId);
      expect(types.filter((t) => t === 'JobSucceeded')).toHaveLength(1);
      expect(types.filter((t) => t === 'JobSettled')).toHaveLength(1);
      // Forward only: nothing but the settlement after the completion, progress never decreasing.
      expect(types.slice(types.indexOf('JobSucceeded'))).toEqual(['JobSucceeded', 'JobSettled']);
      const percents = (await f.store.readStream(jobId))
        .filter((e) => e.type === 'JobProgressed')
        .map((e) => (e.data as { percent: number }).percent);
      expect([...percents].sort((a, b) => a - b)).toEqual(percents);
      expect(new Set(percents).size).toBe(percents.length);
      // The completion integration event (the task's wake-up) is produced once.
      const events = await f.store.readStream(jobId);
      const completions = events
        .flatMap((e) => jobOutboxRoutes.filter((r) => r.eventTypes.includes(e.type)).map((r) => r.toMessage(e)))
        .filter((m) => m?.type.endsWith('GenerationJobSucceeded'));
      expect(completions).toHaveLength(1);
      expect((await f.billing.ledger(caller, { jobId })).map((e) => e.entry)).toEqual(['hold', 'capture']);
    },
  );

  it('a job whose callbacks are lost completes by compensating polling', async () => {
    const caller = { workspaceId: ws(), userId: 'u-1' };
    const taskId = randomUUID();
    f.upstream.script({ promptContains: `lost-${taskId}`, script: { loseCallbacks: true, steps: 2, stepMs: 10 } });
    const { jobId } = await f.generation.submit(caller, {
      taskId,
      callId: '1:1:0',
      kind: 'model3d',
      prompt: `lost-${taskId} a teapot`,
    });
    await f.eventually(async () => {
      await f.poller.tick();
      expect(await f.generation.status(caller, jobId)).toMatchObject({ state: 'succeeded', settled: true });
    });
    const object = f.workspace.objects.get((await f.generation.status(caller, jobId)).objectIds[0])!;
    expect(object.input.content).toMatchObject({ mediaType: 'model/gltf+json' });
  });

  it('an upstream failure refunds the hold; a submission the upstream refuses is failed and refunded, never retried', async () => {
    const caller = { workspaceId: ws(), userId: 'u-1' };
    const taskId = randomUUID();
    f.upstream.script({ promptContains: `fail-${taskId}`, script: { failWith: 'content_policy', stepMs: 10 } });
    f.upstream.script({ promptContains: `reject-${taskId}`, script: { rejectWith: 'invalid_prompt' } });
    const failed = await f.generation.submit(caller, {
      taskId,
      callId: '1:1:0',
      kind: 'image',
      prompt: `fail-${taskId}`,
    });
    const rejected = await f.generation.submit(caller, {
      taskId,
      callId: '1:1:1',
      kind: 'image',
      prompt: `reject-${taskId}`,
    });
    expect(rejected).toMatchObject({
      state: 'failed',
      failure: { kind: 'rejected', code: 'invalid_prompt' },
      settled: true,
    });
    await f.eventually(async () =>
      expect(await f.generation.status(caller, failed.jobId)).toMatchObject({
        state: 'failed',
        failure: { kind: 'upstream_error', code: 'content_policy' },
        settled: true,
      }),
    );
    // Each job held and refunded once. The two jobs' entries interleave as their results race (the
    // failure's callback lands 10 ms after its submission, before or after the second hold).
    const entries = (await f.billing.ledger(caller)).map(
      (e) => `${e.jobId === failed.jobId ? 'failed' : 'rejected'}:${e.entry}`,
    );
    expect(entries.sort()).toEqual(['failed:hold', 'failed:refund', 'rejected:hold', 'rejected:refund']);
    expect(await f.billing.spend(caller)).toMatchObject({ capturedMinor: 0, heldMinor: 0 });
  });

  it('a timed-out submission is never re-sent: query-by-key reconciles it with the job the upstream created', async () => {
    const caller = { workspaceId: ws(), userId: 'u-1' };
    const taskId = randomUUID();
    f.upstream.script({
      promptContains: `hang-${taskId}`,
      script: { hangAfterCreate: true, loseCallbacks: true, stepMs: 10 },
    });
    const view = await f.generation.submit(caller, {
      taskId,
      callId: '1:1:0',
      kind: 'image',
      prompt: `hang-${taskId}`,
    });
    expect(view.state).toBe('outcome_unknown');
    await f.eventually(async () => {
      await f.poller.tick();
      expect(await f.generation.status(caller, view.jobId)).toMatchObject({ state: 'succeeded', settled: true });
    });
    expect(f.upstream.submissions(`${taskId}:1:1:0`)).toHaveLength(1);
    expect(f.upstream.ledger.filter((e) => e.path === '/v1/jobs' && e.method === 'GET')).not.toHaveLength(0);
    expect((await f.store.readStream(view.jobId)).find((e) => e.type === 'JobSubmitted')?.data).toMatchObject({
      reconciled: true,
    });
  });

  it('a user cancel reaches the upstream and refunds; a job whose upstream ignores it completes and is charged once', async () => {
    const caller = { workspaceId: ws(), userId: 'u-1' };
    const taskId = randomUUID();
    f.upstream.script({ promptContains: `slow-${taskId}`, script: { stepMs: 200, steps: 20 } });
    // Long enough (1.5 s) that the cancel reaches it while it runs, even on a loaded machine:
    // a job already finished is not cancelled upstream, and the ledger below counts cancels.
    f.upstream.script({ promptContains: `stubborn-${taskId}`, script: { stepMs: 100, steps: 15, ignoreCancel: true } });
    const slow = await f.generation.submit(caller, {
      taskId,
      callId: '1:1:0',
      kind: 'image',
      prompt: `slow-${taskId}`,
    });
    const stubborn = await f.generation.submit(caller, {
      taskId,
      callId: '1:1:1',
      kind: 'image',
      prompt: `stubborn-${taskId}`,
    });
    await f.generation.cancel(caller, slow.jobId);
    await f.generation.cancel(caller, stubborn.jobId);
    expect(await f.generation.status(caller, slow.jobId)).toMatchObject({ state: 'cancelled', settled: true });
    await f.eventually(async () =>
      expect(await f.generation.status(caller, stubborn.jobId)).toMatchObject({ state: 'succeeded', settled: true }),
    );
    expect(f.upstream.ledger.filter((e) => e.path.endsWith('/cancel'))).toHaveLength(2);
    const ledger = (await f.billing.ledger(caller)).map(
      (e) => `${e.jobId === slow.jobId ? 'slow' : 'stubborn'}:${e.entry}`,
    );
    expect(ledger.sort()).toEqual(['slow:hold', 'slow:refund', 'stubborn:capture', 'stubborn:hold']);
  });
});
