import { Metadata, status, type ServiceError, type StatusObject } from '@grpc/grpc-js';
import { ApiError, type ApiErrorKind, isApiError } from '../api-error';
import { dependencyUnavailable } from '../store-unavailable';

/** Trailer carrying an ApiError's kind, code and details as JSON (the status message is its message). */
export const ERROR_TRAILER = 'lomo-error-bin';

const STATUS_OF_KIND: Record<ApiErrorKind, status> = {
  invalid: status.INVALID_ARGUMENT,
  not_found: status.NOT_FOUND,
  conflict: status.ABORTED,
  precondition_failed: status.FAILED_PRECONDITION,
  forbidden: status.PERMISSION_DENIED,
  payment_required: status.RESOURCE_EXHAUSTED,
  unavailable: status.UNAVAILABLE,
};

/** A status with no Lomo trailer (another language's server, a proxy): the kind it stands for. */
const KIND_OF_STATUS: Partial<Record<status, ApiErrorKind>> = {
  [status.INVALID_ARGUMENT]: 'invalid',
  [status.OUT_OF_RANGE]: 'invalid',
  [status.NOT_FOUND]: 'not_found',
  [status.ABORTED]: 'conflict',
  [status.ALREADY_EXISTS]: 'conflict',
  [status.FAILED_PRECONDITION]: 'precondition_failed',
  [status.PERMISSION_DENIED]: 'forbidden',
  [status.RESOURCE_EXHAUSTED]: 'payment_required',
};

/**
 * What the server answers for an error thrown by the implementation: an ApiError as it is; a
 * store or engine out of reach as `unavailable` (with the trailer, so the client does not take it for a
 * call that never ran); anything else INTERNAL.
 */
export function statusOfError(thrown: unknown): Partial<StatusObject> {
  const error = (!isApiError(thrown) && dependencyUnavailable(thrown)) || thrown;
  if (!isApiError(error)) return { code: status.INTERNAL, details: 'internal error (see the server log)' };
  const metadata = new Metadata();
  const body = { kind: error.kind, code: error.code, details: error.details };
  metadata.set(ERROR_TRAILER, Buffer.from(JSON.stringify(body)));
  return { code: STATUS_OF_KIND[error.kind], details: error.message, metadata };
}

/** A refusal made by the transport itself (credentials, caller), never by the implementation. */
export const transportRefusal = (code: status, details: string): Partial<StatusObject> => ({ code, details });

function trailerOf(
  error: ServiceError,
): { kind: ApiErrorKind; code: string; details: Record<string, unknown> } | undefined {
  const [raw] = error.metadata?.get(ERROR_TRAILER) ?? [];
  if (!raw) return undefined;
  try {
    return JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : raw);
  } catch {
    return undefined;
  }
}

/** Whether the call never reached the implementation, so running it again cannot do anything twice. */
export const isTransportUnavailable = (error: unknown): boolean =>
  typeof (error as ServiceError)?.code === 'number' &&
  (error as ServiceError).code === status.UNAVAILABLE &&
  !trailerOf(error as ServiceError);

/**
 * The client's typed error for a failed call: the server's ApiError as it was thrown, or —
 * for a failure of the call itself — `unavailable` naming the peer (the gateway answers 503).
 */
export function errorOfStatus(error: ServiceError, peer: string, deadlineMs: number): Error {
  const sent = trailerOf(error);
  if (sent) return new ApiError(sent.kind, sent.code, error.details, sent.details ?? {});
  const unavailable = (code: string, message: string) =>
    new ApiError('unavailable', code, message, { peer, grpcStatus: status[error.code] });
  switch (error.code) {
    case status.UNAVAILABLE:
      return unavailable('peer_unavailable', `the ${peer} service is not reachable (${error.details})`);
    case status.DEADLINE_EXCEEDED:
      return unavailable('peer_deadline_exceeded', `the ${peer} service did not answer within ${deadlineMs} ms`);
    case status.UNAUTHENTICATED:
      return unavailable('peer_refused_credentials', `the ${peer} service refused this service's credentials`);
    case status.CANCELLED:
      return unavailable('peer_call_cancelled', `the call to the ${peer} service was cancelled`);
    case status.UNIMPLEMENTED:
      return unavailable('peer_unimplemented', `the ${peer} service does not implement this call (version skew?)`);
  }
  const kind = KIND_OF_STATUS[error.code];
  if (kind) return new ApiError(kind, status[error.code].toLowerCase(), error.details, { peer });
  return Object.assign(new Error(`the ${peer} service failed: ${error.details}`), { cause: error });
}
