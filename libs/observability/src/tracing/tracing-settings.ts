/**
 * Whether and how this process traces, from the standard `OTEL_*` variables
 * (https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/).
 *
 * Lomo departs from the specification's defaults in one place: with no `OTEL_*` variable
 * saying where spans go, tracing is **off** (the specification would export OTLP to
 * localhost:4318) — a deployment without a collector pays nothing (ADR 0049).
 */
export type TracingSettings =
  | { enabled: false; reason: string }
  | {
      enabled: true;
      exporter: 'otlp' | 'console';
      /** Where OTLP spans go: the traces endpoint as given, or the general one + `/v1/traces` (the SDK's default when neither is set). */
      url?: string;
      /** OTLP's encoding; `grpc` is refused (no gRPC exporter is bundled). */
      protocol: 'http/protobuf' | 'http/json';
      /** Fraction of new traces kept. */
      ratio: number;
      /** A span whose parent was sampled (in this process or a caller) follows its parent's decision. */
      parentBased: boolean;
      /** `OTEL_SERVICE_NAME` when set, else the app's own name. */
      serviceName: string;
      /** The batch span processor's `OTEL_BSP_*` settings that were set (the SDK's defaults otherwise). */
      batch: BatchSettings;
    };

export interface BatchSettings {
  scheduledDelayMillis?: number;
  exportTimeoutMillis?: number;
  maxQueueSize?: number;
  maxExportBatchSize?: number;
}

const BATCH_VARIABLES: Record<keyof BatchSettings, string> = {
  scheduledDelayMillis: 'OTEL_BSP_SCHEDULE_DELAY',
  exportTimeoutMillis: 'OTEL_BSP_EXPORT_TIMEOUT',
  maxQueueSize: 'OTEL_BSP_MAX_QUEUE_SIZE',
  maxExportBatchSize: 'OTEL_BSP_MAX_EXPORT_BATCH_SIZE',
};

function batchSettings(env: NodeJS.ProcessEnv): BatchSettings {
  const batch: BatchSettings = {};
  for (const [key, name] of Object.entries(BATCH_VARIABLES) as Array<[keyof BatchSettings, string]>) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value <= 0)
      throw new TracingConfigError(`${name} must be a positive integer; got ${text}`);
    batch[key] = value;
  }
  return batch;
}

/** A setting the SDK cannot start with: the app refuses to boot (exit 78) rather than trace silently nowhere. */
export class TracingConfigError extends Error {}

const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
];

export function tracingSettings(env: NodeJS.ProcessEnv, appName: string): TracingSettings {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true')
    return { enabled: false, reason: 'OTEL_SDK_DISABLED=true' };
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (exporters.length === 0 && !endpoint)
    return { enabled: false, reason: 'no OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_TRACES_EXPORTER' };
  if (exporters.includes('none')) return { enabled: false, reason: 'OTEL_TRACES_EXPORTER=none' };
  const unknown = exporters.filter((e) => e !== 'otlp' && e !== 'console');
  if (unknown.length > 0 || exporters.length > 1)
    throw new TracingConfigError(
      `OTEL_TRACES_EXPORTER must be one of otlp, console, none; got ${env.OTEL_TRACES_EXPORTER}`,
    );
  const protocol = (
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ||
    env.OTEL_EXPORTER_OTLP_PROTOCOL ||
    'http/protobuf'
  ).trim();
  if (protocol !== 'http/protobuf' && protocol !== 'http/json')
    throw new TracingConfigError(`OTEL_EXPORTER_OTLP_PROTOCOL must be http/protobuf or http/json; got ${protocol}`);
  const sampler = (env.OTEL_TRACES_SAMPLER || 'parentbased_always_on').trim().toLowerCase();
  if (!SAMPLERS.includes(sampler))
    throw new TracingConfigError(`OTEL_TRACES_SAMPLER ${sampler} is not supported (${SAMPLERS.join(', ')})`);
  let ratio = sampler.endsWith('always_on')
    ? 1
    : sampler.endsWith('always_off')
      ? 0
      : Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1)
    throw new TracingConfigError(
      `OTEL_TRACES_SAMPLER_ARG must be a number in [0, 1]; got ${env.OTEL_TRACES_SAMPLER_ARG}`,
    );
  ratio = Math.min(1, Math.max(0, ratio));
  return {
    enabled: true,
    exporter: exporters[0] === 'console' ? 'console' : 'otlp',
    url: tracesUrl(env),
    protocol,
    ratio,
    parentBased: sampler.startsWith('parentbased_'),
    serviceName: env.OTEL_SERVICE_NAME?.trim() || appName,
    batch: batchSettings(env),
  };
}

function tracesUrl(env: NodeJS.ProcessEnv): string | undefined {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}
