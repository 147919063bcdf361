import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP receiver got it, with its process's `service.name`. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  /** Empty for a root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  links: Array<{ traceId: string; spanId: string }>;
}

type OtlpValue = {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: OtlpValue[] };
};
type OtlpAttribute = { key: string; value?: OtlpValue };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  attributes?: OtlpAttribute[];
  links?: Array<{ traceId: string; spanId: string }>;
};
type OtlpRequest = {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: OtlpSpan[] }>;
  }>;
};

const valueOf = (value: OtlpValue | undefined): unknown =>
  value?.stringValue ??
  (value?.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value?.doubleValue ??
  value?.boolValue ??
  value?.arrayValue?.values?.map(valueOf);

const attributesOf = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map((a) => [a.key, valueOf(a.value)]));

/** OTLP/JSON writes ids as hex; a base64 id (protobuf's JSON mapping) is turned into hex too. */
const hexId = (id: string | undefined): string =>
  !id ? '' : /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex');

/**
 * A minimal OTLP/HTTP trace receiver for tests (`POST /v1/traces`, OTLP/JSON): what apps
 * started with `OTEL_EXPORTER_OTLP_ENDPOINT=<url>` and `OTEL_EXPORTER_OTLP_PROTOCOL=http/json`
 * export. A protobuf body is answered 415, so a misconfigured exporter fails loudly.
 */
export class OtlpReceiver {
  private readonly received: ReceivedSpan[] = [];
  private server?: Server;

  /** Listens on a free loopback port; resolves with the base URL (the `OTEL_EXPORTER_OTLP_ENDPOINT`). */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
        if (!req.headers['content-type']?.includes('application/json')) return void res.writeHead(415).end();
        try {
          this.add(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpRequest);
        } catch {
          return void res.writeHead(400).end();
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** Every span received so far, or those of one trace. */
  spans(traceId?: string): ReceivedSpan[] {
    return traceId ? this.received.filter((s) => s.traceId === traceId) : [...this.received];
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private add(request: OtlpRequest): void {
    for (const resourceSpans of request.resourceSpans ?? []) {
      const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
      for (const scope of resourceSpans.scopeSpans ?? [])
        for (const span of scope.spans ?? [])
          this.received.push({
            service,
            traceId: hexId(span.traceId),
            spanId: hexId(span.spanId),
            parentSpanId: hexId(span.parentSpanId),
            name: span.name,
            kind: span.kind ?? 0,
            attributes: attributesOf(span.attributes),
            links: (span.links ?? []).map((l) => ({ traceId: hexId(l.traceId), spanId: hexId(l.spanId) })),
          });
    }
  }
}

/**
 * Where a trace's spans do not form one tree under `rootSpanId` (the caller's own span, which
 * no process exported): each span whose parent is neither that root nor a received span of the
 * trace. Empty = one tree.
 */
export function orphansOf(spans: readonly ReceivedSpan[], rootSpanId: string): ReceivedSpan[] {
  const ids = new Set(spans.map((s) => s.spanId));
  return spans.filter((s) => s.parentSpanId !== rootSpanId && !ids.has(s.parentSpanId));
}
