import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { TOPICS } from '@lomo/messaging';
import { startTracing, type TracingHandle } from '@lomo/observability/tracing';
import { orphansOf, OtlpReceiver, type ReceivedSpan } from '@lomo/testing';
import { platformApp, PlatformConfig } from './app';
import { devClient } from './testing/dev-client';

const PROMPT = 'a red cat, watercolour';
/** Any of the prompt's words, as a word, in a span's name or attributes is user content leaking. */
const PROMPT_WORDS = /\b(red|cat|watercolour)\b/i;

/** Every string a span says: its name and each attribute's value. */
const textsOf = (span: ReceivedSpan) => [span.name, ...Object.values(span.attributes).map((v) => JSON.stringify(v))];

/**
 * Issue 29 item 4, embedded mode: with `OTEL_*` pointing at an OTLP receiver, one request's
 * work — the HTTP request, the in-process bus's send and process, the task's turns and steps,
 * the provider call, and the second turn woken by the generation's completion through the
 * outbox — is one trace under the caller's `traceparent`, of service `platform`.
 */
describe('tracing in embedded mode (ADR 0049)', () => {
  const receiver = new OtlpReceiver();
  let tracing: TracingHandle | undefined;
  let app: INestApplication;
  let url: string;

  beforeAll(async () => {
    const endpoint = await receiver.start();
    tracing = await startTracing('platform', {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    app = await createLomoApp(
      platformApp,
      loadConfig(PlatformConfig, { LOG_LEVEL: 'silent', DATABASE_URL: 'memory://', GATEWAY_DEV_LOGIN: 'true' }),
    );
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    // The SDK is process-wide: later test files in this worker must find it off again.
    await tracing?.shutdown();
    await receiver.stop();
  });

  it("given a caller's traceparent, when the red cat runs to its image, then every span of its work is one tree of that trace and none holds the prompt's words", async () => {
    expect(tracing?.settings).toMatchObject({ serviceName: 'platform', protocol: 'http/json' });
    const { headers, untilImaged } = await devClient(url);
    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const res = await fetch(`${url}/v1/main/messages`, {
      method: 'POST',
      headers: { ...headers, traceparent: `00-${traceId}-${callerSpan}-01` },
      body: JSON.stringify({ text: PROMPT }),
    });
    expect(res.status).toBe(201);
    const { taskIds } = (await res.json()) as { taskIds: string[] };
    await untilImaged(taskIds[0], 60_000, () => '');

    // Spans still open (a consumer of the completion) end a moment later: wait for a whole tree.
    const deadline = Date.now() + 20_000;
    let spans: ReceivedSpan[] = [];
    const summary = () => {
      const names = new Set(spans.map((s) => s.name));
      return {
        services: [...new Set(spans.map((s) => s.service))],
        http: names.has('POST /v1/main/messages'),
        turn: names.has('task turn'),
        step: names.has('task step'),
        submit: names.has('provider submit'),
        // The job's completion, reported by a callback or a poll long after the request, continues its trace…
        completion: names.has('generation callback') || names.has('generation poll'),
        // …and so does its integration event, published by the outbox and processed by the task runtime.
        outboxed: spans.some(
          (s) => s.kind === 5 && s.attributes['messaging.destination.name'] === TOPICS.generationGateway.job,
        ),
        inProcessBus: spans.some((s) => s.kind === 4 && s.attributes['messaging.system'] === 'in_process'),
        orphans: orphansOf(spans, callerSpan).map((s) => s.name),
      };
    };
    const whole = {
      services: ['platform'],
      http: true,
      turn: true,
      step: true,
      submit: true,
      completion: true,
      outboxed: true,
      inProcessBus: true,
      orphans: [],
    };
    for (;;) {
      await tracing!.flush();
      spans = receiver.spans(traceId);
      if (JSON.stringify(summary()) === JSON.stringify(whole) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(summary()).toEqual(whole);
    const request = spans.find((s) => s.name === 'POST /v1/main/messages')!;
    expect(request.parentSpanId).toBe(callerSpan);
    const leaks = receiver
      .spans()
      .flatMap(textsOf)
      .filter((text) => PROMPT_WORDS.test(text));
    expect(leaks).toEqual([]);
  }, 120_000);
});
