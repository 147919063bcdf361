import {
  type Attributes,
  context,
  INVALID_SPAN_CONTEXT,
  type Context,
  type Link,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

/** The instrumentation scope of every span Lomo makes by hand. */
export const TRACER_NAME = 'lomo';

const tracer = () => trace.getTracer(TRACER_NAME);

/** What `work` gets when no SDK runs: records nothing. */
const NO_SPAN = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/** Set by `startTracing`: with no SDK, spans are not even built (see ADR 0049, cost when off). */
let active = false;
export const setSpansActive = (on: boolean): void => {
  active = on;
};
export const tracingActive = (): boolean => active;

export interface SpanOptions {
  kind?: SpanKind;
  /** Ids, counts, statuses and names of things; never user content (prompts, messages, files). */
  attributes?: Attributes;
  /** The parent; the active context by default. */
  parent?: Context;
  links?: Link[];
}

/**
 * Runs `work` inside a new span (active for everything it calls), ending it when `work`
 * settles: a rejection is recorded as the span's error (its type only, not its message, which
 * may quote user input) and rethrown unchanged. With no SDK started the API's no-op tracer
 * makes this a plain call of `work`.
 */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  if (!active) return work(NO_SPAN);
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, links: options.links },
    parent,
  );
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks the span failed with the error's type (`error.type`, as the semantic conventions name it). */
export function failSpan(span: Span, error: unknown): void {
  const type = error instanceof Error ? error.constructor.name || error.name : typeof error;
  span.setAttribute('error.type', type);
  span.setStatus({ code: SpanStatusCode.ERROR, message: type });
}

/** The W3C `traceparent` of `ctx` (the active context by default); undefined when it has no sampled-or-not span. */
export function traceparentOf(ctx: Context = context.active()): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier.traceparent;
}

/** The context a `traceparent` (and `tracestate`) names, as the parent of the spans that continue it. */
export function contextOf(
  traceparent: string | undefined,
  tracestate?: string,
  base: Context = context.active(),
): Context {
  if (!traceparent) return base;
  return propagation.extract(base, tracestate ? { traceparent, tracestate } : { traceparent });
}

export { SpanKind, SpanStatusCode, context as otelContext, trace as otelTrace };
export type { Attributes, Context, Span };
