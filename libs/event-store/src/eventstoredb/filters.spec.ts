import { planFilter } from './filters';

const event = (streamId: string, type: string) => ({ streamId, type });

describe('planFilter', () => {
  it('given categories, sends a stream-name regex matching exactly those categories', () => {
    const plan = planFilter({ categories: ['task', '$purges'] });
    expect(plan.server).toEqual({ on: 'stream', regex: '^(?:task|\\$purges)(?:-|$)' });
    const server = new RegExp(plan.server.regex);
    expect(['task-1', 'task-a-b', '$purges'].filter((id) => server.test(id))).toEqual([
      'task-1',
      'task-a-b',
      '$purges',
    ]);
    expect(['tasks-1', 'taskx', 'job-task-1', '$purgesx'].filter((id) => server.test(id))).toEqual([]);
    expect(plan.accepts(event('$purges', 'StreamPurged'))).toBe(true);
  });

  it('given categories and event types, leaves the event types to the adapter', () => {
    const plan = planFilter({ categories: ['task'], eventTypes: ['TaskCreated'] });
    expect(plan.server).toEqual({ on: 'stream', regex: '^(?:task)(?:-|$)' });
    expect(plan.accepts(event('task-1', 'TaskCreated'))).toBe(true);
    expect(plan.accepts(event('task-1', 'TaskStarted'))).toBe(false);
  });

  it('given event types only, sends an anchored, escaped regex', () => {
    const plan = planFilter({ eventTypes: ['Task.Created', '$metadata'] });
    expect(plan.server).toEqual({ on: 'event_type', regex: '^(?:Task\\.Created|\\$metadata)$' });
    expect(new RegExp(plan.server.regex).test('TaskxCreated')).toBe(false);
    expect(plan.accepts(event('$$task-1', '$metadata'))).toBe(true);
  });

  it('given no filter, excludes system events on the server and in the adapter', () => {
    const plan = planFilter(undefined);
    expect(plan.server).toEqual({ on: 'event_type', regex: '^[^$]' });
    expect(plan.accepts(event('task-1', '$streamDeleted'))).toBe(false);
    expect(plan.accepts(event('$purges', 'StreamPurged'))).toBe(true);
  });

  it('treats empty lists as no filter, like the PostgreSQL adapter', () => {
    expect(planFilter({ categories: [], eventTypes: [] }).server).toEqual({ on: 'event_type', regex: '^[^$]' });
  });
});
