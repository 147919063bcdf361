import { type DynamicModule, Global, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, trace } from '@opentelemetry/api';
import { LoggerModule } from 'nestjs-pino';
import { HealthController } from './health.controller';
import { HostedServices, InfoController } from './hosted-services';
import { HttpTracingMiddleware } from './http-tracing';
import { HttpMetricsMiddleware, MetricsController, MetricsRegistry } from './metrics';
import { ReadinessRegistry } from './readiness.registry';

/** Header carrying the correlation id across hops; echoed on every response. */
export const CORRELATION_HEADER = 'x-correlation-id';

export interface ObservabilityOptions {
  appName: string;
  logLevel: string;
}

/** Credentials never reach the logs: API keys travel in headers and, for EventSource and downloads, as `?access_token=`. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.query.access_token',
];

export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(/([?&]access_token=)[^&#]*/gi, '$1[redacted]');
}

/** The trace and span a log line was written in, so a backend can show a trace's logs (nothing when tracing is off). */
export function traceFields(): Record<string, string> {
  const span = trace.getSpanContext(context.active());
  return span ? { traceId: span.traceId, spanId: span.spanId } : {};
}

/** Reuses a caller's correlation id when it looks sane, otherwise mints one. */
function correlationId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers[CORRELATION_HEADER] ?? req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
  res.setHeader(CORRELATION_HEADER, id);
  return id;
}

/**
 * Structured JSON logs with a correlation id per request, Prometheus metrics at `/metrics`,
 * and `/health/live` + `/health/ready`. Every app imports it once.
 */
@Global()
@Module({})
export class ObservabilityModule implements NestModule {
  static forRoot(options: ObservabilityOptions): DynamicModule {
    return {
      module: ObservabilityModule,
      imports: [
        TerminusModule.forRoot({ logger: false }),
        LoggerModule.forRoot({
          pinoHttp: {
            level: options.logLevel,
            base: { app: options.appName },
            mixin: traceFields,
            genReqId: correlationId,
            customAttributeKeys: { reqId: 'correlationId' },
            autoLogging: { ignore: (req) => req.url?.startsWith('/health') === true || req.url === '/metrics' },
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            serializers: { req: (req: { url?: string }) => ({ ...req, url: redactUrl(req.url) }) },
          },
        }),
      ],
      controllers: [HealthController, MetricsController, InfoController],
      providers: [ReadinessRegistry, MetricsRegistry, HostedServices],
      exports: [ReadinessRegistry, MetricsRegistry, HostedServices],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpTracingMiddleware, HttpMetricsMiddleware).forRoutes('*path');
  }
}
