import { randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { ProjectionProcessor } from './projection-processor';
import { ProjectionReader } from './projection-reader';
import { rebuildProjection } from './rebuild';
import { streamStatsByCategory } from './stream-stats-summary';
import { streamStatsProjection } from './stream-stats.projection';

const events = (count: number) =>
  Array.from({ length: count }, () => ({ id: randomUUID(), type: 'Happened', data: { secret: 'stream content' } }));

describe('the stream-stats projection', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = await PostgresEventStore.open(sql);
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
  });

  const caughtUp = async (processor: ProjectionProcessor) => {
    while ((await processor.status()).lag > 0 || !(await processor.status()).active)
      await new Promise((r) => setTimeout(r, 20));
  };

  it('given purges both folded live and missed while lagging, the live documents equal a rebuild, and nothing of a purged stream remains', async () => {
    await store.append('alpha-1', events(2), { expected: 'no_stream' });
    await store.append('alpha-2', events(1), { expected: 'no_stream' });
    await store.append('beta-1', events(1), { expected: 'no_stream' });
    const processor = new ProjectionProcessor(store, sql, streamStatsProjection, { pollIntervalMs: 20 });
    await processor.start();
    await caughtUp(processor);
    // Purged after the processor folded it.
    await store.purgeStream('alpha-1');
    await store.append('alpha-3', events(1), { expected: 'no_stream' });
    await caughtUp(processor);
    await processor.stop();
    // Appended and purged while no processor ran: its events are gone before anyone folds them.
    await store.append('beta-2', events(2), { expected: 'no_stream' });
    await store.purgeStream('beta-2');
    await store.purgeStream('alpha-2');
    await processor.start();
    await caughtUp(processor);
    await processor.stop();

    const reader = new ProjectionReader(sql);
    const live = await reader.list('stream-stats', { limit: 1000 });
    const liveSummary = await streamStatsByCategory(sql);
    await rebuildProjection(store, sql, streamStatsProjection);
    expect(await reader.list('stream-stats', { limit: 1000 })).toEqual(live);
    expect(await streamStatsByCategory(sql)).toEqual(liveSummary);

    expect(liveSummary).toEqual([
      {
        category: 'alpha',
        streams: 1,
        events: 1,
        purgedStreams: 2,
        lastEventType: 'Happened',
        lastEventAt: expect.any(String),
      },
      {
        category: 'beta',
        streams: 1,
        events: 1,
        purgedStreams: 1,
        lastEventType: 'Happened',
        lastEventAt: expect.any(String),
      },
    ]);
    const stored = JSON.stringify(live);
    for (const purged of ['alpha-1', 'alpha-2', 'beta-2']) expect(stored).not.toContain(purged);
    expect(stored).not.toContain('stream content');
  });
});
