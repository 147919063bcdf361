import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { findUnstorable, UNSTORABLE_DETAIL } from '@lomo/contracts';
import { refuse } from './problem';

/** Request bodies are small (100 kB); nothing the API takes nests deeper than this. */
export const MAX_REQUEST_DEPTH = 32;

const PARTS = ['body', 'query', 'params'] as const;
type Part = (typeof PARTS)[number];

/**
 * The one check every `/v1` request passes before its DTO (ADR 0011): no string anywhere in
 * the body, query or path holds U+0000 or a lone surrogate (PostgreSQL cannot store them), no
 * object key is `__proto__`/`constructor`/`prototype` (class-transformer would drop it
 * silently, so the unknown-field check never sees it), and nesting stays shallow. Runs on the
 * raw parsed request, after authentication and before validation. Throws a 400 problem.
 */
export function assertAcceptableInput(req: Pick<Request, Part>): void {
  for (const part of PARTS) {
    const finding = findUnstorable(req[part], { refuseReservedKeys: true, maxDepth: MAX_REQUEST_DEPTH });
    if (!finding) continue;
    const where = part === 'params' ? 'path' : part;
    const message = `${where}${finding.pointer} ${UNSTORABLE_DETAIL[finding.reason]}`;
    throw refuse(400, 'validation_failed', message, {
      errors: [message],
      in: where,
      pointer: finding.pointer,
      reason: finding.reason,
    });
  }
}

/** `assertAcceptableInput` as the interceptor every gateway controller carries. */
@Injectable()
export class InputGuardInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    assertAcceptableInput(context.switchToHttp().getRequest<Request>());
    return next.handle();
  }
}
