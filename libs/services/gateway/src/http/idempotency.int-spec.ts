import { lastValueFrom, throwError } from 'rxjs';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { IdempotencyInterceptor, IdempotencyStore } from './idempotency';

/**
 * A failed request releases its key; when the release fails too (the database is what failed),
 * the client still learns why its request failed, and the claim goes stale for a retry
 * (idempotency-stale.int-spec.ts).
 */
describe('Idempotency-Key release after a failure (PGlite)', () => {
  let sql: SqlClient;
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    await new IdempotencyStore(sql).migrate();
  });
  afterAll(() => sql?.close());

  it('given a failed request whose release fails too, then the client gets the request’s own error, not the release’s', async () => {
    const store = new IdempotencyStore(sql);
    store.release = () => Promise.reject(new Error('connection terminated'));
    const interceptor = new IdempotencyInterceptor(store, { get: () => undefined } as never);
    const req = {
      headers: { 'idempotency-key': 'k-failed' },
      method: 'POST',
      path: '/v1/main/messages',
      body: { text: 'a red cat' },
      lomo: { caller: { workspaceId: 'ws' } },
    };
    const context = {
      switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) }),
      getHandler: () => ({}),
    };
    const failure = new Error('peer_unavailable');
    await expect(
      lastValueFrom(interceptor.intercept(context as never, { handle: () => throwError(() => failure) })),
    ).rejects.toBe(failure);
  });
});
