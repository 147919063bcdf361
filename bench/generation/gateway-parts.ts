import type { SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import type { BillingApi } from '@lomo/service-api';
import { inProcessBillingApi } from '@lomo/services/billing';
import {
  GenerationJobs,
  inProcessGenerationJobs,
  HttpGenerationProvider,
  InMemoryWorkspace,
  JobStore,
  JobTracker,
  ProviderRegistry,
} from '@lomo/services/generation-gateway';
import { systemClock } from '@lomo/clock';

export interface GatewayParts {
  store: PostgresEventStore;
  billing: BillingApi;
  workspace: InMemoryWorkspace;
  tracker: JobTracker;
  generation: GenerationJobs;
}

/**
 * The generation gateway as its module wires it, minus Nest: real event store and billing
 * on `sql`, one HTTP provider (`simulated`) at `upstreamUrl`, the workspace stood in for in
 * memory. Shared by the B8 benchmark and the crash tests' child process
 * (`gateway-process.ts`), the one place allowed to compose two services' libs outside an app.
 */
export async function gatewayParts(
  sql: SqlClient,
  upstream: { url: string; secret: string },
  timing: { submitTimeoutMs?: number; lostJobTimeoutMs?: number; callbackUrl?: string } = {},
): Promise<GatewayParts> {
  const store = await PostgresEventStore.open(sql);
  const billing = inProcessBillingApi(store, systemClock, { defaultCapMinor: 1_000_000, currency: 'USD' });
  const workspace = new InMemoryWorkspace();
  const providers = new ProviderRegistry();
  providers.register(
    new HttpGenerationProvider({
      id: 'simulated',
      baseUrl: upstream.url,
      secrets: [upstream.secret],
    }),
  );
  const jobs = new JobStore(store);
  const tracker = new JobTracker(jobs, providers, billing, workspace, systemClock, {
    submitTimeoutMs: timing.submitTimeoutMs ?? 5_000,
    lostJobTimeoutMs: timing.lostJobTimeoutMs ?? 60_000,
    jobDeadlineMs: 3_600_000,
    callbackUrl: () => timing.callbackUrl,
  });
  const generation = inProcessGenerationJobs(jobs, tracker, providers, billing, workspace, sql, systemClock);
  await generation.migrate();
  return { store, billing, workspace, tracker, generation };
}
