import { context, propagation, trace } from '@opentelemetry/api';
import { setSpansActive } from './spans';
import { tracingSettings, type TracingSettings } from './tracing-settings';

/** A started SDK: flush and stop it when the app closes, so the last spans are not lost. */
export interface TracingHandle {
  readonly settings: Extract<TracingSettings, { enabled: true }>;
  /** Exports every ended span now (a test reads them at once). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

let started: TracingHandle | undefined;

/**
 * Starts the trace SDK of this process when the `OTEL_*` variables ask for it
 * (`tracingSettings`); otherwise does nothing and loads none of it, so an app without a
 * collector runs the OpenTelemetry API's no-op paths only. Registers the W3C trace-context
 * propagator, an AsyncLocalStorage context manager, a batching span processor and the OTLP
 * exporter over HTTP (protobuf by default, JSON with `OTEL_EXPORTER_OTLP_PROTOCOL=http/json`);
 * the exporter gets the endpoint from `env` and reads its other `OTEL_EXPORTER_OTLP_*`
 * variables (headers, timeout, compression) from the process's environment itself; the batch
 * processor gets the `OTEL_BSP_*` ones. One SDK per process: a second call (embedded mode's tests boot several apps in
 * one process) returns the first one.
 * @throws TracingConfigError when a variable is set to something the SDK cannot do
 */
export async function startTracing(
  appName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<TracingHandle | undefined> {
  if (started) return started;
  const settings = tracingSettings(env, appName);
  if (!settings.enabled) return undefined;
  const [sdk, core, hooks, resources] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/resources'),
  ]);
  const exporter =
    settings.exporter === 'console'
      ? new sdk.ConsoleSpanExporter()
      : settings.protocol === 'http/json'
        ? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter({ url: settings.url })
        : new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter({ url: settings.url });
  const ratio = new sdk.TraceIdRatioBasedSampler(settings.ratio);
  const provider = new sdk.TracerProvider({
    // OTEL_RESOURCE_ATTRIBUTES adds to the service's name (OTEL_SERVICE_NAME, or the app's).
    resource: resources
      .detectResources({ detectors: [resources.envDetector] })
      .merge(resources.resourceFromAttributes({ 'service.name': settings.serviceName })),
    sampler: settings.parentBased ? new sdk.ParentBasedSampler({ root: ratio }) : ratio,
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter, ...settings.batch })],
  });
  context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const handle: TracingHandle = {
    settings,
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      if (started !== handle) return;
      started = undefined;
      setSpansActive(false);
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
  started = handle;
  setSpansActive(true);
  return handle;
}
