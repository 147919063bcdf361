import { randomBytes, randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { EventKeys } from './event-keys';
import { singleKek, type KeyWrapper } from './sealing';

/** A rotation's ring: wraps with `primary`, unwraps with either. */
const ring = (primary: KeyWrapper, previous: KeyWrapper): KeyWrapper => ({
  primary: primary.primary,
  wrap: (key, context) => primary.wrap(key, context),
  unwrap: (kekId, wrapped, context) =>
    (kekId === primary.primary.id ? primary : previous).unwrap(kekId, wrapped, context),
});

describe('the event log key store (PGlite)', () => {
  let sql: SqlClient;
  const kekA = singleKek(randomBytes(32), 'kek-a');
  const kekB = singleKek(randomBytes(32), 'kek-b');
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
  });
  afterAll(() => sql.close());
  const owner = () => `task-${randomUUID()}`;

  it('gives writers racing on a new owner one key, stored only wrapped', async () => {
    const task = owner();
    const [a, b] = await Promise.all([new EventKeys(sql, kekA).keyFor(task), new EventKeys(sql, kekA).keyFor(task)]);
    expect(a!.keyId).toBe(b!.keyId);
    expect(a!.dek.equals(b!.dek)).toBe(true);
    const { rows } = await sql.query<{ wrapped: Uint8Array }>(
      `select wrapped from lomo_keys.event_data_keys where owner = $1`,
      [task],
    );
    expect(Buffer.from(rows[0].wrapped).includes(a!.dek)).toBe(false);
  });

  it('a key shredded by another process stops opening here once the cache entry expires', async () => {
    let now = 0;
    const reader = new EventKeys(sql, kekA, { cacheTtlMs: 1_000, now: () => now });
    const task = owner();
    const key = (await reader.keyFor(task))!;
    await new EventKeys(sql, kekA).shred(task);
    expect((await reader.byIds([key.keyId])).size).toBe(1);
    now = 1_001;
    expect((await reader.byIds([key.keyId])).size).toBe(0);
    expect(await reader.keyFor(task)).toBeUndefined();
  });

  it('confirms a key past its time limit with one read by id: no new key wrapped, no insert, no unwrap', async () => {
    // Every append to a task older than the limit used to wrap a fresh key and try to insert it (issue 26).
    let now = 0;
    const calls = { wrap: 0, unwrap: 0 };
    const counted: KeyWrapper = {
      primary: kekA.primary,
      wrap: (key, context) => (calls.wrap++, kekA.wrap(key, context)),
      unwrap: (kekId, wrapped, context) => (calls.unwrap++, kekA.unwrap(kekId, wrapped, context)),
    };
    const statements: string[] = [];
    const counting: SqlClient = Object.assign(Object.create(sql) as SqlClient, {
      query: ((text: string, params?: unknown[]) => (
        statements.push(text),
        sql.query(text, params)
      )) as SqlClient['query'],
    });
    const keys = new EventKeys(counting, counted, { cacheTtlMs: 1_000, now: () => now });
    await keys.migrate();
    const task = owner();
    const key = (await keys.keyFor(task))!;
    expect(calls).toEqual({ wrap: 1, unwrap: 1 });
    now = 1_001;
    statements.length = 0;
    const again = (await keys.keyFor(task))!;
    const read = (await keys.byIds([key.keyId])).get(key.keyId)!;
    expect(again.dek.equals(key.dek) && read.dek.equals(key.dek)).toBe(true);
    expect(statements.map((text) => /^\s*(\w+)/.exec(text)?.[1])).toEqual(['select']);
    expect(calls).toEqual({ wrap: 1, unwrap: 1 });
    // Past the limit again, a key shredded meanwhile is not served from the held copy.
    await new EventKeys(sql, kekA).shred(task);
    now = 2_002;
    expect((await keys.byIds([key.keyId])).size).toBe(0);
    expect(await keys.keyFor(task)).toBeUndefined();
  });

  it('keeps at most `cacheSize` unwrapped keys and still serves the evicted ones from the store', async () => {
    const keys = new EventKeys(sql, kekA, { cacheSize: 2 });
    const created = [];
    for (let i = 0; i < 3; i++) created.push((await keys.keyFor(owner()))!);
    expect((keys as unknown as { byId: Map<string, unknown> }).byId.size).toBe(2);
    const found = await keys.byIds(created.map((k) => k.keyId));
    expect(created.every((k) => found.get(k.keyId)?.dek.equals(k.dek))).toBe(true);
  });

  it('a KEK rotation re-wraps every key; the new KEK alone then opens them', async () => {
    const task = owner();
    const before = (await new EventKeys(sql, kekA).keyFor(task))!;
    expect(await new EventKeys(sql, ring(kekB, kekA)).rewrap()).toBeGreaterThan(0);
    const after = await new EventKeys(sql, kekB).byIds([before.keyId]);
    expect(after.get(before.keyId)!.dek.equals(before.dek)).toBe(true);
    await expect(new EventKeys(sql, kekA).byIds([before.keyId])).rejects.toThrow();
  });
});
