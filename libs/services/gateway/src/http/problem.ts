import type { ApiErrorKind } from '@lomo/service-api';

/** Base of the stable problem `type` URIs; the path after it is the error's code. */
export const PROBLEM_BASE = 'https://lomo.dev/problems/';

/** RFC 9457 problem details, as every /v1 error is answered. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  [extension: string]: unknown;
}

export const STATUS_OF_KIND: Record<ApiErrorKind, number> = {
  invalid: 422,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  forbidden: 403,
  payment_required: 402,
  unavailable: 503,
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problem(
  status: number,
  code: string,
  detail?: string,
  extensions: Record<string, unknown> = {},
): Problem {
  return {
    type: `${PROBLEM_BASE}${code}`,
    title: TITLES[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
    ...extensions,
  };
}

/** Thrown by gateway code for a refusal that has no service-side ApiError. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

export const refuse = (status: number, code: string, detail?: string, extensions?: Record<string, unknown>) =>
  new ProblemError(problem(status, code, detail, extensions));
