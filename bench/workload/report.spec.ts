import { Histogram, Registry } from 'prom-client';
import { eventLoopDelay, postStageTimes } from './report';

describe("B14's post stages, read from the platform's /metrics page", () => {
  it('given a histogram per stage, then each stage has its count, mean and the bucket holding its p95', async () => {
    const registry = new Registry();
    registry.setDefaultLabels({ app: 'platform' });
    const seconds = new Histogram({
      name: 'lomo_router_post_stage_seconds',
      help: 'h',
      labelNames: ['stage'],
      buckets: [0.05, 0.1, 0.5],
      registers: [registry],
    });
    for (let i = 0; i < 19; i++) seconds.observe({ stage: 'find' }, 0.04);
    seconds.observe({ stage: 'find' }, 0.4);
    seconds.observe({ stage: 'record' }, 0.02);
    seconds.observe({ stage: 'record' }, 0.9);

    const times = postStageTimes(await registry.metrics());

    expect(times).toEqual([
      { stage: 'find', count: 20, meanMs: expect.closeTo(58, 0), p95AtMostMs: 50 },
      { stage: 'record', count: 2, meanMs: expect.closeTo(460, 0), p95AtMostMs: Infinity },
    ]);
  });
});

describe("B14's event-loop delay, read from the platform's /metrics page", () => {
  it("given prom-client's default metrics, then the percentiles come back in milliseconds", () => {
    const page = [
      'nodejs_eventloop_lag_p50_seconds{app="platform"} 0.0102',
      'nodejs_eventloop_lag_p90_seconds{app="platform"} 0.02',
      'nodejs_eventloop_lag_p99_seconds{app="platform"} 0.15',
      'nodejs_eventloop_lag_max_seconds{app="platform"} 0.9',
    ].join('\n');
    expect(eventLoopDelay(page)).toEqual({
      p50: expect.closeTo(10.2, 6),
      p90: expect.closeTo(20, 6),
      p99: expect.closeTo(150, 6),
      max: expect.closeTo(900, 6),
    });
  });
});
