import { Histogram, Registry } from 'prom-client';
import { databaseQueueTimes, eventLoopDelay, postStageTimes, serverTimes } from './report';

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

describe("B14's embedded database queue, read from the platform's /metrics page", () => {
  it('given the wait and hold histograms by lane, then each lane has both, named by what they time', async () => {
    const registry = new Registry();
    const histogram = (name: string) =>
      new Histogram({ name, help: 'h', labelNames: ['lane'], buckets: [0.01, 0.1], registers: [registry] });
    const waited = histogram('lomo_database_queue_wait_seconds');
    const held = histogram('lomo_database_operation_seconds');
    waited.observe({ lane: 'request' }, 0.005);
    waited.observe({ lane: 'request' }, 0.095);
    held.observe({ lane: 'background' }, 0.2);

    expect(databaseQueueTimes(await registry.metrics())).toEqual([
      { stage: 'request waited', count: 2, meanMs: expect.closeTo(50, 6), p95AtMostMs: 100 },
      { stage: 'background held', count: 1, meanMs: expect.closeTo(200, 6), p95AtMostMs: Infinity },
    ]);
  });
});

describe("B14's server-side times, read from the platform's /metrics page", () => {
  it("given the HTTP histogram, then a post's and a card read's successful statuses are added together and the rest left out", async () => {
    const registry = new Registry();
    const http = new Histogram({
      name: 'lomo_http_request_duration_seconds',
      help: 'h',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.01, 0.1],
      registers: [registry],
    });
    http.observe({ method: 'POST', route: '/v1/main/messages', status: '201' }, 0.005);
    http.observe({ method: 'POST', route: '/v1/main/messages', status: '200' }, 0.095);
    http.observe({ method: 'POST', route: '/v1/main/messages', status: '503' }, 3);
    http.observe({ method: 'GET', route: '/v1/tasks/:taskId', status: '200' }, 0.004);
    http.observe({ method: 'GET', route: '/v1/tasks', status: '200' }, 0.2);

    expect(serverTimes(await registry.metrics())).toEqual([
      { stage: 'post (server)', method: 'POST', count: 2, meanMs: expect.closeTo(50, 6), p95AtMostMs: 100 },
      { stage: 'card (server)', method: 'GET', count: 1, meanMs: expect.closeTo(4, 6), p95AtMostMs: 10 },
    ]);
  });
});
