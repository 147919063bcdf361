import { ProjectionReader } from '@lomo/event-store';
import type { SqlClient } from '@lomo/infra';
import { runMigrations } from '@lomo/infra';
import { type ApiCaller, ApiError, isApiError, type BillingApi } from '@lomo/service-api';
import type { Clock } from '@lomo/clock';
import { type ExistingJob, jobStreamId } from '../job/job.decider';
import type { JobStore } from '../job/job-store';
import type { ProviderRegistry } from '../provider/provider-registry';
import { CallbackRejected, type GenerationKind, type KindCapability } from '../provider/provider.port';
import type { JobTracker, Workspace } from './job-tracker';
import { OPEN_JOBS_PROJECTION } from '../processing/open-jobs.projection';

export interface SubmitInput {
  taskId: string;
  /** `turn:step:index` of the tool call. */
  callId: string;
  kind: GenerationKind;
  prompt: string;
  provider?: string;
  params?: Record<string, number>;
  /** Workspace object ids of reference images. */
  references?: string[];
  /** Whether completion should wake the task: later steps depend on the result. @default true */
  wakeOnCompletion?: boolean;
}

/** A job as callers see it. */
export interface JobView {
  jobId: string;
  state: string;
  progress: number;
  kind: GenerationKind;
  provider: string;
  model: string;
  taskId: string;
  callId: string;
  cost: { amountMinor: number; currency: string };
  upstreamJobId?: string;
  objectIds: string[];
  failure?: { kind: string; code?: string };
  settled: boolean;
}

const TASK_ID = /^[A-Za-z0-9_.-]{1,80}$/;
const CALL_ID = /^\d{1,6}:\d{1,6}:\d{1,6}$/;
const JOB_ID = /^genjob-[A-Za-z0-9_.:@=+-]{1,192}$/;

export function viewOf(job: ExistingJob): JobView {
  return {
    jobId: job.jobId,
    state: job.status,
    progress: job.progress,
    kind: job.kind,
    provider: job.provider,
    model: job.model,
    taskId: job.taskId,
    callId: job.callId,
    cost: job.cost,
    upstreamJobId: job.upstreamJobId,
    objectIds: job.objectIds,
    failure: job.failure,
    settled: job.settled !== undefined,
  };
}

/** The callback replay guard lives in the database: it holds across restarts and instances. */
const MIGRATIONS = [
  `create table generation_callback_signatures (signature text primary key, seen_at timestamptz not null default now())`,
];

/**
 * The generation gateway's application API: validated, quoted submissions that land on one
 * job per (workspace, idempotency key), job status, cancellation and verified callbacks.
 */
export class GenerationService {
  constructor(
    private readonly jobs: JobStore,
    private readonly tracker: JobTracker,
    private readonly providers: ProviderRegistry,
    private readonly billing: BillingApi,
    private readonly workspace: Workspace,
    private readonly sql: SqlClient,
    private readonly clock: Clock,
  ) {}

  migrate(): Promise<void> {
    return this.sql.transaction((tx) => runMigrations(tx, 'generation-gateway', MIGRATIONS));
  }

  /**
   * Submits a paid generation once. A repeat of the same (task, call) — a retry, a second
   * worker, a successor generation — returns the existing job without a quote, hold or
   * upstream request. Bad input throws a typed ApiError before anything is recorded.
   */
  async submit(caller: ApiCaller, input: SubmitInput): Promise<JobView> {
    if (typeof input?.taskId !== 'string' || !TASK_ID.test(input.taskId))
      throw new ApiError('invalid', 'invalid_task_id', 'taskId must be 1–80 letters, digits, _ . -');
    if (typeof input.callId !== 'string' || !CALL_ID.test(input.callId))
      throw new ApiError('invalid', 'invalid_call_id', 'callId must be turn:step:index');
    const idempotencyKey = `${input.taskId}:${input.callId}`;
    const jobId = jobStreamId(caller.workspaceId, idempotencyKey);
    const existing = await this.jobs.load(jobId);
    if (existing.exists) return viewOf(existing);

    const provider = this.providers.get(input.provider);
    const kind = (await provider.capability()).kinds[input.kind];
    if (!kind)
      throw new ApiError(
        'invalid',
        'unsupported_kind',
        `provider ${provider.id} does not generate ${String(input.kind)}`,
      );
    const params = checkParams(kind, input);
    await this.checkReferences(caller, input.references ?? []);
    const units = kind.cost.unitParam ? (params[kind.cost.unitParam] ?? 0) : 0;
    const cost = { amountMinor: kind.cost.baseMinor + kind.cost.perUnitMinor * units, currency: kind.cost.currency };
    const quote = await this.billing.quote(caller, { amount: cost });
    if (!quote.withinCap)
      throw new ApiError(
        'payment_required',
        'spend_cap_exceeded',
        'this generation would exceed the workspace spend cap',
        { cost, availableMinor: quote.availableMinor },
      );

    const request = {
      jobId,
      workspaceId: caller.workspaceId,
      userId: caller.userId,
      taskId: input.taskId,
      callId: input.callId,
      idempotencyKey,
      provider: provider.id,
      model: kind.model,
      kind: input.kind,
      prompt: input.prompt,
      params,
      references: input.references ?? [],
      cost,
      wakeOnCompletion: input.wakeOnCompletion ?? true,
      at: this.clock.now().toISOString(),
    };
    const created = await this.jobs.execute(jobId, { type: 'RequestJob', request }, request);
    // Only the writer of JobRequested submits; a loser of the race just reports the job.
    if (created.events.length > 0) await this.tracker.submit(jobId);
    return this.status(caller, jobId);
  }

  async status(caller: ApiCaller, jobId: string): Promise<JobView> {
    const job = await this.loadOwn(caller, jobId);
    return viewOf(job);
  }

  async cancel(caller: ApiCaller, jobId: string): Promise<JobView> {
    await this.loadOwn(caller, jobId);
    await this.tracker.cancel(jobId, 'user');
    return this.status(caller, jobId);
  }

  /** A task was stopped: cancel its unfinished jobs upstream where possible; they still settle. */
  async cancelTaskJobs(workspaceId: string, taskId: string): Promise<number> {
    const open = await new ProjectionReader(this.sql).find(OPEN_JOBS_PROJECTION, {
      where: { taskId, ...(workspaceId ? { workspaceId } : {}) },
      limit: 10_000,
    });
    for (const { id } of open) await this.tracker.cancel(id, 'task_ended');
    return open.length;
  }

  /**
   * A provider's callback: the signature over the raw body (either active secret), its age,
   * then the replay guard, then the job. Anything wrong throws before the job changes.
   * @throws CallbackRejected, ApiError(not_found)
   */
  async handleCallback(
    providerId: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<void> {
    const provider = this.providers.get(providerId);
    const { signatureId, status } = provider.verifyCallback(rawBody, headers, this.clock.now().getTime());
    const job = JOB_ID.test(status.clientReference)
      ? await this.jobs.load(status.clientReference)
      : { exists: false as const };
    if (!job.exists || job.provider !== provider.id)
      throw new ApiError('not_found', 'unknown_job', 'no such generation job');
    const { rows } = await this.sql.query(
      `insert into generation_callback_signatures (signature) values ($1) on conflict do nothing returning signature`,
      [signatureId],
    );
    if (rows.length === 0) throw new CallbackRejected('replayed', 'this callback was already received');
    await this.tracker.observe(job.jobId, status);
  }

  /** Signatures older than the tolerance can never verify again; their guard rows can go. */
  async pruneSignatures(olderThanSeconds: number): Promise<void> {
    await this.sql.query(
      `delete from generation_callback_signatures where seen_at < now() - make_interval(secs => $1)`,
      [olderThanSeconds],
    );
  }

  private async loadOwn(caller: ApiCaller, jobId: string): Promise<ExistingJob> {
    const job =
      typeof jobId === 'string' && JOB_ID.test(jobId) ? await this.jobs.load(jobId) : { exists: false as const };
    // Another workspace's job is "not found" too: no existence leak.
    if (!job.exists || job.workspaceId !== caller.workspaceId)
      throw new ApiError('not_found', 'unknown_job', 'no such generation job');
    return job;
  }

  private async checkReferences(caller: ApiCaller, references: string[]): Promise<void> {
    for (const objectId of references) {
      try {
        await this.workspace.getObject(caller, objectId);
      } catch (error) {
        if (isApiError(error) && error.kind === 'not_found')
          throw new ApiError('not_found', 'missing_reference', `reference ${objectId} does not exist`, { objectId });
        throw error;
      }
    }
  }
}

/** Prompt and parameters within the capability's limits, defaults filled in. */
function checkParams(kind: KindCapability, input: SubmitInput): Record<string, number> {
  if (typeof input.prompt !== 'string' || input.prompt.trim() === '')
    throw new ApiError('invalid', 'invalid_prompt', 'a prompt is required');
  if (input.prompt.length > kind.maxPromptChars)
    throw new ApiError('invalid', 'prompt_too_long', `prompts are at most ${kind.maxPromptChars} characters`);
  const references = input.references ?? [];
  if (!Array.isArray(references) || references.some((r) => typeof r !== 'string'))
    throw new ApiError('invalid', 'invalid_references', 'references are workspace object ids');
  if (references.length > kind.maxReferences)
    throw new ApiError('invalid', 'too_many_references', `at most ${kind.maxReferences} references`);
  const params: Record<string, number> = {};
  for (const [name, value] of Object.entries(input.params ?? {})) {
    const limit = kind.params[name];
    if (!limit)
      throw new ApiError('invalid', 'unknown_param', `${kind.model} has no parameter ${name}`, { param: name });
    if (typeof value !== 'number' || !Number.isFinite(value) || value < limit.min || value > limit.max) {
      throw new ApiError('invalid', 'param_out_of_range', `${name} must be between ${limit.min} and ${limit.max}`, {
        param: name,
        min: limit.min,
        max: limit.max,
      });
    }
    params[name] = value;
  }
  for (const [name, limit] of Object.entries(kind.params)) params[name] ??= limit.default;
  return params;
}
