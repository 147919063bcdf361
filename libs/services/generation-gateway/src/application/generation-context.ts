import type { Clock } from '@lomo/clock';
import type { SqlClient } from '@lomo/database';
import { ApiError, type ApiCaller, type BillingApi } from '@lomo/service-api';
import type { ExistingJob } from '../job/job.decider';
import type { JobStore } from '../job/job-store';
import type { ProviderRegistry } from '../provider/provider-registry';
import type { JobTracker, Workspace } from './job-tracker';

const JOB_ID = /^genjob-[A-Za-z0-9_.:@=+-]{1,192}$/;

/** What every generation handler works with: the job streams, the tracker, providers and the neighbouring APIs. */
export class GenerationContext {
  constructor(
    readonly jobs: JobStore,
    readonly tracker: JobTracker,
    readonly providers: ProviderRegistry,
    readonly billing: BillingApi,
    readonly workspace: Workspace,
    readonly sql: SqlClient,
    readonly clock: Clock,
  ) {}

  /** A well-formed job id that names an existing job, or `undefined`. */
  async find(jobId: unknown): Promise<ExistingJob | undefined> {
    const job = typeof jobId === 'string' && JOB_ID.test(jobId) ? await this.jobs.load(jobId) : undefined;
    return job?.exists ? job : undefined;
  }

  /** The caller's own job; another workspace's is "not found" too (no existence leak). */
  async loadOwn(caller: ApiCaller, jobId: string): Promise<ExistingJob> {
    const job = await this.find(jobId);
    if (!job || job.workspaceId !== caller.workspaceId)
      throw new ApiError('not_found', 'unknown_job', 'no such generation job');
    return job;
  }
}
