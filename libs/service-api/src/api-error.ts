/**
 * What a service's application API throws for a request it refuses. The gateway maps `kind`
 * to an HTTP status and `code` to the problem+json `type` URI; other callers branch on
 * `kind`. `not_found` is also the answer for another workspace's ids (no existence leak).
 * `unavailable`: a peer service is down, refused this process's credentials or missed the
 * deadline (distributed mode); `details.peer` names it.
 */
export type ApiErrorKind =
  'invalid' | 'not_found' | 'conflict' | 'precondition_failed' | 'forbidden' | 'payment_required' | 'unavailable';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** Stable snake_case code, e.g. `stale_version`, `fragment_not_unique`. */
    readonly code: string,
    message: string,
    /** Extra machine-readable fields (current version, what changed, …). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
