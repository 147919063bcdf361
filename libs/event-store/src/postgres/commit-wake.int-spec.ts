import { randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import type { RecordedEvent, Subscription } from '../types';
import { PostgresEventStore } from './postgres-event-store';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const event = () => ({ id: randomUUID(), type: 'Happened', data: {} });

/** The store with its reads of the log counted (a subscription reads through `readAll`). */
function countReads(store: PostgresEventStore): { reads: () => number } {
  let reads = 0;
  const readAll = store.readAll.bind(store);
  store.readAll = (options) => (reads++, readAll(options));
  return { reads: () => reads };
}

async function until(check: () => boolean, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await sleep(10);
  }
  return Date.now() - started;
}

/**
 * A commit wakes only the readers whose filter it concerns (issue 26, B14): the embedded
 * platform's ~20 readers of the log were each woken by every commit, and read the log again
 * after each of a turn's appends, on PGlite in the one connection's queue ahead of requests.
 */
describe('commit wake-ups on PGlite', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  let subscription: Subscription;
  let reads: () => number;
  const seen: RecordedEvent[] = [];
  const mine = `wk${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = await PostgresEventStore.open(sql);
    ({ reads } = countReads(store));
    subscription = store.subscribe({ filter: { categories: [mine] }, onEvent: (e) => void seen.push(e) });
    await sleep(4_000); // caught up and backed off (100, 200, … ms)
  }, 120_000); // PGlite's start takes long on a loaded box
  afterAll(async () => {
    await subscription.stop();
    await store.close();
    await sql.close();
  });

  it('given a subscription to one category has backed off, when other categories commit, then it does not read the log', async () => {
    const before = reads();
    for (let i = 0; i < 10; i++) {
      await store.append(`other${mine}-${i}`, [event()], { expected: 'no_stream' });
      await sleep(150);
    }
    // Its own backoff may end once in these 1.5 s.
    expect(reads() - before).toBeLessThanOrEqual(1);
  });

  it('given it has backed off, when its category commits, then the event arrives within the poll interval', async () => {
    await store.append(`${mine}-1`, [event()], { expected: 'no_stream' });
    expect(await until(() => seen.length === 1, 1_500)).toBeLessThan(500);
  });

  it('given a second store on the same database, when it commits to the category, then the reader is woken', async () => {
    const second = await PostgresEventStore.open(sql);
    await sleep(2_000);
    await second.append(`${mine}-2`, [event()], { expected: 'no_stream' });
    expect(await until(() => seen.length === 2, 1_500)).toBeLessThan(500);
  });

  it('given an embedded database, when an event is appended, then no NOTIFY is sent (no other process can read it)', async () => {
    const sent: string[] = [];
    const query = sql.query.bind(sql);
    sql.query = (text, params) => (sent.push(text), query(text, params));
    await store.append(`${mine}-3`, [event()], { expected: 'no_stream' });
    await sleep(50);
    sql.query = query;
    expect(sent.filter((text) => text.includes('pg_notify'))).toEqual([]);
  });
});

/**
 * On a server other processes' readers learn of a commit by NOTIFY, which now names the
 * categories committed; the shared test server also carries other processes' hints, so this
 * checks the hint and the wake-up, not the absence of reads.
 */
describe('commit wake-ups on a PostgreSQL server', () => {
  const mine = `wk${randomUUID().slice(0, 8)}`;
  const open = () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused', poolSize: 2 });

  it("given a listener, when a store commits, then the NOTIFY names the commit's category", async () => {
    const [writerSql, listenerSql] = [await open(), await open()];
    const store = await PostgresEventStore.open(writerSql);
    const payloads: string[] = [];
    const unlisten = await listenerSql.listen('lomo_events', (payload) => void payloads.push(payload));
    try {
      await store.append(`${mine}-1`, [event()], { expected: 'no_stream' });
      await until(() => payloads.some((p) => p.includes(mine)), 2_000);
      const hint = JSON.parse(payloads.find((p) => p.includes(mine))!) as { categories: string[] };
      expect(hint.categories).toContain(mine);
    } finally {
      await unlisten();
      await store.close();
      await Promise.all([writerSql.close(), listenerSql.close()]);
    }
  });

  it("given a subscription in another process, when its category commits, then the event arrives before the reader's idle poll", async () => {
    const [writerSql, readerSql] = [await open(), await open()];
    const [writer, reader] = [await PostgresEventStore.open(writerSql), await PostgresEventStore.open(readerSql)];
    const seen: RecordedEvent[] = [];
    const subscription = reader.subscribe({
      after: await reader.headPosition(),
      filter: { categories: [mine] },
      onEvent: (e) => void seen.push(e),
    });
    try {
      await sleep(4_000); // backed off to its ceiling (2 s on a server)
      await writer.append(`${mine}-2`, [event()], { expected: 'no_stream' });
      expect(await until(() => seen.length === 1, 3_000)).toBeLessThan(1_000);
    } finally {
      await subscription.stop();
      await Promise.all([writer.close(), reader.close()]);
      await Promise.all([writerSql.close(), readerSql.close()]);
    }
  });
});
