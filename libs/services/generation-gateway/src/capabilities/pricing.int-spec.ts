import { randomUUID } from 'node:crypto';
import { type BillingApi, isApiError, unbalancedJobs } from '@lomo/service-api';
import type { GenerationJobs } from '../application/generation-jobs';
import type { JobTracker } from '../application/job-tracker';
import { ProviderRegistry } from '../provider/provider-registry';
import { ReplicateDouble } from '../provider/providers/doubles/replicate-double';
import { CONFORMANCE_KEY, CONFORMANCE_WORKSPACE } from '../provider/providers/doubles/provider.conformance';
import { conformanceCredentials, conformanceReferences } from '../provider/providers/doubles/worlds';
import { ReplicateProvider } from '../provider/providers/replicate';
import { parseVendorKinds } from '../provider/providers/vendor-kinds';
import { openVendorGateway, type VendorGateway } from '../testing/vendor-gateway';
import { parsePrices } from './pricing';

/**
 * Prices per model behind the whole gateway (PGlite event store, real billing, the Replicate
 * double): the quote is the configured price, the charge is reconciled with what Replicate
 * reports (`metrics.predict_time`) and never more than the quote, exactly once.
 */
describe('prices per model × Replicate double', () => {
  let double: ReplicateDouble;
  let gateway: VendorGateway;
  let billing: BillingApi;
  let tracker: JobTracker;
  let generation: GenerationJobs;
  const caller = { workspaceId: CONFORMANCE_WORKSPACE, userId: 'u-1' };

  beforeAll(async () => {
    double = new ReplicateDouble(CONFORMANCE_KEY);
    const url = await double.start();
    // 2 minor units per second of Replicate's hardware, quoted for at most 10 s.
    const providers = new ProviderRegistry(parsePrices('replicate:black-forest-labs/flux-schnell=2/compute_second@10'));
    providers.register(
      new ReplicateProvider({
        baseUrl: `${url}/v1`,
        kinds: parseVendorKinds('image=black-forest-labs/flux-schnell', 'USD', 'replicate'),
        credentials: conformanceCredentials,
        references: conformanceReferences,
        limits: { requestTimeoutMs: 10_000 },
      }),
    );
    await providers.checkPrices();
    gateway = await openVendorGateway(providers);
    ({ billing, tracker, generation } = gateway);
  });
  afterAll(async () => {
    await double?.stop();
    await gateway?.close();
  });
  afterEach(async () => {
    expect(unbalancedJobs(await billing.ledger(caller))).toEqual([]);
  });

  const settle = (jobId: string) => gateway.settle(caller, jobId);
  const submit = (taskId = randomUUID()) =>
    generation.submit(caller, { taskId, callId: '1:1:0', kind: 'image', prompt: 'a fox', provider: 'replicate' });
  const ledgerOf = async (jobId: string) =>
    (await billing.ledger(caller, { jobId })).map((e) => `${e.entry}:${e.amountMinor}`);

  it('given Replicate reports 3.2 s of compute for a call quoted at 10 s, then 7 is captured, the other 13 of the hold released, once', async () => {
    double.metrics = { predict_time: 3.2, image_count: 1 };
    const { jobId, cost } = await submit();
    expect(cost).toEqual({ amountMinor: 20, currency: 'USD' });
    const done = await settle(jobId);

    expect(done).toMatchObject({ state: 'succeeded', charged: { amountMinor: 7, currency: 'USD', basis: 'vendor' } });
    expect(await ledgerOf(jobId)).toEqual(['hold:20', 'capture:7', 'refund:13']);
    await tracker.reconcile(jobId); // a repeated pass changes nothing
    await tracker.settle(jobId);
    expect(await ledgerOf(jobId)).toEqual(['hold:20', 'capture:7', 'refund:13']);
    expect(await billing.spend(caller)).toMatchObject({ heldMinor: 0 });
  });

  it('given Replicate reports more compute than the quote covers, then the charge stops at the quote', async () => {
    double.metrics = { predict_time: 42, image_count: 1 };
    const { jobId } = await submit();
    const done = await settle(jobId);
    expect(done.charged).toEqual({ amountMinor: 20, currency: 'USD', basis: 'vendor' });
    expect(await ledgerOf(jobId)).toEqual(['hold:20', 'capture:20']);
  });

  it('given Replicate reports no metrics, then the quote is charged and the job says it was the quote', async () => {
    double.metrics = undefined;
    const { jobId } = await submit();
    const done = await settle(jobId);
    expect(done.charged).toEqual({ amountMinor: 20, currency: 'USD', basis: 'quote' });
    expect(await ledgerOf(jobId)).toEqual(['hold:20', 'capture:20']);
  });

  it('given metrics that break Replicate’s shape, then the job fails with a typed code and nothing is charged', async () => {
    double.metrics = { predict_time: 'three seconds' };
    const { jobId } = await submit();
    const done = await settle(jobId);
    expect(done).toMatchObject({ state: 'failed', failure: { code: 'replicate:malformed_usage' } });
    expect(done.charged).toBeUndefined();
    expect(await ledgerOf(jobId)).toEqual(['hold:20', 'refund:20']);
  });

  it('given a quote above the per-operation no-confirm limit, then the cost card carries the model’s price and nothing is held', async () => {
    await billing.setNoConfirmLimits(caller, { perOperationMinor: 10, dailyMinor: 1_000 });
    try {
      const error = await submit().catch((e: unknown) => e);
      expect(isApiError(error) && error.details).toMatchObject({
        limit: 'per_operation',
        amount: { amountMinor: 20, currency: 'USD' },
        price: '0.02 USD per compute second × 10',
        buys: expect.stringContaining('0.02 USD per compute second × 10'),
      });
    } finally {
      await billing.setNoConfirmLimits(caller, { perOperationMinor: 200, dailyMinor: 1_000 });
    }
  });
});
