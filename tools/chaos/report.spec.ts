import { DEFAULTS } from './options';
import { humanLines, loadServed, percentile, summarise, type RunRecord } from './report';

const run = (): RunRecord => ({
  options: { ...DEFAULTS, seed: 42 },
  loadMs: 120_000,
  totalMs: 200_000,
  outcomes: [10_000, 50_000, 100_000].map((settledAtMs, index) => ({
    plan: { index, shape: 'series', text: 't', atMs: 0, followUp: false, confirmsCost: true },
    taskId: `t${index}`,
    decision: 'created_task',
    artifacts: 2,
    cardsAnswered: 0,
    acceptedMessages: [],
    refusedAnswers: [],
    settledAtMs,
  })),
  faults: [
    {
      fault: { index: 0, type: 'kill-task-runtime', atMs: 30_000, holdMs: 20_000, replica: 1 },
      startedAtMs: 30_000,
      restoredAtMs: 50_000,
      recoveryMs: 1_200,
      callersRecoveredMs: 300,
      leasedTasks: 2,
    },
    {
      fault: { index: 1, type: 'kill-task-runtime', atMs: 60_000, holdMs: 20_000, replica: 0 },
      startedAtMs: 60_000,
      restoredAtMs: 80_000,
      recoveryMs: 800,
      leasedTasks: 1,
    },
  ],
  violations: [{ invariant: 'task-settled', subject: 't9', detail: 'still running after the quiet time' }],
  http: {
    requests: 100,
    serverErrors: 3,
    without503RetryAfter: 0,
    unreachable: 1,
    inProgressRetries: 0,
    errors: [
      {
        status: 503,
        route: 'GET /v1/tasks/:id',
        atMs: 31_000,
        problem: 'https://lomo.dev/problems/peer_deadline_exceeded Peer x the router service did not answer',
      },
      {
        status: 503,
        route: 'GET /v1/tasks/:id',
        atMs: 30_500,
        problem: 'https://lomo.dev/problems/peer_deadline_exceeded Peer y the router service did not answer',
      },
      {
        status: 503,
        route: 'POST /v1/main/messages',
        atMs: 62_000,
        problem: 'https://lomo.dev/problems/store_unavailable Store z',
      },
    ],
  },
  sse: [{ name: 'gateway-1#0', connections: 2, received: 40 }],
  idleSeconds: 15,
  idleAppends: 0,
});

describe('the chaos report', () => {
  it('takes the nearest-rank percentile', () => {
    expect([percentile([5, 1, 3, 2, 4], 50), percentile([5, 1, 3, 2, 4], 99), percentile([], 50)]).toEqual([
      3,
      5,
      undefined,
    ]);
  });

  it('given two kills of a task runtime, then recovery p50/p99 per type, throughput before/during/after the faults and violations by invariant', () => {
    const s = summarise(run());
    expect({ faults: s.faults, throughput: s.throughputPerMinute, violations: s.violations }).toEqual({
      faults: {
        'kill-task-runtime': {
          count: 2,
          failedToInject: 0,
          recoveryP50Ms: 800,
          recoveryP99Ms: 1_200,
          callersP50Ms: 300,
          callersP99Ms: 300,
        },
      },
      // 1 settled in the first 30 s, 1 in the 50 s of faults, 1 in the last 40 s.
      throughput: { before: 2, during: 1.2, after: 1.5 },
      violations: { 'task-settled': 1 },
    });
  });

  it('given 503s on two routes, then they are grouped by status, route and problem with when the first and last came', () => {
    const lines = humanLines(run());
    expect(lines.filter((l) => l.includes(' × 503 '))).toEqual([
      '  2 × 503 peer_deadline_exceeded (router) GET /v1/tasks/:id at 30.50 s–31.00 s',
      '  1 × 503 store_unavailable POST /v1/main/messages at 62.00 s–62.00 s',
    ]);
  });

  it('given a run whose users started under half their tasks, then it says the load was not served', () => {
    const starved = run();
    starved.outcomes = starved.outcomes.map((o, i) => (i === 0 ? o : { ...o, taskId: undefined }));
    expect([loadServed(run()), loadServed(starved)]).toEqual([undefined, 'load not served: 1 of 3 tasks started']);
    expect(humanLines(starved)).toContain('load not served: 1 of 3 tasks started');
  });

  it('prints the seed, each fault and each violation on its own line', () => {
    const lines = humanLines(run());
    expect(lines[0]).toBe('chaos seed 42: 3 tasks, 2 faults, load 120.00 s, total 200.00 s');
    expect(lines).toContain(
      '  #0 kill-task-runtime[1] at 30.00 s hold 20.00 s, 2 leased: recovery 1.20 s, callers 0.30 s',
    );
    expect(lines.slice(-2)).toEqual([
      'violations: 1 {"task-settled":1}',
      '  task-settled t9: still running after the quiet time',
    ]);
  });
});
