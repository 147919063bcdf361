import { openSqlClient, type SqlClient } from '@lomo/database';
import { IdempotencyStore } from './idempotency';

/**
 * Chaos soak finding (issue 29, seed 29): a gateway killed while it ran a request, or one whose
 * store was out of reach when it tried to release the key, left the key claimed with no result,
 * and every retry of the request answered 409 idempotency_request_in_progress for ever.
 */
describe.each([
  ['PGlite', () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' })],
  ['PostgreSQL', () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' })],
])('an idempotency claim left by a gateway that died (%s)', (_name, open) => {
  let sql: SqlClient;
  let store: IdempotencyStore;
  const workspaceId = `ws-${Math.random().toString(36).slice(2, 10)}`;
  beforeAll(async () => {
    sql = await open();
    store = new IdempotencyStore(sql, 500);
    await store.migrate();
  });
  afterAll(() => sql.close());

  it('given a claim with no result, then a retry is in progress while it is fresh, taken over once it is stale, and a different request never takes it', async () => {
    await store.claim(workspaceId, 'k1', 'hash-a'); // the dead gateway's claim
    const fresh = await store.claim(workspaceId, 'k1', 'hash-a');
    await new Promise((r) => setTimeout(r, 700));
    const otherRequest = await store.claim(workspaceId, 'k1', 'hash-b');
    const retry = await store.claim(workspaceId, 'k1', 'hash-a');
    const second = await store.claim(workspaceId, 'k1', 'hash-a');

    expect({ fresh, otherRequest, retry, second }).toEqual({
      fresh: { claimed: false, requestHash: 'hash-a' },
      otherRequest: { claimed: false, requestHash: 'hash-a' },
      retry: { claimed: true },
      second: { claimed: false, requestHash: 'hash-a' },
    });
  });

  it('given a completed request, then however old, a retry gets its result and never runs it again', async () => {
    await store.claim(workspaceId, 'k2', 'hash-a');
    await store.complete({ workspaceId, userId: 'u1', key: 'k2' }, 201, { id: 't1' });
    await new Promise((r) => setTimeout(r, 700));
    expect(await store.claim(workspaceId, 'k2', 'hash-a')).toEqual({
      claimed: false,
      requestHash: 'hash-a',
      status: 201,
      response: { id: 't1' },
    });
  });
});
