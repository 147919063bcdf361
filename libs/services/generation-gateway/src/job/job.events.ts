import type { Money } from '@lomo/service-api';
import type { CostBasis, PriceQuote } from '../capabilities/pricing';
import type { GenerationKind } from '../provider/provider.port';

export type FailureKind = 'rejected' | 'submission_uncertain' | 'upstream_error' | 'timed_out' | 'job_id_lost';
export type CancelReason = 'user' | 'task_ended' | 'not_approved';

export interface JobRequestedData {
  jobId: string;
  workspaceId: string;
  userId: string;
  /** The user the task runs for (its budget, level and grants apply, R-6.5); absent on older jobs. */
  ownerUserId?: string;
  taskId: string;
  callId: string;
  /** `{taskId}:{turn:step:index}`, without the execution generation. */
  idempotencyKey: string;
  provider: string;
  model: string;
  kind: GenerationKind;
  prompt: string;
  params: Record<string, number>;
  references: string[];
  cost: Money;
  /** The price `cost` was quoted at (absent on older jobs and unpriced kinds): what the charge is reconciled with. */
  price?: PriceQuote;
  wakeOnCompletion: boolean;
  at: string;
}

/**
 * Events of a `genjob-{workspace}-{key}` stream. Order of a healthy job: JobRequested →
 * SubmissionStarted (written *before* the upstream call, so a crash leaves a trace) →
 * JobSubmitted (the upstream job id, the moment it is known) → JobProgressed* → JobSucceeded |
 * JobFailed | JobCancelled → JobSettled.
 */
export type JobEvent =
  | { type: 'JobRequested'; data: JobRequestedData }
  | { type: 'SubmissionStarted'; data: { at: string } }
  | { type: 'SubmissionUncertain'; data: { reason: string; at: string } }
  | { type: 'JobSubmitted'; data: { upstreamJobId: string; reconciled: boolean; at: string } }
  | { type: 'JobProgressed'; data: { percent: number; at: string } }
  | {
      type: 'JobSucceeded';
      /** `costBasis`: `vendor` = reconciled with what the vendor reported, `quote` = it reported nothing (absent on older jobs). */
      data: { objectIds: string[]; actualCost: Money; costBasis?: CostBasis; at: string };
    }
  | { type: 'JobFailed'; data: { failureKind: FailureKind; errorCode?: string; at: string } }
  | { type: 'CancelRequested'; data: { reason: CancelReason; at: string } }
  | { type: 'JobCancelled'; data: { reason: CancelReason; upstreamCancelled: boolean; at: string } }
  | {
      type: 'JobSettled';
      data: {
        captured: Money;
        refunded: Money;
        finalStatus: 'succeeded' | 'failed' | 'cancelled';
        objectIds: string[];
        at: string;
      };
    };

export type JobCommand =
  | { type: 'RequestJob'; request: JobRequestedData }
  | { type: 'StartSubmission'; at: string }
  | { type: 'MarkUncertain'; reason: string; at: string }
  | { type: 'RecordSubmitted'; upstreamJobId: string; reconciled: boolean; at: string }
  | { type: 'RecordProgress'; percent: number; at: string }
  | { type: 'RecordSucceeded'; objectIds: string[]; actualCost: Money; costBasis?: CostBasis; at: string }
  | { type: 'RecordFailed'; failureKind: FailureKind; errorCode?: string; at: string }
  | { type: 'RequestCancel'; reason: CancelReason; at: string }
  | { type: 'RecordCancelled'; upstreamCancelled: boolean; at: string }
  | { type: 'Settle'; captured: Money; refunded: Money; at: string };
