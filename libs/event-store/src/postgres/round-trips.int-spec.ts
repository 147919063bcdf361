import { randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient, type SqlExecutor } from '@lomo/database';
import { ConcurrencyConflict } from '../errors';
import { PostgresEventStore } from './postgres-event-store';

/** The real client, with every statement it is asked to send written down (the post-commit NOTIFY hint left out). */
function recording(sql: SqlClient): { client: SqlClient; sent: string[] } {
  const sent: string[] = [];
  const note = (text: string) => {
    if (!text.includes('pg_notify')) sent.push(text.trim().split(/\s+/)[0].toLowerCase());
  };
  const executor = (inner: SqlExecutor): SqlExecutor => ({
    query: (text, params) => {
      note(text);
      return inner.query(text, params);
    },
  });
  const client: SqlClient = {
    ...sql,
    ...executor(sql),
    transaction: async (fn) => {
      sent.push('begin');
      try {
        return await sql.transaction((tx) => fn(executor(tx)));
      } finally {
        sent.push('end');
      }
    },
  };
  return { client, sent };
}

const event = (type: string) => ({ id: randomUUID(), type, data: { at: type } });

// A step's cost is its round trips on a busy server (bench/runtime B6, issue 26).
describe.each([
  [
    'PostgreSQL server',
    () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused', poolSize: 4 }),
  ],
  ['PGlite', () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' })],
])('event store round trips: %s', (_name, open) => {
  let sql: SqlClient;
  let sent: string[];
  let store: PostgresEventStore;
  beforeAll(async () => {
    const recorded = recording(await open());
    sql = recorded.client;
    sent = recorded.sent;
    store = await PostgresEventStore.open(sql);
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
  });
  const stream = () => `rt${randomUUID().slice(0, 8)}-1`;

  it('given a stream at a known revision, when a batch is appended at it, then one statement commits it, outside a transaction', async () => {
    const id = stream();
    await store.append(id, [event('A')], { expected: 'no_stream' });
    sent.length = 0;
    const result = await store.append(id, [event('B'), event('C')], { expected: 0n });
    expect(sent).toEqual(['with']);
    expect(result.nextRevision).toBe(2n);
    expect((await store.readStream(id)).map((e) => [e.type, e.revision])).toEqual([
      ['A', 0n],
      ['B', 1n],
      ['C', 2n],
    ]);
  });

  it('given a stale revision, when appended, then it is refused naming the actual revision and nothing is written', async () => {
    const id = stream();
    await store.append(id, [event('A'), event('B')], { expected: 'no_stream' });
    const refused = await store.append(id, [event('C')], { expected: 0n }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConcurrencyConflict);
    expect((refused as ConcurrencyConflict).message).toContain('1');
    expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('given a stream, when read whole or from a revision (nothing new included), then each read is one statement', async () => {
    const id = stream();
    await store.append(id, [event('A'), event('B')], { expected: 'no_stream' });
    sent.length = 0;
    expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B']);
    expect((await store.readStream(id, { fromRevision: 1n })).map((e) => e.type)).toEqual(['B']);
    expect(await store.readStream(id, { fromRevision: 2n })).toEqual([]);
    expect(
      (await store.readStream(id, { direction: 'backwards', fromRevision: 1n, maxCount: 1 })).map((e) => e.type),
    ).toEqual(['B']);
    expect(sent).toEqual(['select', 'select', 'select', 'select']);
  });
});
