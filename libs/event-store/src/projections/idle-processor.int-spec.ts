// jest-lane: beside — it watches an idle processor for about 18 s of sleeps, so it runs beside the two test slots (tools/jest/lanes.js).
import { randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import type { EventStore } from '../event-store';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import type { DocumentProjection } from './projection';
import { ProjectionProcessor } from './projection-processor';
import { ProjectionReader } from './projection-reader';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An idle processor (issue 26): the embedded platform runs about ten of them, and each read an
 * empty log ten times a second forever — a fifth of a core with nobody using it. Once caught up
 * it now backs off to 2 s and a commit wakes it at once, so it reads rarely and still folds a new
 * event as fast as it did.
 */
describe('a caught-up processor on a store that tells of commits (PGlite)', () => {
  let sql: SqlClient;
  let store: EventStore;
  let reads = 0;
  /** The processor's statements that read its checkpoint or generation again (a reload). */
  let reloads = 0;
  let processor: ProjectionProcessor;
  const category = `idle_${randomUUID().slice(0, 8)}`;
  const counts: DocumentProjection<{ n: number }> = {
    name: `idle-${category}`,
    handles: ['Happened'],
    categories: [category],
    documentId: (event) => event.streamId,
    evolve: (doc) => ({ n: (doc?.n ?? 0) + 1 }),
  };

  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = await PostgresEventStore.open(sql);
    // Counts the processor's reads of the log, nothing else.
    const counted: EventStore = Object.create(store);
    counted.readAll = (options) => {
      reads++;
      return store.readAll(options);
    };
    const countedSql: SqlClient = Object.create(sql);
    countedSql.query = (text, params) => {
      if (
        /from lomo_projection_checkpoints|select active_generation from lomo_projections where projection = \$1$/.test(
          text.trim(),
        )
      )
        reloads++;
      return sql.query(text, params);
    };
    processor = new ProjectionProcessor(counted, countedSql, counts);
    await processor.start();
  });
  afterAll(async () => {
    await processor.stop();
    await store.close();
    await sql.close();
  });

  it('given nothing happens for 4 s, then it reads the log a handful of times, not forty', async () => {
    await sleep(500); // caught up
    const before = reads;
    await sleep(4_000);
    // Fixed 100 ms polling read 40 times here; the backoff (…, 800, 1,600, 2,000 ms) about 4.
    expect(reads - before).toBeLessThanOrEqual(6);
  });

  it('given it keeps its lease while idle, when it renews it, then it does not read its checkpoint again', async () => {
    const before = reloads;
    // A step more than a third of the lease (10 s) after the last renewal renews it: one or two
    // fall in these 8 s. Each read the checkpoint and the generation again, which only this
    // holder could have moved while it held the lease (issue 26).
    await sleep(8_000);
    expect(reloads - before).toBe(0);
  });

  it('given it has backed off, when an event commits, then it is folded within the poll interval, not the backoff', async () => {
    await sleep(2_500);
    const streamId = `${category}-one`;
    const started = Date.now();
    await store.append(streamId, [{ id: randomUUID(), type: 'Happened', data: {} }], { expected: 'no_stream' });
    const reader = new ProjectionReader(sql);
    while (!(await reader.get(counts.name, streamId))) {
      if (Date.now() - started > 1_500) throw new Error('not folded within 1.5 s');
      await sleep(10);
    }
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('given it has backed off, when events commit only in other categories, then it does not read the log for them', async () => {
    await sleep(3_000); // backed off again after the last test's event
    const before = reads;
    // A task's turn appends a handful of events to streams this processor does not read. Woken
    // by each, it read the log after each (issue 26, B14: ~20 readers per commit on PGlite).
    for (let i = 0; i < 10; i++) {
      await store.append(`other${category}-${i}`, [{ id: randomUUID(), type: 'Happened', data: {} }], {
        expected: 'no_stream',
      });
      await sleep(150);
    }
    // Its own backoff may still end in these 1.5 s once.
    expect(reads - before).toBeLessThanOrEqual(1);
  });
});
