import type { ExistingJob } from '../job/job.decider';
import type { GenerationKind } from '../provider/provider.port';

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
  /** The cost card the user confirmed for exactly this call; without it the no-confirm limits apply. */
  confirmedCardId?: string;
  /** The user the task runs for: budgets, autonomy levels and grants of that user apply. */
  ownerUserId?: string;
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
  /** Once succeeded: what it costs, reconciled with the vendor's report (never more than `cost`), and how it was found. */
  charged?: { amountMinor: number; currency: string; basis: 'vendor' | 'quote' };
  upstreamJobId?: string;
  objectIds: string[];
  failure?: { kind: string; code?: string };
  settled: boolean;
}

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
    ...(job.actualCost ? { charged: { ...job.actualCost, basis: job.costBasis ?? 'quote' } } : {}),
    upstreamJobId: job.upstreamJobId,
    objectIds: job.objectIds,
    failure: job.failure,
    settled: job.settled !== undefined,
  };
}
