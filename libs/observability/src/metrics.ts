import { Controller, Get, Header, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { APP_NAME } from '@lomo/config';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry. One per app instance rather than prom-client's global
 * one, so several apps in one test process do not collide on metric names.
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor(@Inject(APP_NAME) appName: string) {
    this.registry.setDefaultLabels({ app: appName });
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'lomo_http_request_duration_seconds',
      help: 'HTTP request duration by route template',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
  }
}

interface RoutedRequest {
  method: string;
  baseUrl?: string;
  route?: { path?: string };
}
interface FinishingResponse {
  statusCode: number;
  once(event: 'finish', listener: () => void): void;
}

/** Times every request; labels use the route template, never the raw URL (bounded cardinality). */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsRegistry) {}

  use(req: RoutedRequest, res: FinishingResponse, next: () => void): void {
    const end = this.metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const route = req.route?.path ? `${req.baseUrl ?? ''}${req.route.path}` : 'unmatched';
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  }
}

@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsRegistry) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
