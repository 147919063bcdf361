import { GEN_JOB_STREAMS } from '@lomo/contracts';
import type { DocumentProjection, RecordedEvent } from '@lomo/event-store';
import type { JobStatus } from '../job/job.decider';
import type { JobEvent } from '../job/job.events';

/** What the poller needs per unsettled job; the document is deleted when the job settles. */
export interface OpenJob {
  workspaceId: string;
  taskId: string;
  status: JobStatus;
  lastNewsAt: string;
}

const STATUS_OF: Partial<Record<JobEvent['type'], JobStatus>> = {
  SubmissionStarted: 'submitting',
  SubmissionUncertain: 'outcome_unknown',
  JobSubmitted: 'submitted',
  JobProgressed: 'running',
  JobSucceeded: 'succeeded',
  JobFailed: 'failed',
  JobCancelled: 'cancelled',
};

export const OPEN_JOBS_PROJECTION = 'generation-open-jobs';

export const openJobsProjection: DocumentProjection<OpenJob> = {
  name: OPEN_JOBS_PROJECTION,
  handles: [
    'JobRequested',
    'SubmissionStarted',
    'SubmissionUncertain',
    'JobSubmitted',
    'JobProgressed',
    'JobSucceeded',
    'JobFailed',
    'JobCancelled',
    'JobSettled',
  ],
  categories: [GEN_JOB_STREAMS.category],
  documentId: (event: RecordedEvent) => event.streamId,
  evolve: (doc, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as JobEvent;
    if (event.type === 'JobSettled') return null;
    if (event.type === 'JobRequested')
      return {
        workspaceId: event.data.workspaceId,
        taskId: event.data.taskId,
        status: 'requested',
        lastNewsAt: event.data.at,
      };
    if (!doc) return null;
    const status = STATUS_OF[event.type];
    return status ? { ...doc, status, lastNewsAt: (event.data as { at: string }).at } : doc;
  },
};
