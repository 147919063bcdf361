import { TOPICS } from '@lomo/messaging';
import { create } from '@bufbuild/protobuf';
import {
  AmountSchema,
  CancelReason,
  encodeEvent,
  envelopeOf,
  FailureKind,
  GenerationJobCancelledSchema,
  GenerationJobFailedSchema,
  GenerationJobProgressedSchema,
  GenerationJobRequestedSchema,
  GenerationJobSettledSchema,
  GenerationJobSubmittedSchema,
  GenerationJobSucceededSchema,
  JobStatus,
  MediaKind,
  type Amount,
  GEN_JOB_STREAMS,
} from '@lomo/contracts';
import type { OutboxRoute, RecordedEvent } from '@lomo/event-store';
import type { Money } from '@lomo/service-api';
import type { JobRef } from '../job/job-store';
import type { JobEvent, CancelReason as DomainCancelReason, FailureKind as DomainFailureKind } from '../job/job.events';
import type { GenerationKind } from '../provider/provider.port';

export const JOB_TOPIC = TOPICS.generationGateway.job;
const G = 'lomo.generation_gateway.v1';

const KIND: Record<GenerationKind, MediaKind> = {
  image: MediaKind.IMAGE,
  video: MediaKind.VIDEO,
  model3d: MediaKind.MODEL_3D,
  audio: MediaKind.AUDIO,
};
const FAILURE: Record<DomainFailureKind, FailureKind> = {
  rejected: FailureKind.REJECTED,
  submission_uncertain: FailureKind.SUBMISSION_UNCERTAIN,
  upstream_error: FailureKind.UPSTREAM_ERROR,
  timed_out: FailureKind.TIMED_OUT,
  job_id_lost: FailureKind.JOB_ID_LOST,
};
const CANCEL: Record<DomainCancelReason, CancelReason> = {
  user: CancelReason.USER,
  task_ended: CancelReason.TASK_ENDED,
  not_approved: CancelReason.NOT_APPROVED,
};
const FINAL: Record<'succeeded' | 'failed' | 'cancelled', JobStatus> = {
  succeeded: JobStatus.SUCCEEDED,
  failed: JobStatus.FAILED,
  cancelled: JobStatus.CANCELLED,
};

/** Minor units of a two-decimal currency → the contract's millionths. */
const amount = (money: Money): Amount =>
  create(AmountSchema, { micros: BigInt(money.amountMinor) * 10_000n, currency: money.currency });

type Of<K extends JobEvent['type']> = Extract<JobEvent, { type: K }>['data'];

/** The job's identity on every message: who asked (task, tool call), what it makes, whose it is. */
function common(event: RecordedEvent) {
  const ref = event.metadata as unknown as JobRef;
  return {
    envelope: envelopeOf(event),
    jobId: event.streamId,
    taskId: ref.taskId,
    toolCallId: ref.callId,
    mediaKind: KIND[ref.kind],
    workspaceId: ref.workspaceId,
    ref,
  };
}

const encoders: Partial<Record<JobEvent['type'], (event: RecordedEvent) => { type: string; value: Uint8Array }>> = {
  JobRequested: (event) => {
    const d = event.data as Of<'JobRequested'>;
    const { ref: _ref, toolCallId, ...c } = common(event);
    const payload = create(GenerationJobRequestedSchema, {
      ...c,
      toolCallId,
      idempotencyKey: d.idempotencyKey,
      capabilityId: `${d.provider}/${d.model}`,
      estimatedCost: amount(d.cost),
      wakeOnCompletion: d.wakeOnCompletion,
    });
    return { type: `${G}.GenerationJobRequested`, value: encodeEvent(`${G}.GenerationJobRequested`, payload) };
  },
  JobSubmitted: (event) => {
    const d = event.data as Of<'JobSubmitted'>;
    const { ref: _ref, ...c } = common(event);
    // The provider id is on JobRequested's capability id; the upstream's job id is what consumers correlate.
    const payload = create(GenerationJobSubmittedSchema, { ...c, upstreamJobId: d.upstreamJobId });
    return { type: `${G}.GenerationJobSubmitted`, value: encodeEvent(`${G}.GenerationJobSubmitted`, payload) };
  },
  JobProgressed: (event) => {
    const d = event.data as Of<'JobProgressed'>;
    const { ref: _ref, ...c } = common(event);
    const payload = create(GenerationJobProgressedSchema, { ...c, percent: d.percent, status: JobStatus.RUNNING });
    return { type: `${G}.GenerationJobProgressed`, value: encodeEvent(`${G}.GenerationJobProgressed`, payload) };
  },
  JobSucceeded: (event) => {
    const d = event.data as Of<'JobSucceeded'>;
    const { ref, ...c } = common(event);
    const payload = create(GenerationJobSucceededSchema, {
      ...c,
      objectIds: d.objectIds,
      actualCost: amount(d.actualCost),
      wakeOnCompletion: ref.wakeOnCompletion,
    });
    return { type: `${G}.GenerationJobSucceeded`, value: encodeEvent(`${G}.GenerationJobSucceeded`, payload) };
  },
  JobFailed: (event) => {
    const d = event.data as Of<'JobFailed'>;
    const { ref, ...c } = common(event);
    const payload = create(GenerationJobFailedSchema, {
      ...c,
      failureKind: FAILURE[d.failureKind],
      upstreamErrorCode: d.errorCode ?? '',
      wakeOnCompletion: ref.wakeOnCompletion,
    });
    return { type: `${G}.GenerationJobFailed`, value: encodeEvent(`${G}.GenerationJobFailed`, payload) };
  },
  JobCancelled: (event) => {
    const d = event.data as Of<'JobCancelled'>;
    const { ref, ...c } = common(event);
    const payload = create(GenerationJobCancelledSchema, {
      ...c,
      reason: CANCEL[d.reason],
      upstreamCancelled: d.upstreamCancelled,
      wakeOnCompletion: ref.wakeOnCompletion,
    });
    return { type: `${G}.GenerationJobCancelled`, value: encodeEvent(`${G}.GenerationJobCancelled`, payload) };
  },
  JobSettled: (event) => {
    const d = event.data as Of<'JobSettled'>;
    const { ref: _ref, ...c } = common(event);
    const payload = create(GenerationJobSettledSchema, {
      ...c,
      finalStatus: FINAL[d.finalStatus],
      orderId: event.streamId,
      captured: amount(d.captured),
      refunded: amount(d.refunded),
      objectIds: d.objectIds,
    });
    return { type: `${G}.GenerationJobSettled`, value: encodeEvent(`${G}.GenerationJobSettled`, payload) };
  },
};

/**
 * Job domain events → `generation-gateway.job.v1`. One message per real transition: the
 * decider never appends a second JobSucceeded, so a task is woken at most once per job (the
 * outbox may redeliver a message after a crash, with the same id for the consumer's inbox).
 * No prompt rides on them; the prompt stays in the purgeable job stream.
 */
export const jobOutboxRoutes: readonly OutboxRoute[] = Object.entries(encoders).map(([type, encode]) => ({
  categories: [GEN_JOB_STREAMS.category],
  eventTypes: [type],
  topic: JOB_TOPIC,
  toMessage: encode,
}));
