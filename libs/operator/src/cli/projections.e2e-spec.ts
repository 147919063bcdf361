import { randomUUID } from 'node:crypto';
import { ProjectionProcessor, streamStatsProjection } from '@lomo/event-store';
import { each, pgliteBackend, serverBackend, type Backend } from './testing/backends';
import { jsonLines, runCli } from './testing/cli-process';

const events = (type: string, count: number) =>
  Array.from({ length: count }, () => ({ id: randomUUID(), type, data: {} }));

// On PGlite every CLI run opens the data dir anew, one run after another: slow on a busy machine.
jest.setTimeout(180_000);

describe.each([
  ['a PostgreSQL server', serverBackend],
  ['a PGlite data dir', pgliteBackend],
])('lomo events projections / rebuild / stats on %s', (_name, open) => {
  let backend: Backend;
  const lomo = (...args: string[]) => runCli(['events', ...args, '--database', backend.database]);

  beforeAll(async () => {
    backend = await open();
    await backend.withStore(async (store) => {
      await store.append('alpha-1', events('AlphaBegan', 2), { expected: 'no_stream' });
      await store.append('alpha-2', events('AlphaEnded', 1), { expected: 'no_stream' });
      await store.append('beta-1', events('BetaTold', 3), { expected: 'no_stream' });
      await store.append('gone-1', events('GoneSaid', 2), { expected: 'no_stream' });
      await store.purgeStream('gone-1');
    });
  });
  afterAll(() => backend.dispose());

  it('given a projection never run, when rebuilt, then it shows progress, swaps in generation 2 and its documents are right', async () => {
    const before = await lomo('projections');
    // 6 events left in the log, plus the StreamPurged that recorded the purge of gone-1.
    expect(jsonLines(before.stdout)).toEqual([
      { name: 'stream-stats', generation: 1, checkpoint: '0-0', lag: 7, lagCapped: false, lease: null },
    ]);

    const rebuild = await lomo('rebuild', 'stream-stats', '--batch-size', '2');
    expect(rebuild.code).toBe(0);
    expect(rebuild.stderr).toMatch(/stream-stats \[[-=]+\] 0% \| 0\/7 events .*\| ETA/);
    expect(rebuild.stderr).toMatch(/stream-stats \[=+\] 100% \| 7\/7 events/);
    const [result] = jsonLines<{ checkpoint: string }>(rebuild.stdout);
    expect(result).toEqual({
      projection: 'stream-stats',
      generation: 2,
      processed: 7,
      checkpoint: expect.stringMatching(/^\d+-\d+$/),
    });

    const [after, stats, table] = await each(backend, [
      () => lomo('projections'),
      () => lomo('stats'),
      () => lomo('stats', '--format', 'table', '--category', 'beta'),
    ]);
    expect(jsonLines(after.stdout)).toEqual([
      { name: 'stream-stats', generation: 2, checkpoint: result.checkpoint, lag: 0, lagCapped: false, lease: null },
    ]);
    expect(jsonLines(stats.stdout)).toEqual([
      {
        category: 'alpha',
        streams: 2,
        events: 3,
        purgedStreams: 0,
        lastEventType: 'AlphaEnded',
        lastEventAt: expect.any(String),
      },
      {
        category: 'beta',
        streams: 1,
        events: 3,
        purgedStreams: 0,
        lastEventType: 'BetaTold',
        lastEventAt: expect.any(String),
      },
      { category: 'gone', streams: 0, events: 0, purgedStreams: 1 },
    ]);
    expect(
      table.stdout
        .trim()
        .split('\n')
        .map((row) => row.split(/\s{2,}/).slice(0, 5)),
    ).toEqual([
      ['CATEGORY', 'STREAMS', 'EVENTS', 'PURGED', 'LAST TYPE'],
      ['beta', '1', '3', '0', 'BetaTold'],
    ]);
  });
});

describe('lomo events projections with a running processor', () => {
  it('names the processor holding the lease, in the table too', async () => {
    const server = await serverBackend();
    try {
      await server.withStore(async (store, sql) => {
        await store.append('alpha-1', events('AlphaBegan', 1), { expected: 'no_stream' });
        const processor = new ProjectionProcessor(store, sql, streamStatsProjection, {
          pollIntervalMs: 50,
          holder: 'processor-under-test',
        });
        await processor.start();
        try {
          while (!(await processor.status()).active) await new Promise((r) => setTimeout(r, 50));
          const [jsonl, table] = await Promise.all([
            runCli(['events', 'projections', '--database', server.database]),
            runCli(['events', 'projections', '--format', 'table', '--database', server.database]),
          ]);
          expect(jsonLines(jsonl.stdout)).toEqual([
            expect.objectContaining({
              name: 'stream-stats',
              lease: { holder: 'processor-under-test', expiresAt: expect.any(String) },
            }),
          ]);
          expect(table.stdout).toMatch(
            /^PROJECTION\s+GENERATION\s+CHECKPOINT\s+LAG\s+LEASE\nstream-stats\s+1\s+\S+\s+\d+\s+processor-under-test until \S+Z\n$/,
          );
        } finally {
          await processor.stop();
        }
      });
    } finally {
      await server.dispose();
    }
  });
});
