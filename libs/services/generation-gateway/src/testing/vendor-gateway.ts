import { systemClock } from '@lomo/clock';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore, type EventStore } from '@lomo/event-store';
// Test support for the gateway's int-specs only: they pay through the real in-process billing.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { inProcessBillingApi } from '@lomo/services/billing';
import type { ApiCaller, BillingApi } from '@lomo/service-api';
import { type GenerationJobs, inProcessGenerationJobs } from '../application/generation-jobs';
import type { JobView } from '../application/job-view';
import { JobTracker } from '../application/job-tracker';
import { JobStore } from '../job/job-store';
import type { ProviderRegistry } from '../provider/provider-registry';
import { InMemoryWorkspace } from './in-memory-workspace';

/** The whole gateway on PGlite with real billing, around the providers a test registered (no poller: `settle` is it). */
export interface VendorGateway {
  store: EventStore;
  billing: BillingApi;
  workspace: InMemoryWorkspace;
  tracker: JobTracker;
  generation: GenerationJobs;
  /** The poller's work, by hand: reconcile until the job is settled. */
  settle(caller: ApiCaller, jobId: string): Promise<JobView>;
  close(): Promise<void>;
}

export async function openVendorGateway(providers: ProviderRegistry): Promise<VendorGateway> {
  const sql: SqlClient = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
  const store = await PostgresEventStore.open(sql);
  const billing = inProcessBillingApi(store, systemClock, { defaultCapMinor: 100_000, currency: 'USD' });
  const workspace = new InMemoryWorkspace();
  const jobs = new JobStore(store);
  const tracker = new JobTracker(jobs, providers, billing, workspace, systemClock, {
    submitTimeoutMs: 2_000,
    lostJobTimeoutMs: 60_000,
    jobDeadlineMs: 3_600_000,
    callbackUrl: () => undefined,
    maxOutputBytes: 100_000,
  });
  const generation = inProcessGenerationJobs(jobs, tracker, providers, billing, workspace, sql, systemClock);
  await generation.migrate();
  return {
    store,
    billing,
    workspace,
    tracker,
    generation,
    async settle(caller, jobId) {
      // Generous on a loaded box: a pass is a poll; 60 s of them before giving up.
      for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
        const view = await generation.status(caller, jobId);
        if (view.settled) return view;
        await tracker.reconcile(jobId);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`job ${jobId} never settled`);
    },
    async close() {
      await store.close();
      await sql.close();
    },
  };
}
