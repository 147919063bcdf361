import { jobDecider, jobStreamId, type JobState } from './job.decider';
import type { JobCommand, JobRequestedData } from './job.events';

const at = '2026-11-29T10:00:00.000Z';
const request: JobRequestedData = {
  jobId: jobStreamId('ws', 't:1:1:0'),
  workspaceId: 'ws',
  userId: 'u',
  taskId: 't',
  callId: '1:1:0',
  idempotencyKey: 't:1:1:0',
  provider: 'sim',
  model: 'm',
  kind: 'image',
  prompt: 'p',
  params: {},
  references: [],
  cost: { amountMinor: 4, currency: 'USD' },
  wakeOnCompletion: true,
  at,
};
const run = (commands: JobCommand[]) => {
  let state: JobState = jobDecider.initialState();
  const types: string[] = [];
  for (const command of commands) {
    const events = jobDecider.decide(command, state);
    types.push(...events.map((e) => e.type));
    state = events.reduce(jobDecider.evolve, state);
  }
  return { state, types };
};
const submitted: JobCommand[] = [
  { type: 'RequestJob', request },
  { type: 'StartSubmission', at },
  { type: 'RecordSubmitted', upstreamJobId: 'u1', reconciled: false, at },
];

describe('job decider', () => {
  it('moves forward only: duplicates, lower progress and a late "running" after success decide nothing', () => {
    const { state, types } = run([
      ...submitted,
      { type: 'RecordProgress', percent: 50, at },
      { type: 'RecordProgress', percent: 50, at },
      { type: 'RecordProgress', percent: 20, at },
      { type: 'RecordSucceeded', objectIds: ['o1'], actualCost: request.cost, at },
      { type: 'RecordProgress', percent: 75, at },
      { type: 'RecordSucceeded', objectIds: ['o2'], actualCost: request.cost, at },
      { type: 'RecordFailed', failureKind: 'upstream_error', at },
      { type: 'RecordCancelled', upstreamCancelled: true, at },
    ]);
    expect(types).toEqual(['JobRequested', 'SubmissionStarted', 'JobSubmitted', 'JobProgressed', 'JobSucceeded']);
    expect(state).toMatchObject({ status: 'succeeded', objectIds: ['o1'], progress: 100 });
  });

  it('claims the submission once and never re-opens it', () => {
    expect(
      run([
        { type: 'RequestJob', request },
        { type: 'StartSubmission', at },
        { type: 'StartSubmission', at },
        { type: 'MarkUncertain', reason: 'timeout', at },
        { type: 'StartSubmission', at },
      ]).types,
    ).toEqual(['JobRequested', 'SubmissionStarted', 'SubmissionUncertain']);
  });

  it('settles once, and only a finished job', () => {
    const settle: JobCommand = {
      type: 'Settle',
      captured: request.cost,
      refunded: { amountMinor: 0, currency: 'USD' },
      at,
    };
    expect(run([...submitted, settle]).types).not.toContain('JobSettled');
    expect(
      run([...submitted, { type: 'RecordFailed', failureKind: 'timed_out', at }, settle, settle]).types.filter(
        (t) => t === 'JobSettled',
      ),
    ).toHaveLength(1);
  });

  it('a job never sent upstream is cancelled at once; a submitted one waits for the upstream', () => {
    const cancel: JobCommand = { type: 'RequestCancel', reason: 'task_ended', at };
    expect(run([{ type: 'RequestJob', request }, cancel, { type: 'StartSubmission', at }]).types).toEqual([
      'JobRequested',
      'CancelRequested',
      'JobCancelled',
    ]);
    expect(run([...submitted, cancel, cancel]).state).toMatchObject({
      status: 'submitted',
      cancelRequested: 'task_ended',
    });
  });
});
