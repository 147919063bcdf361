import { randomBytes, randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { EncryptingEventStore, sealedEventLimit } from './encrypting-event-store';
import { EventKeys } from './event-keys';
import { singleKek } from './sealing';

/**
 * Two replicas on one log (ADR 0050): each caches unwrapped keys and opened plaintexts. A shred
 * (what a purge does first) on one must stop the other from reading the task within the key cache's time limit, even
 * though the other still holds the plaintexts it opened before.
 */
describe('a shred on one replica, read on another (PGlite)', () => {
  let sql: SqlClient;
  const kek = singleKek(randomBytes(32));
  let now = 0;
  let a: EncryptingEventStore;
  let b: EncryptingEventStore;
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    const replica = async (ttl: number) =>
      new EncryptingEventStore(await PostgresEventStore.open(sql, { maxEventBytes: sealedEventLimit() }), {
        keys: new EventKeys(sql, kek, { cacheTtlMs: ttl, now: () => now }),
      });
    a = await replica(10_000);
    b = await replica(10_000);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await sql.close();
  });

  const note = (text: string) => ({ id: randomUUID(), type: 'NoteTaken', data: { text } });

  it('the shredding replica reads shredded at once; the other once its key cache entry expires, not before', async () => {
    const streamId = `task-${randomUUID()}`;
    await a.append(streamId, [note('the quillfox brief')], { expected: 'no_stream' });
    // b unwraps the key and keeps the plaintext it opened.
    expect((await b.readStream(streamId))[0].data).toEqual({ text: 'the quillfox brief' });
    await a.shred(streamId);
    const read = async (store: EncryptingEventStore) =>
      (await store.readStream(streamId)).map((e) => ({ data: e.data, shredded: e.shredded ?? false }));
    expect(await read(a)).toEqual([{ data: null, shredded: true }]);
    // The bound (ADR 0050): b may open it for up to the key cache's TTL after the shred…
    now += 9_999;
    expect(await read(b)).toEqual([{ data: { text: 'the quillfox brief' }, shredded: false }]);
    // …and not after, although its plaintext cache still holds the event: the key is asked first.
    now += 2;
    expect(await read(b)).toEqual([{ data: null, shredded: true }]);
  });
});
