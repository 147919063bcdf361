import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { BaseExceptionFilter, HttpAdapterHost } from '@nestjs/core';
import type { Request, Response } from 'express';
import { UnstorableValue } from '@lomo/contracts';
import { dependencyUnavailable, isApiError } from '@lomo/service-api';
import { allowedMethods } from './method-not-allowed';
import { problem, ProblemError, STATUS_OF_KIND, type Problem } from './problem';

const logger = new Logger('gateway');

/** Body-parser errors carry `type` and `status` (express' http-errors). */
interface ParserError {
  type?: string;
  status?: number;
  message?: string;
}

const PARSER_CODES: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'malformed_json'],
  'entity.too.large': [413, 'body_too_large'],
  'encoding.unsupported': [415, 'unsupported_encoding'],
  'charset.unsupported': [415, 'unsupported_charset'],
  'request.aborted': [400, 'request_aborted'],
};

const HTTP_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Maps anything thrown while serving a request to a problem; undefined = not ours to describe. */
export function toProblem(error: unknown): Problem | undefined {
  if (error instanceof ProblemError) return error.problem;
  if (isApiError(error)) return problem(STATUS_OF_KIND[error.kind], error.code, error.message, error.details);
  // The gateway's own stores (API keys, idempotency, the rate limiter's Redis) out of reach, or
  // (embedded) an engine the platform runs beside it (the embedder).
  const unavailable = dependencyUnavailable(error);
  if (unavailable) return toProblem(unavailable);
  // The storage boundary's last line of defence (ADR 0011): a value the database cannot hold.
  if (error instanceof UnstorableValue)
    return problem(400, error.code, error.message, { pointer: error.pointer, reason: error.reason });
  // Nest wraps body-parser's errors in an HttpException; the original is the cause.
  const parser = (error instanceof HttpException && error.cause ? error.cause : error) as ParserError;
  if (parser && typeof parser.type === 'string' && PARSER_CODES[parser.type]) {
    const [status, code] = PARSER_CODES[parser.type];
    return problem(status, code, status === 400 ? 'the request body is not valid JSON' : parser.message);
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse() as { message?: string | string[] } | string;
    const messages =
      typeof body === 'string' ? [body] : Array.isArray(body.message) ? body.message : [body.message ?? error.message];
    if (status === 400 && Array.isArray((body as { message?: unknown }).message))
      return problem(400, 'validation_failed', messages.join('; '), { errors: messages });
    return problem(status, HTTP_CODES[status] ?? `http_${status}`, messages.join('; '));
  }
  return undefined;
}

/** Nest's router found no route for the method and path (its message is `Cannot <METHOD> <url>`). */
const isNoRoute = (error: unknown) => error instanceof NotFoundException && /^Cannot [A-Z]+ /.test(error.message);

/**
 * Every error under `/v1` (and the console's own API) becomes `application/problem+json`
 * with a stable `type` — including malformed JSON and oversized bodies, which body-parser
 * raises before any controller. Other paths (health, metrics, other services) keep Nest's
 * default handling.
 */
@Catch()
export class ProblemFilter extends BaseExceptionFilter implements ExceptionFilter {
  constructor(adapterHost: HttpAdapterHost) {
    super(adapterHost.httpAdapter);
  }

  override catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (host.getType() !== 'http' || !req?.originalUrl?.startsWith('/v1')) return super.catch(error, host);
    const allow = isNoRoute(error) ? allowedMethods(req.path) : [];
    if (allow.length) res.setHeader('Allow', allow.join(', '));
    let body = allow.length
      ? problem(405, 'method_not_allowed', `${req.method} is not served at this path; allowed: ${allow.join(', ')}`)
      : toProblem(error);
    if (!body) {
      logger.error({ err: error, msg: 'unhandled error in a /v1 request' });
      body = problem(
        500,
        'internal_error',
        'the request failed unexpectedly; see the server log (correlation id in x-correlation-id)',
      );
    }
    if (res.headersSent) return void res.end();
    // Every 503 is a "come back soon": a client (and a load balancer) may retry after a second.
    if (body.status === 503) res.setHeader('Retry-After', '1');
    res
      .status(body.status)
      .type('application/problem+json')
      .send(JSON.stringify({ ...body, instance: req.originalUrl }));
  }
}
