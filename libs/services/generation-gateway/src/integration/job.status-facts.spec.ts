import { genJobStreamId } from '@lomo/contracts';
import type { JobEvent } from '../job/job.events';
import { JOB_STATUS_FACTS, jobStatusFact, type StatusFactsOf } from './job.status-facts';

describe('job status facts (status contract v1)', () => {
  it('given a renamed private job event, when the mapper is compiled, then it does not compile', () => {
    type Renamed =
      Exclude<JobEvent, { type: 'JobProgressed' }> | { type: 'JobAdvanced'; data: { percent: number; at: string } };
    // @ts-expect-error — `JobAdvanced` has no fact and `JobProgressed` is no longer an event: `npm run typecheck` fails
    const renamed: StatusFactsOf<Renamed> = JOB_STATUS_FACTS;
    expect(renamed).toBeDefined();
  });

  it('given a job, when its events are mapped, then the first names task and job and the rest say how it goes', () => {
    const at = '2026-12-01T10:00:00.000Z';
    const job = genJobStreamId('w', 't1:1:1:0');
    expect(jobStatusFact({ type: 'JobRequested', data: { taskId: 't1', jobId: job, at } })).toEqual({
      v: 1,
      kind: 'job.requested',
      taskId: 't1',
      jobId: job,
      at,
    });
    expect(jobStatusFact({ type: 'JobProgressed', data: { percent: 40, at } })).toEqual({
      v: 1,
      kind: 'job.progressed',
      status: 'running',
      percent: 40,
      at,
    });
    for (const type of Object.keys(JOB_STATUS_FACTS))
      expect(jobStatusFact({ type, data: { at, finalStatus: 'succeeded' } })).toMatchObject({ v: 1 });
  });
});
