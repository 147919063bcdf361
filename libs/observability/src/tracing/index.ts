export {
  type Attributes,
  contextOf,
  type Context,
  failSpan,
  inSpan,
  otelContext,
  otelTrace,
  type Span,
  SpanKind,
  type SpanOptions,
  SpanStatusCode,
  TRACER_NAME,
  traceparentOf,
  tracingActive,
} from './spans';
export { startTracing, type TracingHandle } from './start-tracing';
export { tracingSettings, TracingConfigError, type TracingSettings } from './tracing-settings';
