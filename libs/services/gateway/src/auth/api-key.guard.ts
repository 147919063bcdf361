import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { ApiCaller } from '@lomo/service-api';
import { refuse } from '../http/problem';
import { ApiKeys, type ApiKeyRecord, type Scope } from './api-keys';

/** The authenticated key and the caller it acts as, attached to the request by the guard. */
export interface Authenticated {
  key: ApiKeyRecord;
  caller: ApiCaller;
}

const SCOPE = 'lomo:scope';
/** The scope a handler needs (read by default). */
export const RequireScope = (scope: Scope) => SetMetadata(SCOPE, scope);

/** `Authorization: Bearer <key>`, or `?access_token=` for EventSource, which cannot set headers. */
function presentedKey(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const token = req.query['access_token'];
  return typeof token === 'string' ? token : undefined;
}

/**
 * Every /v1 request acts as the workspace and user its key is bound to; nothing in the
 * request can widen that. A missing or bad key is 401, a key without the scope 403.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly keys: ApiKeys,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { lomo?: Authenticated }>();
    const presented = presentedKey(req);
    if (!presented) throw refuse(401, 'missing_api_key', 'send an API key as "Authorization: Bearer <key>"');
    const key = await this.keys.verify(presented);
    if (!key) throw refuse(401, 'invalid_api_key', 'the API key is unknown, malformed or revoked');
    const scope = this.reflector.getAllAndOverride<Scope>(SCOPE, [context.getHandler(), context.getClass()]) ?? 'read';
    if (!key.scopes.includes(scope))
      throw refuse(403, 'missing_scope', `this key lacks the "${scope}" scope`, { requiredScope: scope });
    req.lomo = {
      key,
      caller: { workspaceId: key.workspaceId, userId: key.userId, ...(key.kind === 'api' ? { viaOpenApi: true } : {}) },
    };
    return true;
  }
}

/** The caller of an authenticated request. */
export const Caller = createParamDecorator((_: unknown, context: ExecutionContext): ApiCaller => {
  const req = context.switchToHttp().getRequest<Request & { lomo?: Authenticated }>();
  if (!req.lomo) throw new Error('Caller used on a route without ApiKeyGuard');
  return req.lomo.caller;
});
