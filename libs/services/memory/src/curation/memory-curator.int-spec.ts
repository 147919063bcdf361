import type { Clock } from '@lomo/clock';
import { memoryStreamId } from '@lomo/contracts';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import { MemoryStreams } from '../application/memory-streams';
import { Remember, RememberHandler } from '../application/remember.handler';
import { MemoryCurator } from './memory-curator';

describe('the memory curator (PGlite)', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  let now = new Date('2026-10-01T10:00:00.000Z');
  const clock: Clock = { now: () => now } as Clock;
  let streams: MemoryStreams;

  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = await PostgresEventStore.open(sql);
    streams = new MemoryStreams(store, clock);
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
  });

  it('given stale inferences of several people, when passes run, then each stream is reviewed in bounded batches and every change is an event with its reason', async () => {
    const people = ['u-1', 'u-2', 'u-3'].map((userId) => ({ workspaceId: 'ws-curate', userId }));
    const remember = new RememberHandler(streams);
    for (const who of people)
      await remember.execute(
        new Remember(who, {
          subject: 'tone',
          content: 'likes calm layouts',
          scope: 'user',
          taskId: 't-1',
          toolCallId: '1:1:0',
          excerpt: 'calm, please',
        }),
      );
    now = new Date('2026-12-01T10:00:00.000Z');
    const curator = new MemoryCurator(store, streams, { streamsPerRun: 2, maxChangesPerStream: 5 });
    expect(await curator.runOnce()).toEqual({ streams: 2, changes: 2 });
    expect(await curator.runOnce()).toEqual({ streams: 1, changes: 1 });
    for (const who of people) {
      const events = await store.readStream(memoryStreamId(who.workspaceId, who.userId));
      const decayed = events.find((e) => e.type === 'MemoryDecayed');
      expect(decayed).toMatchObject({
        data: { confidence: 0.25, reason: expect.stringMatching(/^stale inference/) },
        metadata: { actor: 'system:memory-curator' },
      });
    }
    // Decay touched them: nothing is stale until another 30 days pass.
    expect(await curator.runOnce()).toEqual({ streams: 2, changes: 0 });
  });
});
