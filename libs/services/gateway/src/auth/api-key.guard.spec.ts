import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ProblemError } from '../http/problem';
import { ApiKeyGuard, RequireScope, type Authenticated } from './api-key.guard';
import type { ApiKeyRecord, ApiKeys } from './api-keys';

const records: Record<string, ApiKeyRecord> = {
  'lomo_apikey01.secret': { keyId: 'apikey01', workspaceId: 'ws', userId: 'u', scopes: ['read', 'write'], kind: 'api' },
  'lomo_console1.secret': {
    keyId: 'console1',
    workspaceId: 'ws',
    userId: 'u',
    scopes: ['read', 'write'],
    kind: 'console',
  },
};
const keys = { verify: async (key: string) => records[key] } as unknown as ApiKeys;

class Handlers {
  read(): void {}
  @RequireScope('trigger') trigger(): void {}
}

const contextFor = (handler: keyof Handlers, headers: Record<string, string>) => {
  const req: { headers: Record<string, string>; query: Record<string, string>; lomo?: Authenticated } = {
    headers,
    query: {},
  };
  const context = {
    switchToHttp: () => ({ getRequest: () => req }),
    getHandler: () => Handlers.prototype[handler],
    getClass: () => Handlers,
  } as unknown as ExecutionContext;
  return { req, context };
};

describe('ApiKeyGuard', () => {
  const guard = new ApiKeyGuard(keys, new Reflector());

  it('marks callers of open-API keys so paid work is confirmed one by one (R-6.6), and console callers not', async () => {
    const api = contextFor('read', { authorization: 'Bearer lomo_apikey01.secret' });
    await guard.canActivate(api.context);
    expect(api.req.lomo!.caller).toEqual({ workspaceId: 'ws', userId: 'u', viaOpenApi: true });
    const consoleKey = contextFor('read', { authorization: 'Bearer lomo_console1.secret' });
    await guard.canActivate(consoleKey.context);
    expect(consoleKey.req.lomo!.caller).toEqual({ workspaceId: 'ws', userId: 'u' });
  });

  it('refuses a handler whose scope the key lacks with 403 missing_scope', async () => {
    const { context } = contextFor('trigger', { authorization: 'Bearer lomo_apikey01.secret' });
    await expect(guard.canActivate(context)).rejects.toThrow(ProblemError);
    await guard
      .canActivate(context)
      .catch((error: ProblemError) => expect(error.problem).toMatchObject({ status: 403, requiredScope: 'trigger' }));
  });
});
