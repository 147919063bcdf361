import type { Decider } from '@lomo/event-store';
import type { Money } from '@lomo/service-api';
import type { CostBasis } from '../capabilities/pricing';
import type { CancelReason, FailureKind, JobCommand, JobEvent, JobRequestedData } from './job.events';

export type JobStatus =
  'requested' | 'submitting' | 'outcome_unknown' | 'submitted' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export type JobState =
  | { exists: false }
  | (JobRequestedData & {
      exists: true;
      status: JobStatus;
      progress: number;
      upstreamJobId?: string;
      submissionStartedAt?: string;
      lastNewsAt: string;
      cancelRequested?: CancelReason;
      objectIds: string[];
      actualCost?: Money;
      costBasis?: CostBasis;
      failure?: { kind: FailureKind; code?: string };
      settled?: { captured: Money; refunded: Money; at: string };
    });

export type ExistingJob = Extract<JobState, { exists: true }>;

const TERMINAL: readonly JobStatus[] = ['succeeded', 'failed', 'cancelled'];
export const isTerminal = (status: JobStatus) => TERMINAL.includes(status);
/** Waiting for the upstream's answer to the submission: a crash here must not re-submit. */
const UNCERTAIN: readonly JobStatus[] = ['submitting', 'outcome_unknown'];

/** One job per (workspace, idempotency key): the id is generation-gateway's, defined in @lomo/contracts. */
export { genJobStreamId as jobStreamId } from '@lomo/contracts';

/**
 * The job's decisions. Every command is idempotent and state only moves forward: a
 * duplicate or late observation (a "running" after "succeeded", progress that went down)
 * decides nothing, so callbacks and polls may arrive any number of times in any order.
 */
function decide(command: JobCommand, state: JobState): JobEvent[] {
  if (command.type === 'RequestJob') return state.exists ? [] : [{ type: 'JobRequested', data: command.request }];
  if (!state.exists) return [];
  const terminal = isTerminal(state.status);
  switch (command.type) {
    case 'StartSubmission':
      return state.status === 'requested' && !state.cancelRequested
        ? [{ type: 'SubmissionStarted', data: { at: command.at } }]
        : [];
    case 'MarkUncertain':
      return state.status === 'submitting'
        ? [{ type: 'SubmissionUncertain', data: { reason: command.reason, at: command.at } }]
        : [];
    case 'RecordSubmitted':
      return UNCERTAIN.includes(state.status)
        ? [
            {
              type: 'JobSubmitted',
              data: { upstreamJobId: command.upstreamJobId, reconciled: command.reconciled, at: command.at },
            },
          ]
        : [];
    case 'RecordProgress': {
      const percent = Math.max(0, Math.min(100, Math.floor(command.percent)));
      const moves = state.status === 'submitted' || (state.status === 'running' && percent > state.progress);
      return moves
        ? [{ type: 'JobProgressed', data: { percent: Math.max(percent, state.progress), at: command.at } }]
        : [];
    }
    case 'RecordSucceeded':
      return state.status === 'submitted' || state.status === 'running'
        ? [
            {
              type: 'JobSucceeded',
              data: {
                objectIds: command.objectIds,
                actualCost: command.actualCost,
                ...(command.costBasis ? { costBasis: command.costBasis } : {}),
                at: command.at,
              },
            },
          ]
        : [];
    case 'RecordFailed':
      return terminal
        ? []
        : [
            {
              type: 'JobFailed',
              data: { failureKind: command.failureKind, errorCode: command.errorCode, at: command.at },
            },
          ];
    case 'RequestCancel': {
      if (terminal || state.cancelRequested) return [];
      const requested: JobEvent = { type: 'CancelRequested', data: { reason: command.reason, at: command.at } };
      // Never sent upstream: nothing to cancel there, the job ends here.
      if (state.status === 'requested')
        return [
          requested,
          { type: 'JobCancelled', data: { reason: command.reason, upstreamCancelled: false, at: command.at } },
        ];
      return [requested];
    }
    case 'RecordCancelled':
      return terminal
        ? []
        : [
            {
              type: 'JobCancelled',
              data: {
                reason: state.cancelRequested ?? 'user',
                upstreamCancelled: command.upstreamCancelled,
                at: command.at,
              },
            },
          ];
    case 'Settle':
      if (!terminal || state.settled) return [];
      return [
        {
          type: 'JobSettled',
          data: {
            captured: command.captured,
            refunded: command.refunded,
            finalStatus: state.status as 'succeeded' | 'failed' | 'cancelled',
            objectIds: state.objectIds,
            at: command.at,
          },
        },
      ];
  }
}

function evolve(state: JobState, event: JobEvent): JobState {
  if (event.type === 'JobRequested')
    return { ...event.data, exists: true, status: 'requested', progress: 0, lastNewsAt: event.data.at, objectIds: [] };
  if (!state.exists) return state;
  const news = { ...state, lastNewsAt: event.data.at };
  switch (event.type) {
    case 'SubmissionStarted':
      return { ...news, status: 'submitting', submissionStartedAt: event.data.at };
    case 'SubmissionUncertain':
      return { ...news, status: 'outcome_unknown' };
    case 'JobSubmitted':
      return { ...news, status: 'submitted', upstreamJobId: event.data.upstreamJobId };
    case 'JobProgressed':
      return { ...news, status: 'running', progress: event.data.percent };
    case 'JobSucceeded':
      return {
        ...news,
        status: 'succeeded',
        progress: 100,
        objectIds: event.data.objectIds,
        actualCost: event.data.actualCost,
        ...(event.data.costBasis ? { costBasis: event.data.costBasis } : {}),
      };
    case 'JobFailed':
      return { ...news, status: 'failed', failure: { kind: event.data.failureKind, code: event.data.errorCode } };
    case 'CancelRequested':
      return { ...state, cancelRequested: event.data.reason };
    case 'JobCancelled':
      return { ...news, status: 'cancelled' };
    case 'JobSettled':
      return { ...state, settled: { captured: event.data.captured, refunded: event.data.refunded, at: event.data.at } };
  }
}

export const jobDecider: Decider<JobCommand, JobEvent, JobState> = {
  decide,
  evolve,
  initialState: () => ({ exists: false }),
};
