import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { openSqlClient, type SqlExecutor } from '@lomo/database';
import { ConcurrencyConflict } from '../errors';
import { comparePositions, type ExpectedRevision, type LogPosition, type NewEvent, type RecordedEvent } from '../types';
import { DEFAULT_MAX_EVENT_BYTES, serializeBatch } from '../validation';
import { appendInTransaction } from './append';
import { PostgresEventStore } from './postgres-event-store';

/**
 * The proof behind ARCHITECTURE §4 and ADR 0003: under concurrent writers and one
 * transaction that inserts early and commits (or rolls back) late, a subscription sees every
 * committed event exactly once, in one order that `readAll` reproduces — while a reader that
 * trusts `global_position` alone skips the late event.
 */
const url = process.env.TEST_DATABASE_URL as string;
const WRITERS = 8;
const ROUNDS = 60;
const SHARED_STREAMS = 2;
/** How long the late transaction stays open while the writers commit around it. */
const HOLD_MS = 2_000;

const batch = (size: number): NewEvent[] =>
  Array.from({ length: size }, () => ({ id: randomUUID(), type: 'Ticked', data: { at: size } }));

describe('PostgreSQL global order is gap-free (ADR 0003)', () => {
  it('given a transaction that inserts early and commits after 8 concurrent writers, a subscription delivers every committed event once and in order, where a global_position reader skips the late one', async () => {
    const run = await concurrentWritersAroundLateTransaction('commit');

    expect(run.conflicts).toBeGreaterThanOrEqual(WRITERS - 1);
    expect(run.committed.has(run.lateId)).toBe(true);
    expectGapFreeAndOrdered(run);
    // Every writer began after the late transaction took its xid: until it ended, the subscription waited (lag, not a skip).
    expect(run.deliveredBeforeLateCommit).toEqual([]);
    expect(run.delivered.map((e) => e.id)).toContain(run.lateId);
    // The naive poller had passed the late row's global_position before the row became visible.
    expect(run.naiveSeen.has(run.lateId)).toBe(false);
  });

  it('given a transaction that inserts early and rolls back, its event is never delivered and no other event is lost', async () => {
    const run = await concurrentWritersAroundLateTransaction('rollback');

    expect(run.committed.has(run.lateId)).toBe(false);
    expectGapFreeAndOrdered(run);
    expect(run.deliveredBeforeLateCommit).toEqual([]);
    expect(run.delivered.map((e) => e.id)).not.toContain(run.lateId);
  });
});

describe('PostgreSQL log order is numeric', () => {
  it('given 120 events whose positions cross 9→10 and 99→100, every read returns them in numeric, not text, order', async () => {
    // A fresh PGlite numbers positions from 1, so one batch of 120 crosses both boundaries.
    const store = await PostgresEventStore.open(
      await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' }),
      {},
      true,
    );
    try {
      const events = batch(120);
      const appended = await store.append('order-1', events, { expected: 'no_stream' });
      const all = await store.readAll({ maxCount: 1000 });
      const revisions = all.map((e) => e.revision);

      expect(revisions).toEqual(events.map((_, i) => BigInt(i)));
      for (let i = 1; i < all.length; i++) expect(comparePositions(all[i - 1].position, all[i].position)).toBe(-1);
      expect(await store.headPosition()).toEqual(all[119].position);
      expect((await store.readStream('order-1')).map((e) => e.revision)).toEqual(revisions);
      expect(
        (await store.readStream('order-1', { direction: 'backwards', maxCount: 2 })).map((e) => e.revision),
      ).toEqual([119n, 118n]);
      expect(await store.append('order-1', events, { expected: 'no_stream' })).toEqual(appended);
    } finally {
      await store.close();
    }
  });
});

interface Run {
  committed: Set<string>;
  delivered: RecordedEvent[];
  replayed: RecordedEvent[];
  deliveredBeforeLateCommit: RecordedEvent[];
  naiveSeen: Set<string>;
  lateId: string;
  conflicts: number;
}

function expectGapFreeAndOrdered({ committed, delivered, replayed }: Run): void {
  const ids = delivered.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual([...committed].sort());
  for (let i = 1; i < delivered.length; i++)
    expect(comparePositions(delivered[i - 1].position, delivered[i].position)).toBe(-1);
  const revisions = new Map<string, bigint[]>();
  for (const e of delivered) revisions.set(e.streamId, [...(revisions.get(e.streamId) ?? []), e.revision]);
  // Every stream is new in this run, so its revisions arrive as exactly 0, 1, 2, …
  for (const list of revisions.values()) expect(list).toEqual(list.map((_, i) => BigInt(i)));
  expect(replayed.map((e) => [e.id, e.position])).toEqual(delivered.map((e) => [e.id, e.position]));
}

async function concurrentWritersAroundLateTransaction(outcome: 'commit' | 'rollback'): Promise<Run> {
  const category = `gapfree${randomUUID().slice(0, 8)}`;
  const reader = await PostgresEventStore.open(
    await openSqlClient({ url, pgliteDataDir: 'unused', poolSize: 2 }),
    { pollIntervalMs: 50 },
    true,
  );
  const writers = await Promise.all(
    Array.from({ length: WRITERS }, async () =>
      PostgresEventStore.open(await openSqlClient({ url, pgliteDataDir: 'unused', poolSize: 2 }), {}, true),
    ),
  );
  const late = new Client({ connectionString: url });
  const naive = naiveGlobalPositionReader(url, category);
  try {
    const head = await reader.headPosition();
    const delivered: RecordedEvent[] = [];
    const deliveredIds = new Set<string>();
    const subscription = reader.subscribe({
      after: head,
      filter: { categories: [category] },
      onEvent: (e) => {
        delivered.push(e);
        deliveredIds.add(e.id);
      },
    });

    await late.connect();
    await late.query('begin');
    const [lateEvent] = batch(1);
    const lateResult = await appendInTransaction(
      executor(late),
      `${category}-late`,
      serializeBatch([lateEvent], DEFAULT_MAX_EVENT_BYTES),
      'no_stream',
    );

    const committed = new Set<string>();
    let conflicts = 0;
    const writing = Promise.all(
      writers.map(async (store, w) => {
        const own = `${category}-own${w}`;
        let ownRevision: ExpectedRevision = 'no_stream';
        for (let round = 0; round < ROUNDS; round++) {
          const events = batch(1 + ((w + round) % 3));
          // Round 0: every writer creates the same stream at once; exactly one may win.
          const shared =
            round === 0
              ? `${category}-contested`
              : round % 3 === 2
                ? `${category}-shared${round % SHARED_STREAMS}`
                : undefined;
          try {
            if (shared) {
              const expected = round === 0 ? 'no_stream' : ((await store.streamInfo(shared))?.revision ?? 'no_stream');
              await store.append(shared, events, { expected });
            } else {
              ownRevision = (await store.append(own, events, { expected: ownRevision })).nextRevision;
            }
            events.forEach((e) => committed.add(e.id));
          } catch (error) {
            if (!(error instanceof ConcurrencyConflict)) throw error;
            conflicts++;
          }
          await sleep(20 + ((w * 7 + round * 13) % 30));
        }
      }),
    );

    // A writer's real error surfaces at `await writing` below, not as an unhandled rejection meanwhile.
    writing.catch(() => undefined);
    await sleep(HOLD_MS);
    await waitFor(() => naive.last > lateResult.position.prepare, 'the naive reader passed the late row');
    const deliveredBeforeLateCommit = [...delivered];
    await late.query(outcome);
    if (outcome === 'commit') committed.add(lateEvent.id);
    await writing;

    await waitFor(
      () => [...committed].every((id) => deliveredIds.has(id)),
      'the subscription delivered every committed event',
    );
    await sleep(300);
    await subscription.stop();
    return {
      committed,
      delivered,
      replayed: await readAllPages(reader, head, category),
      deliveredBeforeLateCommit,
      naiveSeen: await naive.stop(),
      lateId: lateEvent.id,
      conflicts,
    };
  } finally {
    await naive.stop();
    await late.end().catch(() => undefined);
    await Promise.all([reader, ...writers].map((store) => store.close()));
  }
}

/** What a `bigserial` poller does: remember the highest global_position seen, ask for more above it. */
function naiveGlobalPositionReader(connectionString: string, category: string) {
  const client = new Client({ connectionString });
  const seen = new Set<string>();
  const state = { last: 0n, stopped: false };
  const loop = (async () => {
    await client.connect();
    while (!state.stopped) {
      const { rows } = await client.query<{ event_id: string; global_position: string }>(
        `select event_id::text as event_id, global_position::text as global_position from lomo_events
          where category = $1 and global_position > $2 order by lomo_events.global_position limit 1000`,
        [category, state.last.toString()],
      );
      for (const row of rows) {
        seen.add(row.event_id);
        state.last = BigInt(row.global_position);
      }
      await sleep(25);
    }
  })();
  return {
    get last() {
      return state.last;
    },
    stop: async () => {
      state.stopped = true;
      await loop;
      await client.end().catch(() => undefined);
      return seen;
    },
  };
}

async function readAllPages(store: PostgresEventStore, after: LogPosition, category: string): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (let page = await store.readAll({ after, maxCount: 100, filter: { categories: [category] } }); page.length > 0;) {
    all.push(...page);
    page = await store.readAll({
      after: page[page.length - 1].position,
      maxCount: 100,
      filter: { categories: [category] },
    });
  }
  return all;
}

function executor(client: Client): SqlExecutor {
  return { query: async (text, params) => ({ rows: (await client.query(text, params)).rows }) };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(20);
  }
}
