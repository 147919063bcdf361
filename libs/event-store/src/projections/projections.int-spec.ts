import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { openSqlClient, type SqlClient } from '@lomo/database';
import type { EventStore } from '../event-store';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { comparePositions, type RecordedEvent } from '../types';
import type { DocumentProjection } from './projection';
import { Registry } from 'prom-client';
import { ProjectionProcessor } from './projection-processor';
import { registerProcessorMetrics } from './processor-metrics';
import { ProjectionReader } from './projection-reader';
import { rebuildProjection } from './rebuild';
import { migrateProjections } from './schema';

interface StreamSummary {
  count: number;
  types: string[];
}

/** Counts events per stream: a duplicated or skipped event shows up as a wrong count. */
const summaries = (
  category: string,
  failpoint?: (event: RecordedEvent) => void,
): DocumentProjection<StreamSummary> => ({
  name: `summary-${category}`,
  handles: ['Happened', 'Closed'],
  categories: [category],
  documentId: (event) => event.streamId,
  evolve: (doc, event) => {
    failpoint?.(event);
    if (event.type === 'Closed') return null;
    return { count: (doc?.count ?? 0) + 1, types: [...(doc?.types ?? []), (event.data as { n: number }).n.toString()] };
  },
});

const happened = (n: number) => ({ id: randomUUID(), type: 'Happened', data: { n } });
const until = async (condition: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.each([
  ['PGlite', () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' })],
  ['PostgreSQL server', () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' })],
])('document projections on %s', (_name, openSql) => {
  let sql: SqlClient;
  let store: EventStore;
  let reader: ProjectionReader;
  let category: string;
  beforeAll(async () => {
    sql = await openSql();
    store = await PostgresEventStore.open(sql);
    reader = new ProjectionReader(sql);
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
  });
  beforeEach(() => {
    category = `p${randomUUID().slice(0, 8)}`;
  });
  /** Waits until a log reader sees this test's `count` events. */
  const untilVisible = (count: number) =>
    until(async () => (await store.readAll({ filter: { categories: [category] }, maxCount: count })).length === count);

  it('folds events into documents and commits them with the checkpoint; deletes on null and on purge', async () => {
    await store.append(`${category}-a`, [happened(1), happened(2)], { expected: 'no_stream' });
    await store.append(`${category}-b`, [happened(3)], { expected: 'no_stream' });
    await store.append(`${category}-c`, [happened(4), { id: randomUUID(), type: 'Closed', data: {} }], {
      expected: 'no_stream',
    });
    const processor = new ProjectionProcessor(store, sql, summaries(category), { pollIntervalMs: 20 });
    await processor.start();
    try {
      await until(
        async () =>
          (await processor.status()).lag === 0 &&
          (await reader.get(`summary-${category}`, `${category}-b`)) !== undefined,
      );
      expect(await reader.get(`summary-${category}`, `${category}-a`)).toEqual({ count: 2, types: ['1', '2'] });
      expect(await reader.get(`summary-${category}`, `${category}-c`)).toBeUndefined();
      await store.purgeStream(`${category}-a`);
      await until(async () => (await reader.get(`summary-${category}`, `${category}-a`)) === undefined);
      expect((await reader.list(`summary-${category}`)).map((d) => d.id)).toEqual([`${category}-b`]);
      expect(await processor.status()).toMatchObject({ active: true, lag: 0, generation: 1 });
      const registry = new Registry();
      registerProcessorMetrics(registry, () => [processor]);
      const scraped = await registry.metrics();
      expect(scraped).toContain(`lomo_processor_lag_events{processor="summary-${category}"} 0`);
      expect(scraped).toContain(`lomo_processor_active{processor="summary-${category}"} 1`);
      expect(scraped).toMatch(new RegExp(`lomo_processor_position\\{processor="summary-${category}"\\} [1-9]`));
    } finally {
      await processor.stop();
    }
  });

  it('given documents, when found by field, age and order, then only the matching ones come back in that order', async () => {
    const projection: DocumentProjection<{ ws: string; since?: string }> = {
      name: `find-${category}`,
      handles: ['Happened'],
      categories: [category],
      documentId: (event) => event.streamId,
      evolve: (_doc, event) => event.data as { ws: string; since?: string },
    };
    const doc = (data: { ws: string; since?: string }) => ({ id: randomUUID(), type: 'Happened', data });
    await store.append(`${category}-a`, [doc({ ws: 'w1', since: '2020-01-01T00:00:02.000Z' })], {
      expected: 'no_stream',
    });
    await store.append(`${category}-b`, [doc({ ws: 'w1', since: '2020-01-01T00:00:01.000Z' })], {
      expected: 'no_stream',
    });
    await store.append(`${category}-c`, [doc({ ws: 'w2', since: '2020-01-01T00:00:00.000Z' })], {
      expected: 'no_stream',
    });
    await store.append(`${category}-d`, [doc({ ws: 'w1', since: new Date(Date.now() + 3_600_000).toISOString() })], {
      expected: 'no_stream',
    });
    await store.append(`${category}-e`, [doc({ ws: 'w1' })], { expected: 'no_stream' });
    const processor = new ProjectionProcessor(store, sql, projection);
    await processor.catchUp();
    const ids = (docs: Array<{ id: string }>) => docs.map((d) => d.id.slice(category.length + 1));
    const name = `find-${category}`;
    expect(ids(await reader.find(name, { where: { ws: 'w1' } }))).toEqual(['a', 'b', 'd', 'e']);
    expect(ids(await reader.find(name, { where: { ws: 'w1' }, olderThan: { field: 'since', ms: 1_000 } }))).toEqual([
      'a',
      'b',
    ]);
    const oldest = { olderThan: { field: 'since', ms: 0 }, orderBy: { field: 'since' } };
    expect(ids(await reader.find(name, oldest))).toEqual(['c', 'b', 'a']);
    expect(ids(await reader.find(name, { ...oldest, limit: 1, offset: 1 }))).toEqual(['b']);
    expect(
      ids(await reader.find(name, { where: { ws: 'w1' }, orderBy: { field: 'since', direction: 'desc' } })),
    ).toEqual(['e', 'd', 'a', 'b']);
    expect(await reader.find(name, { where: { "ws' or '1'='1": 'x' } })).toEqual([]);
  });

  it('given a projection with indexed fields, when a reader finds by them, then the query uses its index, and left-out fields are left out of the same page', async () => {
    const name = `indexed-${category}`;
    const projection: DocumentProjection<{ ws: string; at: string; big: string }> = {
      name,
      handles: ['Happened'],
      categories: [category],
      indexed: [['ws', 'at']],
      documentId: (event) => event.streamId,
      evolve: (_doc, event) => ({ ...(event.data as { ws: string; at: string }), big: 'x'.repeat(1000) }),
    };
    for (const [i, ws] of ['w1', 'w2', 'w1', 'w1'].entries())
      await store.append(
        `${category}-i${i}`,
        [{ id: randomUUID(), type: 'Happened', data: { ws, at: `2020-0${i + 1}` } }],
        {
          expected: 'no_stream',
        },
      );
    const processor = new ProjectionProcessor(store, sql, projection);
    await processor.start();
    await processor.catchUp();
    await processor.stop();
    const seen: Array<{ text: string; params: unknown[] }> = [];
    const recording = new ProjectionReader({
      query: (text: string, params: unknown[] = []) => (seen.push({ text, params }), sql.query(text, params)),
    } as SqlClient);
    const query = { where: { ws: 'w1' }, orderBy: { field: 'at', direction: 'desc' as const }, limit: 2 };
    const page = await recording.find<{ at: string; big?: string }>(name, { ...query, omit: ['big'] });
    expect(page.map((d) => d.doc)).toEqual([
      { ws: 'w1', at: '2020-04' },
      { ws: 'w1', at: '2020-03' },
    ]);
    expect((await reader.find(name, query)).map((d) => d.id)).toEqual(page.map((d) => d.id));
    // The planner prefers a scan on a table this small: told not to, it shows whether the index matches.
    const plan = await sql.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${seen[0].text}`, seen[0].params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain(`lomo_projection_docs_${name.replace(/-/g, '_')}_ws_at`);
    // …and gives the page in order: no sort of every matching document before the limit.
    expect(plan).not.toMatch(/Sort/);
  });

  it('given a running processor, when a reader catches up by hand, then its writes are visible at once and nothing folds twice', async () => {
    const processor = new ProjectionProcessor(store, sql, summaries(category), { pollIntervalMs: 5_000 });
    await processor.start();
    try {
      for (let i = 0; i < 5; i++) {
        await store.append(`${category}-a`, [happened(i)], { expected: i === 0 ? 'no_stream' : BigInt(i - 1) });
        await Promise.all([processor.catchUp(), processor.catchUp()]);
        expect(await reader.get(`summary-${category}`, `${category}-a`)).toMatchObject({ count: i + 1 });
      }
    } finally {
      await processor.stop();
    }
  });

  it('a processor that crashes mid-batch commits nothing of it; its successor resumes with no duplicate or missing rows', async () => {
    for (let s = 0; s < 5; s++)
      await store.append(
        `${category}-${s}`,
        Array.from({ length: 20 }, (_, i) => happened(i)),
        { expected: 'no_stream' },
      );
    let seen = 0;
    const crashing = new ProjectionProcessor(
      store,
      sql,
      summaries(category, () => {
        if (++seen === 60) throw new Error('failpoint projection.mid-batch: process killed');
      }),
      { batchSize: 40, leaseTtlMs: 300 },
    );
    await sql.transaction(migrateProjections);
    // On a server shared with other test files, their open transactions hide these commits for a while (ADR 0003).
    await untilVisible(100);
    // Drive the crashing processor by hand until it is caught up: its second batch of these events
    // hits the failpoint. Not a fixed number of steps: a server's log holds every earlier run's
    // purges before them, and the filter reads purges (CI failed once that backlog passed 340).
    await expect(
      (async () => {
        while ((await crashing.step()) > 0);
      })(),
    ).rejects.toThrow('failpoint');
    expect(seen).toBe(60);
    // The crashed process never releases its lease; the successor takes over when it expires.
    const successor = new ProjectionProcessor(store, sql, summaries(category), {
      batchSize: 40,
      leaseTtlMs: 300,
      pollIntervalMs: 20,
    });
    await successor.start();
    try {
      await until(async () => (await successor.status()).lag === 0 && (await successor.status()).active);
      const live = await reader.list<StreamSummary>(`summary-${category}`);
      expect(live).toHaveLength(5);
      for (const { doc } of live)
        expect(doc).toEqual({ count: 20, types: Array.from({ length: 20 }, (_, i) => String(i)) });
      await successor.stop();
      await rebuildProjection(store, sql, summaries(category));
      expect(await reader.list(`summary-${category}`)).toEqual(live);
    } finally {
      await successor.stop();
    }
  });

  it('a batch slower than its lease still commits when no one took the lease over, instead of redoing it forever', async () => {
    await store.append(`${category}-slow`, [happened(1), happened(2)], { expected: 'no_stream' });
    // Each event takes 150 ms (a slow broker, a loaded machine): the batch outlives the 100 ms lease.
    const pause = new Int32Array(new SharedArrayBuffer(4));
    const slow = new ProjectionProcessor(
      store,
      sql,
      summaries(category, () => void Atomics.wait(pause, 0, 0, 150)),
      { leaseTtlMs: 100 },
    );
    await sql.transaction(migrateProjections);
    await untilVisible(2);
    // Until caught up (the log may hold earlier runs' purges first); a batch that never commits ends the loop at once.
    let committed = 0;
    for (let step = await slow.step(); step > 0; step = await slow.step()) committed += step;
    expect(committed).toBeGreaterThan(0);
    expect(await reader.get(`summary-${category}`, `${category}-slow`)).toEqual({ count: 2, types: ['1', '2'] });
    await slow.stop();
  });

  it('keeps one active processor per projection; a standby takes over when the active one stops', async () => {
    const [a, b] = [
      new ProjectionProcessor(store, sql, summaries(category), { pollIntervalMs: 20 }),
      new ProjectionProcessor(store, sql, summaries(category), { pollIntervalMs: 20 }),
    ];
    await a.start();
    await until(async () => (await a.status()).active);
    await b.start();
    await store.append(`${category}-x`, [happened(1)], { expected: 'no_stream' });
    await until(async () => (await reader.get(`summary-${category}`, `${category}-x`)) !== undefined);
    expect([(await a.status()).active, (await b.status()).active]).toEqual([true, false]);
    await a.stop();
    await store.append(`${category}-x`, [happened(2)], { expected: 0n });
    await until(async () => (await reader.get<StreamSummary>(`summary-${category}`, `${category}-x`))?.count === 2);
    expect((await b.status()).active).toBe(true);
    await b.stop();
  });

  it('rebuilds beside the live generation and swaps; the live processor follows the new generation', async () => {
    await store.append(`${category}-r`, [happened(1), happened(2)], { expected: 'no_stream' });
    const processor = new ProjectionProcessor(store, sql, summaries(category), { pollIntervalMs: 20 });
    await processor.start();
    try {
      await until(async () => (await reader.get<StreamSummary>(`summary-${category}`, `${category}-r`))?.count === 2);
      const progress: number[] = [];
      const result = await rebuildProjection(store, sql, summaries(category), {
        batchSize: 1,
        onProgress: (p) => progress.push(p.processed),
      });
      expect(result.generation).toBe(2);
      // Batches of one: progress counts every event read, purges of other streams included.
      expect(progress).toEqual(Array.from({ length: result.processed }, (_, i) => i + 1));
      expect(result.processed).toBeGreaterThanOrEqual(2);
      expect(await reader.get(`summary-${category}`, `${category}-r`)).toEqual({ count: 2, types: ['1', '2'] });
      await store.append(`${category}-r`, [happened(3)], { expected: 1n });
      await until(async () => (await reader.get<StreamSummary>(`summary-${category}`, `${category}-r`))?.count === 3);
      expect(await processor.status()).toMatchObject({ generation: 2, lag: 0 });
    } finally {
      await processor.stop();
    }
  });
});

/**
 * ADR 0003 hides commits newer than the oldest open transaction of the cluster from log
 * readers. A caller's catch-up must still see its own append (a task listed right after it was
 * created), so it waits — bounded — for that transaction to end.
 */
describe('read-your-writes on a PostgreSQL server while another transaction is open', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  const other = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  beforeAll(async () => {
    sql = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' });
    store = await PostgresEventStore.open(sql);
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await store.close();
    await sql.close();
  });

  it('given an older transaction open elsewhere, when a reader catches up after its own append, then the append is folded once that transaction ends', async () => {
    const category = `p${randomUUID().slice(0, 8)}`;
    await other.query('begin');
    await other.query('select pg_current_xact_id()');
    const { position } = await store.append(`${category}-a`, [happened(1)], { expected: 'no_stream' });
    expect(comparePositions(await store.headPosition(), position)).toBeLessThan(0);
    const processor = new ProjectionProcessor(store, sql, summaries(category));
    const ended = new Promise((resolve) => setTimeout(resolve, 300)).then(() => other.query('commit'));
    await processor.catchUp();
    expect(await new ProjectionReader(sql).get(`summary-${category}`, `${category}-a`)).toEqual({
      count: 1,
      types: ['1'],
    });
    await ended;
  });
});
