import type { Metadata } from '@grpc/grpc-js';
import type { DescMethod } from '@bufbuild/protobuf';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type TextMapGetter,
} from '@opentelemetry/api';

/**
 * W3C trace context in gRPC metadata (`traceparent`, `tracestate`), and the client and server
 * spans of the semantic conventions' RPC spans (`rpc.system = grpc`). By hand: the
 * grpc instrumentation wraps clients made from `makeClientConstructor`, and these calls go
 * through `Client.makeUnaryRequest` with bufbuild codecs (ADR 0049). With no SDK started, the
 * API's no-op propagator writes nothing and its spans record nothing.
 */

const tracer = () => trace.getTracer('lomo');

const getter: TextMapGetter<Metadata> = {
  get: (metadata, key) => {
    const [value] = metadata.get(key);
    return typeof value === 'string' ? value : undefined;
  },
  keys: (metadata) => Object.keys(metadata.getMap()),
};

/** Adds the active context's trace headers to a call's outgoing metadata. */
export function injectTraceContext(metadata: Metadata): Metadata {
  propagation.inject(context.active(), metadata, { set: (m, key, value) => m.set(key, value) });
  return metadata;
}

const rpcAttributes = (method: DescMethod) => ({
  'rpc.system': 'grpc',
  'rpc.service': method.parent.typeName,
  'rpc.method': method.name,
});

/**
 * Runs one call of `method` to `address` (its `host:port` list) inside a client span, retries
 * included; `statusOf` reads the gRPC status code of a failure (UNKNOWN when it has none).
 */
export async function inClientSpan<T>(
  method: DescMethod,
  address: string,
  statusOf: () => number | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const span = tracer().startSpan(`${method.parent.typeName}/${method.name}`, {
    kind: SpanKind.CLIENT,
    attributes: { ...rpcAttributes(method), 'server.address': address },
  });
  try {
    const result = await context.with(trace.setSpan(context.active(), span), work);
    endRpcSpan(span, 0);
    return result;
  } catch (error) {
    const code = statusOf() ?? 2;
    endRpcSpan(span, code, error instanceof Error ? `${error.constructor.name}:${code}` : String(code));
    throw error;
  }
}

/** The server span of a call, a child of the caller's span named in its metadata. */
export function startServerSpan(method: DescMethod, metadata: Metadata): Span {
  const parent = propagation.extract(ROOT_CONTEXT, metadata, getter);
  return tracer().startSpan(
    `${method.parent.typeName}/${method.name}`,
    { kind: SpanKind.SERVER, attributes: rpcAttributes(method) },
    parent,
  );
}

/** Runs `work` with `span` active (its calls, appends and publishes continue the trace). */
export const withSpan = <T>(span: Span, work: () => Promise<T>): Promise<T> =>
  context.with(trace.setSpan(context.active(), span), work);

/** Ends a span with the call's gRPC status code (0 = OK); any other code is an error. */
export function endRpcSpan(span: Span, code: number, errorType?: string): void {
  span.setAttribute('rpc.grpc.status_code', code);
  if (code !== 0) {
    span.setAttribute('error.type', errorType ?? String(code));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}
