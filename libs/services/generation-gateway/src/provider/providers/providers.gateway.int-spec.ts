import { randomUUID } from 'node:crypto';
import type { EventStore } from '@lomo/event-store';
import type { BillingApi } from '@lomo/service-api';
import type { GenerationJobs } from '../../application/generation-jobs';
import type { InMemoryWorkspace } from '../../testing/in-memory-workspace';
import { openVendorGateway, type VendorGateway } from '../../testing/vendor-gateway';
import { ProviderRegistry } from '../provider-registry';
import type { ConformanceWorld } from './doubles/conformance-world';
import { CONFORMANCE_KEY, CONFORMANCE_WORKSPACE } from './doubles/provider.conformance';
import { comfyUiWorld, falWorld, openAiWorld, replicateWorld } from './doubles/worlds';

const WORLDS: Array<[string, () => Promise<ConformanceWorld>]> = [
  ['OpenAI Images', openAiWorld],
  ['Replicate', replicateWorld],
  ['fal.ai', falWorld],
  ['ComfyUI', comfyUiWorld],
];

/**
 * Each vendor adapter behind the whole gateway (PGlite event store, real billing): duplicate
 * submissions are one upstream job and one charge, a failure is typed and refunded, and the
 * workspace key reaches the upstream but never the job stream.
 */
describe.each(WORLDS)('gateway × %s double', (_name, open) => {
  let w: ConformanceWorld;
  let gateway: VendorGateway;
  let store: EventStore;
  let billing: BillingApi;
  let workspace: InMemoryWorkspace;
  let generation: GenerationJobs;
  const caller = { workspaceId: CONFORMANCE_WORKSPACE, userId: 'u-1' };

  beforeAll(async () => {
    w = await open();
    const providers = new ProviderRegistry();
    providers.register(w.provider);
    gateway = await openVendorGateway(providers);
    ({ store, billing, workspace, generation } = gateway);
  });
  afterAll(async () => {
    await w?.close();
    await gateway?.close();
  });

  const settle = (jobId: string) => gateway.settle(caller, jobId);

  it('given one tool call submitted 10× concurrently, then the upstream gets one job, the result is stored once and charged once, and the key stays out of the job stream', async () => {
    const before = w.creates();
    const taskId = randomUUID();
    const views = await Promise.all(
      Array.from({ length: 10 }, () =>
        generation.submit(caller, {
          taskId,
          callId: '1:1:0',
          kind: w.kind,
          prompt: 'a fox in the snow',
          provider: w.provider.id,
        }),
      ),
    );
    const jobId = views[0].jobId;
    const done = await settle(jobId);

    expect(new Set(views.map((v) => v.jobId)).size).toBe(1);
    expect(w.creates() - before).toBe(1);
    expect(done).toMatchObject({ state: 'succeeded', objectIds: [expect.any(String)] });
    const stored = workspace.objects.get(done.objectIds[0])!.input.content;
    expect(stored.type).toBe('blob');
    const bytes = stored.type === 'blob' ? stored.bytes : new Uint8Array();
    expect(Buffer.from(bytes).equals(w.outputOf(await upstreamIdOf(jobId)))).toBe(true);
    const entries = (await billing.ledger(caller, { jobId })).map((e) => e.entry);
    expect(entries).toEqual(['hold', 'capture']);
    const events = JSON.stringify(await store.readStream(jobId), (_k, v: unknown) =>
      typeof v === 'bigint' ? v.toString() : v,
    );
    expect(events).not.toContain(CONFORMANCE_KEY);
  });

  it('given an upstream failure, then the job fails with the provider’s reason and the hold is refunded', async () => {
    w.script('fail', 'a failing fox');
    const { jobId } = await generation.submit(caller, {
      taskId: randomUUID(),
      callId: '1:2:0',
      kind: w.kind,
      prompt: 'a failing fox',
      provider: w.provider.id,
    });
    const done = await settle(jobId);

    expect(done.state).toBe('failed');
    const failed = (await store.readStream(jobId)).find((e) => e.type === 'JobFailed');
    expect((failed?.data as { errorCode?: string }).errorCode).toMatch(new RegExp(`^${w.reasonPrefix}`));
    expect((await billing.ledger(caller, { jobId })).map((e) => e.entry)).toEqual(['hold', 'refund']);
  });

  it('given an output past the output limit, then the job fails as oversized and is refunded, never stuck', async () => {
    w.script('oversized', 'an enormous fox');
    const { jobId } = await generation.submit(caller, {
      taskId: randomUUID(),
      callId: '1:3:0',
      kind: w.kind,
      prompt: 'an enormous fox',
      provider: w.provider.id,
    });
    const done = await settle(jobId);

    expect(done.state).toBe('failed');
    const failed = (await store.readStream(jobId)).find((e) => e.type === 'JobFailed');
    expect((failed?.data as { errorCode?: string }).errorCode).toBe(`${w.provider.id}:oversized_response`);
    expect((await billing.ledger(caller, { jobId })).map((e) => e.entry)).toEqual(['hold', 'refund']);
  });

  it('given the upstream’s signed webhook, when delivered through the gateway, then the job completes without a poll, a second delivery is a replay, and a forged one changes nothing', async () => {
    const hooks = w.webhooks;
    if (!hooks) {
      expect((await w.provider.capability()).supports.callbacks).toBe(false);
      return;
    }
    const { jobId } = await generation.submit(caller, {
      taskId: randomUUID(),
      callId: '1:4:0',
      kind: w.kind,
      prompt: 'a fox by webhook',
      provider: w.provider.id,
    });
    const upstreamJobId = await upstreamIdOf(jobId);
    const forged = hooks.forged(upstreamJobId, jobId, CONFORMANCE_WORKSPACE);
    await expect(
      generation.handleCallback(w.provider.id, forged.raw, forged.headers, forged.query),
    ).rejects.toMatchObject({
      reason: 'bad_signature',
    });
    expect((await generation.status(caller, jobId)).state).toBe('submitted');

    const valid = hooks.valid(upstreamJobId, jobId, CONFORMANCE_WORKSPACE);
    await generation.handleCallback(w.provider.id, valid.raw, valid.headers, valid.query);
    expect(await generation.status(caller, jobId)).toMatchObject({ state: 'succeeded', settled: true });
    await expect(generation.handleCallback(w.provider.id, valid.raw, valid.headers, valid.query)).rejects.toMatchObject(
      {
        reason: 'replayed',
      },
    );
    expect((await billing.ledger(caller, { jobId })).map((e) => e.entry)).toEqual(['hold', 'capture']);
  });

  async function upstreamIdOf(jobId: string): Promise<string> {
    const submitted = (await store.readStream(jobId)).find((e) => e.type === 'JobSubmitted');
    return (submitted!.data as { upstreamJobId: string }).upstreamJobId;
  }
});
