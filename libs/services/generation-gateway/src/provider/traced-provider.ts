import { inSpan, SpanKind, tracingActive } from '@lomo/observability/tracing';
import type { GenerationProvider } from './provider.port';

/**
 * The provider with a client span around each call that reaches its upstream (`provider
 * submit`, `provider poll`, …). Attributes name the provider, the kind and the upstream job —
 * never the prompt, the references or the outputs. With tracing off the provider is returned
 * as it is.
 */
export function tracedProvider(provider: GenerationProvider): GenerationProvider {
  if (!tracingActive()) return provider;
  const span = <T>(operation: string, attributes: Record<string, string | undefined>, work: () => Promise<T>) =>
    inSpan(
      `provider ${operation}`,
      { kind: SpanKind.CLIENT, attributes: { 'lomo.provider.id': provider.id, ...attributes } },
      work,
    );
  return {
    id: provider.id,
    capability: () => provider.capability(),
    submit: (request) =>
      span(
        'submit',
        {
          'lomo.generation.kind': request.kind,
          'lomo.generation.model': request.model,
          'lomo.generation.job_id': request.clientReference,
        },
        () => provider.submit(request),
      ),
    query: (upstreamJobId, scope) =>
      span('poll', { 'lomo.provider.job_id': upstreamJobId }, () => provider.query(upstreamJobId, scope)),
    queryByKey: (key, scope) => span('query_by_key', {}, () => provider.queryByKey(key, scope)),
    cancel: (upstreamJobId, scope) =>
      span('cancel', { 'lomo.provider.job_id': upstreamJobId }, () => provider.cancel(upstreamJobId, scope)),
    fetchOutput: (upstreamJobId, index, scope) =>
      span('fetch_output', { 'lomo.provider.job_id': upstreamJobId }, () =>
        provider.fetchOutput(upstreamJobId, index, scope),
      ),
    verifyCallback: (rawBody, headers, nowMs, query) =>
      span('callback', {}, async () => provider.verifyCallback(rawBody, headers, nowMs, query)),
  };
}
