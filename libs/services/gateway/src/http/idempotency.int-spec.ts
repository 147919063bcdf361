import { lastValueFrom, throwError } from 'rxjs';
import { openSqlClient, type SqlClient } from '@lomo/infra/sql';
import { IdempotencyInterceptor, IdempotencyStore } from './idempotency';

/**
 * A key's claim must not outlive the request that made it: a gateway killed mid-request, or a
 * release that failed with the database, would otherwise answer every retry with
 * `409 idempotency_request_in_progress` forever, and what the user posted could never land.
 */
describe('Idempotency-Key claims (PGlite)', () => {
  let sql: SqlClient;
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    await new IdempotencyStore(sql).migrate();
  });
  afterAll(() => sql?.close());

  it('given a claim whose request never finished, when a retry comes before it is stale, then it is still in progress; after, the retry takes the key over', async () => {
    const store = new IdempotencyStore(sql, { staleAfterMs: 300 });
    expect(await store.claim('ws', 'k-crashed', 'h1')).toEqual({ claimed: true });
    // The request that claimed it died: neither complete() nor release() ever ran.
    expect(await store.claim('ws', 'k-crashed', 'h1')).toEqual({ claimed: false, requestHash: 'h1' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await store.claim('ws', 'k-crashed', 'h1')).toEqual({ claimed: true });
    expect(await store.claim('ws', 'k-crashed', 'h1')).toEqual({ claimed: false, requestHash: 'h1' });
  });

  it('given a completed request, when its claim is old, then a retry still gets the stored answer (only unfinished claims go stale)', async () => {
    const store = new IdempotencyStore(sql, { staleAfterMs: 100 });
    await store.claim('ws', 'k-done', 'h1');
    await store.complete('ws', 'k-done', 201, { ok: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await store.claim('ws', 'k-done', 'h1')).toEqual({
      claimed: false,
      requestHash: 'h1',
      status: 201,
      response: '{"ok":true}',
    });
  });

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
