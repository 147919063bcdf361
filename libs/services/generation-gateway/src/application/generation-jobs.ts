import type { Clock } from '@lomo/clock';
import { runMigrations, type SqlClient } from '@lomo/database';
import { inProcessBuses, type Buses } from '@lomo/event-store';
import type { ApiCaller, BillingApi } from '@lomo/service-api';
import type { JobStore } from '../job/job-store';
import { CancelJob, CancelJobHandler } from '../job/cancel-job.handler';
import { CancelTaskJobs, CancelTaskJobsHandler } from '../job/cancel-task-jobs.handler';
import { GetJobStatus, GetJobStatusHandler } from '../job/get-job-status.handler';
import { HandleCallback, HandleCallbackHandler } from '../job/handle-callback.handler';
import { SubmitGeneration, SubmitGenerationHandler } from '../job/submit-generation.handler';
import type { ProviderRegistry } from '../provider/provider-registry';
import { GenerationContext } from './generation-context';
import type { JobTracker, Workspace } from './job-tracker';
import type { JobView, SubmitInput } from './job-view';

export { viewOf, type JobView, type SubmitInput } from './job-view';

/** Every generation handler class, for `CqrsModule` (Nest) or `inProcessBuses` (no container). */
export const GENERATION_HANDLERS = [
  SubmitGenerationHandler,
  GetJobStatusHandler,
  CancelJobHandler,
  CancelTaskJobsHandler,
  HandleCallbackHandler,
] as const;

/** The callback replay guard lives in the database: it holds across restarts and instances. */
const MIGRATIONS = [
  `create table generation_callback_signatures (signature text primary key, seen_at timestamptz not null default now())`,
];

/**
 * The gateway's paid generation jobs, as its own tools, callback controller and lifecycle use
 * them (not a service API: other services reach the capability registry through
 * `GenerationBusApi`): validated, quoted submissions that land on one job per (workspace,
 * idempotency key), job status, cancellation and verified callbacks. Each call is a command or
 * query on the buses, answered by its handler in `job/`; a refusal comes back as the handler
 * threw it (`ApiError`, `CallbackRejected`).
 */
export class GenerationJobs {
  constructor(
    private readonly buses: Buses,
    private readonly sql: SqlClient,
  ) {}

  migrate(): Promise<void> {
    return this.sql.transaction((tx) => runMigrations(tx, 'generation-gateway', MIGRATIONS));
  }

  /**
   * Submits a paid generation once. A repeat of the same (task, call) returns the existing
   * job without a quote, hold or upstream request. Bad input throws a typed ApiError before
   * anything is recorded.
   */
  submit(caller: ApiCaller, input: SubmitInput): Promise<JobView> {
    return this.buses.commands.execute(new SubmitGeneration(caller, input));
  }

  status(caller: ApiCaller, jobId: string): Promise<JobView> {
    return this.buses.queries.execute(new GetJobStatus(caller, jobId));
  }

  cancel(caller: ApiCaller, jobId: string): Promise<JobView> {
    return this.buses.commands.execute(new CancelJob(caller, jobId));
  }

  /** A task was stopped: cancel its unfinished jobs upstream where possible; they still settle. */
  cancelTaskJobs(workspaceId: string, taskId: string): Promise<number> {
    return this.buses.commands.execute(new CancelTaskJobs(workspaceId, taskId));
  }

  /** @throws CallbackRejected, ApiError(not_found) */
  handleCallback(
    providerId: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    query: Record<string, string | undefined> = {},
  ): Promise<void> {
    return this.buses.commands.execute(new HandleCallback(providerId, rawBody, headers, query));
  }

  /** Signatures older than the tolerance can never verify again; their guard rows can go. */
  async pruneSignatures(olderThanSeconds: number): Promise<void> {
    await this.sql.query(
      `delete from generation_callback_signatures where seen_at < now() - make_interval(secs => $1)`,
      [olderThanSeconds],
    );
  }
}

/** The jobs over in-process buses, for compositions without a Nest container (fixtures, benches). */
export function inProcessGenerationJobs(
  jobs: JobStore,
  tracker: JobTracker,
  providers: ProviderRegistry,
  billing: BillingApi,
  workspace: Workspace,
  sql: SqlClient,
  clock: Clock,
): GenerationJobs {
  const ctx = new GenerationContext(jobs, tracker, providers, billing, workspace, sql, clock);
  return new GenerationJobs(inProcessBuses(GENERATION_HANDLERS.map((Handler) => new Handler(ctx))), sql);
}
