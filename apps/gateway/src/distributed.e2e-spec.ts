import { randomBytes, randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { TOPICS } from '@lomo/messaging';
import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import {
  type ClusterApp,
  DistributedCluster,
  FULL_CLUSTER,
  openEventStream,
  orphansOf,
  OtlpReceiver,
  type EventStream,
  type ReceivedSpan,
} from '@lomo/testing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PROMPT = 'a red cat, watercolour';
/** The call deadline of every gRPC client (GRPC_DEADLINE_MS default) and the margin a loaded CI machine needs. */
const DEADLINE_MS = 5_000;

type Card = { status: string; artifacts: Array<{ objectId: string }>; checklist: Array<{ status: string }> };

/**
 * Distributed mode serving a user (issue 14, "Done when"): the seven apps as separate OS
 * processes — two gateway and two task-runtime replicas — on the real PostgreSQL, Kafka,
 * Redis and OpenSearch, gRPC for queries and user commands, Kafka for asynchronous effects.
 * The test speaks only HTTP to the standalone gateways. The generation upstream is the
 * simulated one, living in this process, so its ledger outlives every app process. The cases
 * share one cluster boot and each leaves the cluster whole for the next.
 */
describe('seven processes over gRPC and Kafka, two gateways and two task runtimes', () => {
  const secret = randomBytes(16).toString('hex');
  const upstream = new SimulatedUpstream({ secret });
  // Every process exports its spans here (ADR 0049); one case follows the red cat through them.
  const traces = new OtlpReceiver();
  let cluster: DistributedCluster;
  let a: string;
  let b: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    await upstream.start();
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: await traces.start(),
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // A batch a second (the SDK's default is 5 s): soon enough for the wait, few exports from a cold cluster.
      OTEL_BSP_SCHEDULE_DELAY: '1000',
      // No span dropped while a loaded machine exports slower than a cold cluster makes them (the
      // SDK's queue holds 2,048; a CI run at load 20 missed every task-runtime span of the trace).
      OTEL_BSP_MAX_QUEUE_SIZE: '100000',
    };
    const everyApp: Partial<Record<ClusterApp, NodeJS.ProcessEnv>> = Object.fromEntries(
      Object.keys(FULL_CLUSTER).map((app) => [app, tracing]),
    );
    cluster = await DistributedCluster.start({
      apps: FULL_CLUSTER,
      env: {
        ...everyApp,
        'generation-gateway': {
          ...tracing,
          GENERATION_SIMULATOR: 'off',
          GENERATION_PROVIDER_ID: 'simulated',
          GENERATION_PROVIDER_URL: upstream.url(),
          GENERATION_PROVIDER_SECRETS: secret,
          GENERATION_POLL_TICK_MS: '200',
        },
      },
      failpoints: ['task.after-tool-started', 'generation.after-upstream-accepted'],
    });
    [a, b] = cluster.gatewayUrls;
    headers = await cluster.devSession();
  }, 240_000);
  afterAll(async () => {
    await cluster?.teardown();
    await upstream.stop();
    await traces.stop();
  });

  const post = (gateway: string, text: string, key?: string, extra: Record<string, string> = {}) =>
    fetch(`${gateway}/v1/main/messages`, {
      method: 'POST',
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}), ...extra },
      body: JSON.stringify({ text }),
    });
  /**
   * Posts as a client of the API does (docs/api.md): with an Idempotency-Key, and again with the
   * same key after a 503. On a cold, loaded 2-core machine a cluster's first routings can outlast
   * the 5 s call deadline; the retry must then neither create a second task nor order twice,
   * which every case's one-request-one-charge check holds it to.
   */
  async function ask(gateway: string, text = PROMPT, extra: Record<string, string> = {}): Promise<string> {
    const key = randomUUID();
    let res = await post(gateway, text, key, extra);
    for (let attempt = 1; res.status === 503 && attempt < 3; attempt++) {
      console.warn(`${text} → 503 ${await res.text()}; retried with the same key`);
      await sleep(1_000);
      res = await post(gateway, text, key, extra);
    }
    const entry = (await res.json()) as { decision: string; taskIds: string[] };
    // A refusal says why: its problem document and what the processes logged.
    if (res.status !== 201) console.error(`${text} → ${res.status} ${JSON.stringify(entry)}\n${cluster.logs()}`);
    // A new task each time: every case counts the upstream requests and charges of its own task.
    expect({ status: res.status, decision: entry.decision, tasks: entry.taskIds?.length }).toEqual({
      status: 201,
      decision: 'created_task',
      tasks: 1,
    });
    return entry.taskIds[0];
  }
  /** Polls the task card (through `gateway`; 503s while a peer fails over are waited out) until it finished with an artifact. */
  async function finished(gateway: string, taskId: string, timeoutMs = 120_000): Promise<Card> {
    const deadline = Date.now() + timeoutMs;
    let card: Card | undefined;
    while (!(card?.status === 'idle' && card.artifacts.length > 0)) {
      if (Date.now() > deadline)
        throw new Error(`task stuck: ${JSON.stringify(card)}\n${await eventsOf(taskId)}\n${cluster.logs()}`);
      await sleep(250);
      const res = await fetch(`${gateway}/v1/tasks/${taskId}`, { headers });
      if (res.ok) card = (await res.json()) as Card;
    }
    return card;
  }
  /** The task's log, one line per event, for a failure message. */
  async function eventsOf(taskId: string): Promise<string> {
    const res = await fetch(`${b}/v1/tasks/${taskId}/events?limit=500`, { headers }).catch(() => undefined);
    if (!res?.ok) return `(events unavailable: ${res?.status})`;
    const events = (await res.json()) as Array<{ type: string; data: unknown }>;
    return events.map((e) => `${e.type} ${JSON.stringify(e.data).slice(0, 200)}`).join('\n');
  }
  async function until<T>(
    probe: () => Promise<T | undefined>,
    what: string,
    timeoutMs = 60_000,
    context: () => Promise<string> = async () => '',
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}\n${await context()}\n${cluster.logs()}`);
      await sleep(100);
    }
  }
  /** What the upstream was asked and what billing recorded for the task's jobs: exactly one of each is right. */
  async function orderedAndCharged(taskId: string) {
    const res = await fetch(`${b}/v1/billing/ledger`, { headers });
    expect(res.status).toBe(200);
    const entries = ((await res.json()) as Array<{ jobId: string; entry: string }>).filter((e) =>
      e.jobId.includes(taskId),
    );
    return {
      upstreamRequests: upstream.submissions().filter((s) => s.idempotencyKey?.startsWith(`${taskId}:`)).length,
      charges: entries.filter((e) => e.entry === 'capture').length,
      refunds: entries.filter((e) => e.entry === 'refund').length,
    };
  }
  /**
   * The red cat's trace (ADR 0049): every span the caller's `traceparent` started, from every
   * process it touched, is one tree under the caller's span, and no span of any process holds
   * a word of the prompt.
   */
  async function expectOneTrace(traceId: string, callerSpan: string): Promise<void> {
    // Spans are exported in batches every second; the completion's consumers end last.
    const summary = (spans: ReceivedSpan[]) => {
      const of = (service: ClusterApp) => spans.filter((s) => s.service === service).map((s) => s.name);
      return {
        gateway: of('gateway').includes('POST /v1/main/messages'),
        router: of('router').some((n) => n.startsWith('lomo.router.')),
        taskRuntime: ['task turn', 'task step'].every((n) => of('task-runtime').includes(n)),
        generationGateway: ['provider submit', 'lomo.tools.v1.ToolService/RunTool'].every((n) =>
          of('generation-gateway').includes(n),
        ),
        // The completion, polled or called back long after the request, is in the request's trace too.
        completion: of('generation-gateway').some((n) => n === 'generation poll' || n === 'generation callback'),
        // …and so is its integration event: the outbox publishes it, the task runtime processes it off Kafka.
        outboxToTaskRuntime: spans.some(
          (s) =>
            s.service === 'task-runtime' &&
            s.kind === 5 &&
            s.attributes['messaging.system'] === 'kafka' &&
            s.attributes['messaging.destination.name'] === TOPICS.generationGateway.job,
        ),
        orphans: orphansOf(spans, callerSpan).map((s) => `${s.service}: ${s.name}`),
      };
    };
    const whole = {
      gateway: true,
      router: true,
      taskRuntime: true,
      generationGateway: true,
      completion: true,
      outboxToTaskRuntime: true,
      orphans: [],
    };
    const spans = await until(
      async () => {
        const found = traces.spans(traceId);
        return JSON.stringify(summary(found)) === JSON.stringify(whole) ? found : undefined;
      },
      'the whole trace of the red cat',
      60_000,
      // Which processes exported anything at all, and into which traces: a lost export and a lost
      // context read differently.
      async () =>
        JSON.stringify({
          summary: summary(traces.spans(traceId)),
          spansByService: traces
            .spans()
            .reduce<Record<string, number>>((n, s) => ({ ...n, [s.service]: (n[s.service] ?? 0) + 1 }), {}),
          traces: new Set(traces.spans().map((s) => s.traceId)).size,
        }),
    );
    expect(summary(spans)).toEqual(whole);
    expect(spans.find((s) => s.name === 'POST /v1/main/messages')?.parentSpanId).toBe(callerSpan);
    // Ids, statuses and names only: no span of any process names what the user asked for.
    const words = /\b(red|cat|watercolour)\b/i;
    const leaks = traces
      .spans()
      .flatMap((s) => [s.name, ...Object.values(s.attributes).map((v) => JSON.stringify(v))])
      .filter((text) => words.test(text));
    expect(leaks).toEqual([]);
    console.log(
      `red cat trace: ${spans.length} spans from ${[...new Set(spans.map((s) => s.service))].sort().join(', ')}`,
    );
  }
  async function expectRedPng(gateway: string, objectId: string): Promise<void> {
    const download = await fetch(`${gateway}/v1/objects/${objectId}/download`, { headers });
    expect({ status: download.status, type: download.headers.get('content-type') }).toEqual({
      status: 200,
      type: expect.stringContaining('image/png'),
    });
    const png = PNG.sync.read(Buffer.from(await download.arrayBuffer()));
    const at = (png.width * (png.height - 2) + 2) * 4;
    expect(png.data[at]).toBeGreaterThan(png.data[at + 1] + 80); // red, as the prompt says
  }

  it("given the user asks on one gateway, then the task finishes, its status streams on both replicas and its PNG downloads from the other, and its trace is one tree across the processes it touched, with none of the prompt's words", async () => {
    const streams: EventStream[] = await Promise.all([a, b].map((g) => openEventStream(`${g}/v1/stream`, headers)));
    try {
      const started = Date.now();
      // The caller's own span, as a client that traces would send it: the request continues its trace.
      const [traceId, callerSpan] = [randomBytes(16).toString('hex'), randomBytes(8).toString('hex')];
      const taskId = await ask(a, PROMPT, { traceparent: `00-${traceId}-${callerSpan}-01` });
      const card = await finished(a, taskId);
      const took = Date.now() - started;
      expect(card.checklist).toEqual([expect.objectContaining({ status: 'done' })]);
      await expectRedPng(b, card.artifacts[0].objectId);
      // The same status events, live, on both replicas (fanned out through Redis).
      const ofTask = (s: EventStream) =>
        s.until((e) => e.event === 'status' && (JSON.parse(e.data) as { taskId?: string }).taskId === taskId, 30_000);
      const [onA, onB] = await Promise.all(streams.map(ofTask));
      expect(onB.id).toBe(onA.id);
      expect(await orderedAndCharged(taskId)).toEqual({ upstreamRequests: 1, charges: 1, refunds: 0 });
      console.log(`distributed red cat (7 apps, 9 processes): request → finished task ${took} ms`);
      await expectOneTrace(traceId, callerSpan);
    } finally {
      for (const s of streams) s.close();
    }
  }, 180_000);

  it("given the vault's key on the apps that open it, when a provider key is registered on one gateway, then it is sealed and the other gateway lists it, never its secret", async () => {
    const registered = await fetch(`${a}/v1/credentials`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'the studio key',
        kind: 'provider_key',
        providerId: 'simulated',
        secret: 'sk-e2e-1',
      }),
    });
    const { credentialId } = (await registered.json()) as { credentialId: string };
    const listed = await fetch(`${b}/v1/credentials`, { headers });
    const text = await listed.text();
    expect({ registered: registered.status, listed: listed.status, found: text.includes(credentialId) }).toEqual({
      registered: 201,
      listed: 200,
      found: true,
    });
    expect(text).not.toContain('sk-e2e-1');
  });

  it('given the task-runtime replica running the task is killed -9 mid-turn (its tool call started), then the other replica finishes it: one upstream request, one charge', async () => {
    await cluster.armFailpoint('task.after-tool-started');
    const taskId = await ask(b, 'a scarlet lighthouse at dusk, oil painting');
    const killed = await until(
      () => cluster.firedFailpoint('task.after-tool-started'),
      'the runtime to die mid-turn',
      60_000,
      () => eventsOf(taskId),
    );
    expect(killed.app).toBe('task-runtime');
    const [card] = await Promise.all([finished(b, taskId), cluster.restart('task-runtime', killed.replica)]);
    await expectRedPng(a, card.artifacts[0].objectId);
    expect(await orderedAndCharged(taskId)).toEqual({ upstreamRequests: 1, charges: 1, refunds: 0 });
  }, 240_000);

  it('given the generation gateway is killed -9 after the upstream accepted the job, then once it is back the task finishes: one upstream request, one charge', async () => {
    await cluster.armFailpoint('generation.after-upstream-accepted');
    const taskId = await ask(a, 'a crimson kite over the dunes, poster');
    const killed = await until(
      () => cluster.firedFailpoint('generation.after-upstream-accepted'),
      'the generation gateway to die after the upstream accepted',
      60_000,
      () => eventsOf(taskId),
    );
    expect(killed.app).toBe('generation-gateway');
    expect(upstream.submissions().filter((s) => s.idempotencyKey?.startsWith(`${taskId}:`))).toHaveLength(1);
    await cluster.restart('generation-gateway');
    const card = await finished(b, taskId);
    await expectRedPng(b, card.artifacts[0].objectId);
    expect(await orderedAndCharged(taskId)).toEqual({ upstreamRequests: 1, charges: 1, refunds: 0 });
  }, 240_000);

  it('given the generation gateway is stopped, when the user asks, then the task waits for it (no failed tool call the model reads) and, once it is back, finishes: one upstream request, one charge', async () => {
    await cluster.stop('generation-gateway');
    const taskId = await ask(a, 'a scarlet lighthouse at dusk, poster');
    await until(
      async () => ((await eventsOf(taskId)).includes('ToolCallDeferred') ? true : undefined),
      'the generate call to be deferred for its peer',
      90_000,
      () => eventsOf(taskId),
    );
    expect(await eventsOf(taskId)).toMatch(/ToolCallDeferred .*"peer":"generation-gateway"/);

    await cluster.restart('generation-gateway');
    const card = await finished(b, taskId);

    await expectRedPng(b, card.artifacts[0].objectId);
    // The call never completed with a failure: the model read the job, not the outage.
    expect(await eventsOf(taskId)).not.toMatch(/ToolCallCompleted .*"refused":true/);
    expect(await orderedAndCharged(taskId)).toEqual({ upstreamRequests: 1, charges: 1, refunds: 0 });
  }, 240_000);

  it('given both task runtimes are stopped, then callers answer 503 naming the peer within their deadline; once back, the refused request retried runs exactly once', async () => {
    const earlier = await ask(a, 'a green owl, watercolour');
    await finished(a, earlier);
    await Promise.all([cluster.stop('task-runtime', 0), cluster.stop('task-runtime', 1)]);

    for (const gateway of [a, b]) {
      const started = Date.now();
      const down = await fetch(`${gateway}/v1/tasks/${earlier}`, { headers });
      const problem = (await down.json()) as { type: string; peer: string };
      expect({ status: down.status, peer: problem.peer }).toEqual({ status: 503, peer: 'task-runtime' });
      expect(problem.type).toMatch(/peer_(unavailable|deadline_exceeded)$/);
      expect(Date.now() - started).toBeLessThan(2 * DEADLINE_MS);
    }
    const key = randomUUID();
    const refused = await post(b, 'a blue fox, ink drawing', key);
    const problem = (await refused.json()) as { type: string; peer: string };
    expect({ status: refused.status, peer: problem.peer }).toEqual({ status: 503, peer: 'task-runtime' });

    await Promise.all([cluster.restart('task-runtime', 0), cluster.restart('task-runtime', 1)]);
    // Retried as a client does (docs/api.md): with the same key while the answer is 503. The
    // runtimes listen, but a caller's channel may still be in its reconnect backoff from the
    // outage for a moment; every retry with the key must still come to one task.
    const retried = await until(
      async () => {
        const res = await post(b, 'a blue fox, ink drawing', key);
        return res.status === 503 ? undefined : res;
      },
      'the refused request to be served once the runtimes are back',
      30_000,
    );
    const entry = (await retried.json()) as { taskIds: string[] };
    expect({ status: retried.status, tasks: entry.taskIds?.length }).toEqual({ status: 201, tasks: 1 });
    await finished(a, entry.taskIds[0]);
    await finished(b, earlier); // the task from before the outage is all there
    const again = await post(a, 'a blue fox, ink drawing', key);
    expect({ status: again.status, replayed: again.headers.get('idempotent-replayed') }).toEqual({
      status: 201,
      replayed: 'true',
    });
    expect(((await again.json()) as { taskIds: string[] }).taskIds).toEqual(entry.taskIds);
    expect(await orderedAndCharged(entry.taskIds[0])).toEqual({ upstreamRequests: 1, charges: 1, refunds: 0 });
  }, 300_000);
});
