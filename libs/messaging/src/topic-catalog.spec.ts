import { InvalidCatalog } from './errors';
import { resolveRetryPolicy, retryDelayMs } from './retry-policy';
import { driftOf, resolveCatalog } from './topic-catalog';

describe('topic catalog', () => {
  it('given a group, derives its retry topics and DLQ, as wide as its widest topic', () => {
    const { topics, groups } = resolveCatalog({
      topics: [
        { name: 'router.task.v1', partitions: 6 },
        { name: 'billing.budget.v2', partitions: 3, retentionMs: 30 * 24 * 3_600_000, cleanupPolicy: 'compact' },
      ],
      groups: [{ name: 'task-runtime', topics: ['router.task.v1', 'billing.budget.v2'], retry: { maxAttempts: 3 } }],
    });
    expect(topics.map((t) => [t.name, t.partitions, t.cleanupPolicy])).toEqual([
      ['router.task.v1', 6, 'delete'],
      ['billing.budget.v2', 3, 'compact'],
      ['task-runtime.retry.1', 6, 'delete'],
      ['task-runtime.retry.2', 6, 'delete'],
      ['task-runtime.dlq', 6, 'delete'],
    ]);
    expect(topics.find((t) => t.name === 'task-runtime.retry.1')?.retentionMs).toBe(30 * 24 * 3_600_000);
    expect(groups).toEqual([
      {
        name: 'task-runtime',
        topics: ['router.task.v1', 'billing.budget.v2', 'task-runtime.retry.1', 'task-runtime.retry.2'],
        retry: expect.objectContaining({ maxAttempts: 3 }),
      },
    ]);
  });

  it('given maxAttempts 1, derives a DLQ and no retry topic', () => {
    const { topics } = resolveCatalog({
      topics: [{ name: 'a.b.v1', partitions: 1 }],
      groups: [{ name: 'g', topics: ['a.b.v1'], retry: { maxAttempts: 1 } }],
    });
    expect(topics.map((t) => t.name)).toEqual(['a.b.v1', 'g.dlq']);
  });

  it('accepts a dead-letter reader declared before the group whose DLQ it reads', () => {
    const catalog = {
      topics: [{ name: 'a.b.v1', partitions: 1 }],
      groups: [
        { name: 'ops', topics: ['g.dlq'] },
        { name: 'g', topics: ['a.b.v1'] },
      ],
    };
    expect(resolveCatalog(catalog).groups.map((g) => g.name)).toEqual(['ops', 'g']);
  });

  it('refuses a bad catalog, naming every problem', () => {
    const error = (() => {
      try {
        resolveCatalog({
          topics: [{ name: 'Router.Task', partitions: 0 }],
          groups: [
            { name: 'bad.group', topics: ['missing.topic.v1'], retry: { maxAttempts: 0 } },
            { name: 'empty', topics: [] },
          ],
        });
      } catch (e) {
        return e as InvalidCatalog;
      }
    })();
    expect(error).toBeInstanceOf(InvalidCatalog);
    expect(error?.problems).toEqual([
      'topic Router.Task: name must be <service>.<aggregate>.v<N>',
      'topic Router.Task: partitions must be an integer >= 1',
      'group bad.group: name must be lower-case letters, digits and dashes',
      'group bad.group: maxAttempts must be an integer >= 1, got 0',
      'group empty: reads no topic',
      'group bad.group: reads undeclared topic missing.topic.v1',
    ]);
  });

  it('reports drift setting by setting, ignoring settings the broker did not return', () => {
    const declared = { name: 'a.b.v1', partitions: 3, retentionMs: 1_000, cleanupPolicy: 'delete' as const };
    expect(driftOf(declared, { partitions: 3, retentionMs: 1_000, cleanupPolicy: 'delete' })).toEqual([]);
    expect(driftOf(declared, { partitions: 4 })).toEqual([
      { topic: 'a.b.v1', setting: 'partitions', declared: '3', actual: '4' },
    ]);
    expect(driftOf(declared, { partitions: 3, cleanupPolicy: 'compact' })).toEqual([
      { topic: 'a.b.v1', setting: 'cleanup.policy', declared: 'delete', actual: 'compact' },
    ]);
  });
});

describe('retry policy', () => {
  it('defaults to 4 attempts, 1 s then x4, capped at 60 s', () => {
    const policy = resolveRetryPolicy();
    expect([2, 3, 4, 5, 6].map((attempt) => retryDelayMs(policy, attempt))).toEqual([
      1_000, 4_000, 16_000, 60_000, 60_000,
    ]);
    expect(policy.maxAttempts).toBe(4);
  });

  it('refuses a policy that cannot work', () => {
    expect(() => resolveRetryPolicy({ maxAttempts: 1.5 })).toThrow(RangeError);
    expect(() => resolveRetryPolicy({ multiplier: 0.5 })).toThrow(RangeError);
  });
});
