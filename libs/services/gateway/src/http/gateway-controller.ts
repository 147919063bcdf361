import { applyDecorators, Controller, UseGuards, UseInterceptors, UsePipes, ValidationPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { ApiProblems, EVERY_ROUTE } from './api-problems';
import { KeyThrottlerGuard } from './key-throttler.guard';
import { IdempotencyInterceptor } from './idempotency';
import { InputGuardInterceptor } from './input-guard';
import { refuse } from './problem';

/**
 * Validation of the gateway's DTOs: unknown fields are refused (not silently dropped), types
 * are checked after conversion. Scoped to the gateway's controllers, not the whole app, so
 * other modules hosted in the same process keep their own rules.
 */
export const gatewayValidation = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  forbidUnknownValues: true,
});

/**
 * A `/v1` controller: API key, rate limit per key, the input guard (no unstorable strings or
 * reserved keys anywhere in the request), DTO validation, idempotency keys.
 */
export const GatewayController = (path: string, tag: string) =>
  applyDecorators(
    Controller(`v1/${path}`),
    ApiTags(tag),
    ApiBearerAuth(),
    ApiProblems(...EVERY_ROUTE),
    UseGuards(ApiKeyGuard, KeyThrottlerGuard),
    UsePipes(gatewayValidation),
    UseInterceptors(InputGuardInterceptor, IdempotencyInterceptor),
  );

/** A service API this app does not host (standalone gateway without its gRPC clients yet). */
export function hosted<T>(api: T | undefined, name: string): T {
  if (!api) throw refuse(503, 'service_not_hosted', `the ${name} service is not reachable from this gateway`);
  return api;
}
