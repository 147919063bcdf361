import { statusMapper, statusMetadata, type JobStatusFactV1 } from '@lomo/contracts';
import type { JobEvent } from '../job/job.events';

/** A fact for every type of the event union `E`: a missing, renamed or extra type does not compile. */
export type StatusFactsOf<E extends { type: string; data: unknown }> = {
  [K in E['type']]: (data: Extract<E, { type: K }>['data']) => JobStatusFactV1;
};
const progressed = (status: string, percent?: number): JobStatusFactV1 => ({
  kind: 'job.progressed',
  status,
  ...(percent === undefined ? {} : { percent }),
});

/**
 * Every job event type → its status fact (status contract v1). A mapped type over
 * `JobEvent['type']`: a renamed or new job event fails the compile here until its fact is said.
 */
export const JOB_STATUS_FACTS: StatusFactsOf<JobEvent> = {
  JobRequested: (d) => ({ kind: 'job.requested', taskId: d.taskId, jobId: d.jobId }),
  SubmissionStarted: () => progressed('submitting'),
  SubmissionUncertain: () => progressed('outcome unknown'),
  JobSubmitted: () => progressed('submitted'),
  JobProgressed: (d) => progressed('running', d.percent),
  JobSucceeded: () => progressed('succeeded', 100),
  JobFailed: () => progressed('failed'),
  CancelRequested: () => progressed('cancelling'),
  JobCancelled: () => progressed('cancelled'),
  JobSettled: (d) => progressed(`settled (${d.finalStatus})`),
};

/** The status fact of one event; undefined for a type this service does not record. */
export const jobStatusFact = statusMapper<JobStatusFactV1>(JOB_STATUS_FACTS);

/** Metadata the streams' appends carry: the status fact under `status`. */
export const jobStatusMetadata = statusMetadata(jobStatusFact);
