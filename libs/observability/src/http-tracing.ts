import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { TRACER_NAME, tracingActive } from './tracing';

type RoutedRequest = IncomingMessage & { originalUrl?: string; baseUrl?: string; route?: { path?: string } };

/** Probes and scrapes every few seconds would bury the requests worth following. */
const UNTRACED = /^\/(health\/|metrics$)/;

/**
 * The server span of every HTTP request (semantic conventions' `http.server`): continues the
 * caller's `traceparent`, is active for everything the request does (gRPC calls, appends,
 * publishes), and is named by the route template once routing found one. The query string is
 * left out (it may carry an access token), and so is every body.
 *
 * Hand-written rather than `@opentelemetry/instrumentation-http`: that one must patch `http`
 * before anything loads it, i.e. a `--require` preload in every way an app is started, and
 * this middleware knows the route template the metrics already use (ADR 0049).
 */
@Injectable()
export class HttpTracingMiddleware implements NestMiddleware {
  use(req: RoutedRequest, res: ServerResponse, next: () => void): void {
    const path = (req.originalUrl ?? req.url ?? '/').split('?')[0];
    if (!tracingActive() || UNTRACED.test(path)) return next();
    const parent = propagation.extract(context.active(), req.headers);
    const span = trace.getTracer(TRACER_NAME).startSpan(
      req.method ?? 'HTTP',
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method,
          'url.path': path,
          'url.scheme': 'http',
          'network.protocol.version': req.httpVersion,
          'user_agent.original': req.headers['user-agent'],
        },
      },
      parent,
    );
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const route = req.route?.path ? `${req.baseUrl ?? ''}${req.route.path}` : undefined;
      if (route) {
        span.setAttribute('http.route', route);
        span.updateName(`${req.method} ${route}`);
      }
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) {
        span.setAttribute('error.type', String(res.statusCode));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    };
    res.once('finish', end);
    // A client that goes away (an SSE stream closed) never finishes the response.
    res.once('close', end);
    context.with(trace.setSpan(parent, span), next);
  }
}
