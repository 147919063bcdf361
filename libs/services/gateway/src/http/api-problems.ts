import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { PROBLEM_BASE } from './problem';

/** RFC 9457 problem details as every `/v1` error is answered (`application/problem+json`). */
export class ProblemDto {
  @ApiProperty({ description: `${PROBLEM_BASE}<code>; the code is stable`, example: `${PROBLEM_BASE}not_found` })
  type!: string;
  @ApiProperty({ example: 'Not Found' }) title!: string;
  @ApiProperty({ type: 'integer', minimum: 400, maximum: 599 }) status!: number;
  @ApiPropertyOptional() detail?: string;
  @ApiPropertyOptional({ description: 'The request path' }) instance?: string;
  @ApiPropertyOptional({ type: [String], description: 'validation_failed: one line per refused field' })
  errors?: string[];
  @ApiPropertyOptional({
    enum: ['body', 'query', 'path', 'header'],
    description: 'validation_failed: where the refused value is (header: a resumable upload’s Upload-Metadata)',
  })
  in?: string;
  @ApiPropertyOptional({ description: 'JSON pointer (RFC 6901) to the refused value' }) pointer?: string;
}

/** The problem codes (`type` = PROBLEM_BASE + code) each status can carry; docs/api.md lists them too. */
const CODES: Record<number, string> = {
  400: 'validation_failed (errors[], in, pointer), malformed_json, unstorable_value, invalid_cursor, invalid_if_match, invalid_idempotency_key, request_aborted',
  401: 'missing_api_key, invalid_api_key',
  403: 'missing_scope (requiredScope), forbidden',
  404: "not_found and the owning service's codes (task_not_found, card_not_found, object_not_found, …); another workspace's ids too",
  409: "idempotency_request_in_progress, task_terminated, task_not_accepting_messages and the service's conflict codes",
  410: 'task_deleted (an Idempotency-Key replayed after the task its first request reached was deleted), credential_revoked (revokedAt)',
  412: 'stale_version (currentVersion, changedSince)',
  413: 'body_too_large (JSON bodies are limited to 100 kB)',
  415: 'unsupported_media_type, unsupported_encoding, unsupported_charset',
  422: "idempotency_key_reused, unknown_link_task and the service's invalid codes",
  428: 'if_match_required',
  429: 'rate_limited',
  503: 'service_not_hosted, vault_unavailable (no VAULT_KEK in this deployment)',
};

/** Documents problem responses with their schema and possible `type` codes. */
export const ApiProblems = (...statuses: number[]) =>
  applyDecorators(
    ApiExtraModels(ProblemDto),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: `Problem: ${CODES[status]}`,
        content: { 'application/problem+json': { schema: { $ref: getSchemaPath(ProblemDto) } } },
      }),
    ),
  );

/** What any authenticated `/v1` operation can answer. */
export const EVERY_ROUTE = [400, 401, 403, 429, 503];
/**
 * What any POST can add: bodies (413, 415) and Idempotency-Key (409 in progress, 410 its task
 * was deleted since, 422 reused).
 */
export const POST_BODY = [409, 410, 413, 415, 422];
