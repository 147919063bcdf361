import { ApiError } from './api-error';

/** Socket-level failures: the peer refused, reset, timed out or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that say the server cannot serve now, not that the request was wrong:
 * class 08 (connection exception), 57P01–57P03 (shut down, cannot connect now), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** Messages of drivers that throw plain errors when their connection is gone (node-postgres, ioredis). */
const GONE =
  /^(Connection terminated|Client has encountered a connection error|Connection is closed|Stream isn't writeable|Reached the max retries per request limit)/;

/**
 * Whether an error says a store this service depends on (PostgreSQL, Redis, a broker) could
 * not be reached — a condition for the client to retry later (503), never the client's fault
 * and never an internal defect (500). Found by the chaos soak: a cut to PostgreSQL or Redis
 * answered 500 (docs/chaos.md).
 */
export function isStoreUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && GONE.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The typed refusal for such an error: `unavailable` (HTTP 503, gRPC UNAVAILABLE with its trailer). */
export const storeUnavailable = (): ApiError =>
  new ApiError('unavailable', 'store_unavailable', 'a store this service depends on is not reachable; retry later');

/**
 * An engine this process runs beside it failed a request (the e5-small embedder's child
 * process: crashed, stuck past its timeout, or its install gone) — `code` is the one
 * `EmbedderUnavailable` carries. The next call starts a new engine, so the client's retry
 * usually succeeds: 503 with `Retry-After`, never 500 (ADR 0062 made the engine the default).
 */
const isEngineUnavailable = (error: unknown): boolean =>
  !!error && typeof error === 'object' && (error as { code?: unknown }).code === 'embedder_unavailable';

/** The typed refusal for a dependency out of reach (a store or a local engine); undefined for anything else. */
export function dependencyUnavailable(error: unknown): ApiError | undefined {
  if (isStoreUnavailable(error)) return storeUnavailable();
  if (isEngineUnavailable(error))
    return new ApiError('unavailable', 'embedder_unavailable', 'the sentence embedder failed this request; retry');
  return undefined;
}
