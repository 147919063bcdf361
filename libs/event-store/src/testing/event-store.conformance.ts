import { randomUUID } from 'node:crypto';
import {
  ConcurrencyConflict,
  EventTooLarge,
  InvalidEvent,
  InvalidStreamId,
  RedactionUnsupported,
  StreamDeleted,
  StreamNotFound,
} from '../errors';
import { UnstorableValue } from '@lomo/contracts';
import { PURGES_STREAM, type EventStore } from '../event-store';
import { comparePositions, type NewEvent, type RecordedEvent, type Upcaster } from '../types';

/** Opens a store on a database shared by the whole suite; the suite closes what it opens. */
export type EventStoreFactory = (options?: { upcasters?: Record<string, Upcaster> }) => Promise<EventStore>;

/** A fresh category per test keeps tests independent on a shared, growing log. */
const category = () => `c${randomUUID().slice(0, 8)}`;
const event = (type: string, data: unknown = {}): NewEvent => ({ id: randomUUID(), type, data });
const types = (events: RecordedEvent[]) => events.map((e) => e.type);

async function collect(
  store: EventStore,
  options: Parameters<EventStore['subscribe']>[0] & { until: (seen: RecordedEvent[]) => boolean },
) {
  const seen: RecordedEvent[] = [];
  let resolveDone!: () => void;
  const reached = new Promise<void>((resolve) => (resolveDone = resolve));
  const subscription = store.subscribe({
    ...options,
    onEvent: async (e) => {
      seen.push(e);
      await options.onEvent(e);
      if (options.until(seen)) resolveDone();
    },
  });
  await Promise.race([reached, subscription.done]);
  await subscription.stop();
  return seen;
}

/**
 * Guarantees an adapter's backing store may lack. Every flag defaults to the strict
 * behaviour; an adapter that turns one off gets a test pinning its documented behaviour
 * instead, never a skipped one.
 */
export interface EventStoreCapabilities {
  /**
   * An event id is unique across the whole log, so reusing it in another stream is refused.
   * EventStoreDB has no index by event id (only per-stream idempotency). @default true
   */
  globalEventIdUniqueness?: boolean;
  /**
   * `redact` rewrites a recorded event in place. EventStoreDB events are immutable:
   * it refuses with `RedactionUnsupported`; through `EncryptingEventStore` events whose key was
   * destroyed need no rewrite (`encryptedEventStoreConformance`). @default true
   */
  redaction?: boolean;
  /**
   * `readStreamTail`: a stream's events after a revision with its rewrite count, so a reader
   * that keeps what it read fetches only what is new (ADR 0096). EventStoreDB has none: events
   * there are never rewritten, and the encrypting wrapper reads its streams whole. @default true
   */
  streamTail?: boolean;
}

/**
 * The one behaviour every EventStore adapter must show (STYLE rule 4). Call it inside a
 * test file with a factory for the adapter under test.
 */
export function eventStoreConformance(
  adapter: string,
  open: EventStoreFactory,
  capabilities: EventStoreCapabilities = {},
): void {
  describe(`EventStore conformance: ${adapter}`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    describe('append with an expected revision', () => {
      it('creates a stream with no_stream and numbers events from revision 0', async () => {
        const id = `${category()}-1`;
        const result = await store.append(id, [event('A'), event('B')], { expected: 'no_stream' });
        expect(result.nextRevision).toBe(1n);
        const read = await store.readStream(id);
        expect(read.map((e) => [e.type, e.revision, e.streamId])).toEqual([
          ['A', 0n, id],
          ['B', 1n, id],
        ]);
        expect(comparePositions(read[0].position, read[1].position)).toBeLessThan(0);
        expect(comparePositions(result.position, read[1].position)).toBe(0);
      });

      it('refuses no_stream on an existing stream, naming the actual revision', async () => {
        const id = `${category()}-1`;
        await store.append(id, [event('A')], { expected: 'no_stream' });
        const error = await store.append(id, [event('B')], { expected: 'no_stream' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ConcurrencyConflict);
        expect(error).toMatchObject({ streamId: id, expected: 'no_stream', actual: 0n });
      });

      it('accepts the exact current revision and refuses a stale one, writing nothing', async () => {
        const id = `${category()}-1`;
        await store.append(id, [event('A')], { expected: 'no_stream' });
        await store.append(id, [event('B')], { expected: 0n });
        await expect(store.append(id, [event('C')], { expected: 0n })).rejects.toMatchObject({
          expected: 0n,
          actual: 1n,
        });
        await expect(store.append(id, [event('C')], { expected: 5n })).rejects.toBeInstanceOf(ConcurrencyConflict);
        expect(types(await store.readStream(id))).toEqual(['A', 'B']);
      });

      it('honours exists and any', async () => {
        const id = `${category()}-1`;
        await expect(store.append(id, [event('A')], { expected: 'exists' })).rejects.toMatchObject({
          actual: 'no_stream',
        });
        await store.append(id, [event('A')], { expected: 'any' });
        await store.append(id, [event('B')], { expected: 'exists' });
        await store.append(id, [event('C')], { expected: 'any' });
        expect(types(await store.readStream(id))).toEqual(['A', 'B', 'C']);
      });

      it('lets exactly one of many concurrent writers win each revision', async () => {
        const id = `${category()}-1`;
        await store.append(id, [event('Start')], { expected: 'no_stream' });
        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, (_, i) => store.append(id, [event(`W${i}`)], { expected: 0n })),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of outcomes.filter((o) => o.status === 'rejected'))
          expect((o as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyConflict);
        expect((await store.readStream(id)).map((e) => e.revision)).toEqual([0n, 1n]);
      });
    });

    describe('idempotent re-append', () => {
      it('returns the original result for a batch already appended, with no duplicate', async () => {
        const id = `${category()}-1`;
        const batch = [event('A'), event('B')];
        const first = await store.append(id, batch, { expected: 'no_stream' });
        await store.append(id, [event('C')], { expected: 1n });
        const again = await store.append(id, batch, { expected: 'no_stream' });
        expect(again).toEqual(first);
        expect(types(await store.readStream(id))).toEqual(['A', 'B', 'C']);
      });

      it('refuses a batch that mixes appended and new ids, writing nothing', async () => {
        const id = `${category()}-1`;
        const a = event('A');
        await store.append(id, [a], { expected: 'no_stream' });
        await expect(store.append(id, [a, event('B')], { expected: 'any' })).rejects.toBeInstanceOf(InvalidEvent);
        expect(types(await store.readStream(id))).toEqual(['A']);
      });

      if (capabilities.globalEventIdUniqueness ?? true) {
        it('refuses an event id already used in another stream', async () => {
          const a = event('A');
          await store.append(`${category()}-1`, [a], { expected: 'no_stream' });
          const other = `${category()}-2`;
          await expect(store.append(other, [a], { expected: 'any' })).rejects.toBeInstanceOf(InvalidEvent);
          await expect(store.readStream(other)).rejects.toBeInstanceOf(StreamNotFound);
        });
      } else {
        it('keeps an event id reused in another stream as a separate event (no global id index)', async () => {
          const a = event('A');
          const first = `${category()}-1`;
          const other = `${category()}-2`;
          await store.append(first, [a], { expected: 'no_stream' });
          await store.append(other, [a], { expected: 'any' });
          expect((await store.readStream(other)).map((e) => [e.id, e.streamId])).toEqual([[a.id, other]]);
          expect((await store.readStream(first)).map((e) => [e.id, e.streamId])).toEqual([[a.id, first]]);
        });
      }
    });

    describe('reading a stream', () => {
      let id: string;
      beforeAll(async () => {
        id = `${category()}-r`;
        await store.append(
          id,
          ['E0', 'E1', 'E2', 'E3', 'E4'].map((t) => event(t, { n: t })),
          { expected: 'no_stream' },
        );
      });

      it('reads forwards from a revision with a limit', async () => {
        expect(types(await store.readStream(id, { fromRevision: 1n, maxCount: 2 }))).toEqual(['E1', 'E2']);
      });

      it('reads backwards from the end or from a revision', async () => {
        expect(types(await store.readStream(id, { direction: 'backwards', maxCount: 2 }))).toEqual(['E4', 'E3']);
        expect(types(await store.readStream(id, { direction: 'backwards', fromRevision: 1n }))).toEqual(['E1', 'E0']);
      });

      it('returns the envelope as written', async () => {
        const written = {
          ...event('Envelope', { nested: { list: [1, 'two', null] }, text: 'ünïcödé ✓' }),
          metadata: { workspaceId: 'ws-1', correlationId: 'c-1', occurredAt: '2026-11-29T10:00:00.000Z' },
        };
        const sid = `${category()}-e`;
        await store.append(sid, [written], { expected: 'no_stream' });
        const [read] = await store.readStream(sid);
        expect(read).toMatchObject({
          id: written.id,
          type: 'Envelope',
          data: written.data,
          metadata: written.metadata,
          schemaVersion: 1,
          streamId: sid,
          revision: 0n,
        });
        expect(read.recordedAt).toBeInstanceOf(Date);
      });

      it('reports a missing stream as StreamNotFound', async () => {
        await expect(store.readStream(`${category()}-none`)).rejects.toBeInstanceOf(StreamNotFound);
        expect(await store.streamInfo(`${category()}-none`)).toBeUndefined();
      });
    });

    describe("reading a stream's tail", () => {
      if (capabilities.streamTail ?? true) {
        it('returns the events after a revision (all of them after -1) and the rewrite count, 0 for a new stream', async () => {
          const id = `${category()}-t`;
          await store.append(
            id,
            ['E0', 'E1', 'E2'].map((t) => event(t)),
            { expected: 'no_stream' },
          );
          const all = await store.readStreamTail!(id, -1n);
          expect([types(all.events), all.rewrites]).toEqual([['E0', 'E1', 'E2'], 0]);
          expect(types((await store.readStreamTail!(id, 0n)).events)).toEqual(['E1', 'E2']);
          expect(await store.readStreamTail!(id, 2n)).toEqual({ events: [], rewrites: 0 });
          expect(all.events).toEqual(await store.readStream(id));
        });

        it('refuses a missing or a purged stream as readStream does', async () => {
          await expect(store.readStreamTail!(`${category()}-none`, -1n)).rejects.toBeInstanceOf(StreamNotFound);
          const id = `${category()}-t`;
          await store.append(id, [event('E0')], { expected: 'no_stream' });
          await store.purgeStream(id);
          await expect(store.readStreamTail!(id, 0n)).rejects.toBeInstanceOf(StreamDeleted);
        });

        if (capabilities.redaction ?? true)
          it('counts every redaction of the stream, and only of that stream', async () => {
            const id = `${category()}-t`;
            const other = `${category()}-t`;
            const said = event('Said', { text: 'words' });
            await store.append(id, [said, event('E1')], { expected: 'no_stream' });
            await store.append(other, [event('E0')], { expected: 'no_stream' });
            await store.redact(id, [{ eventId: said.id, data: { text: '' } }]);
            await store.redact(id, [{ eventId: said.id, data: { text: '' } }]);
            expect((await store.readStreamTail!(id, 1n)).rewrites).toBe(2);
            expect((await store.readStreamTail!(other, 0n)).rewrites).toBe(0);
          });
      } else {
        it('has no readStreamTail: a reader reads the stream whole', () => {
          expect(store.readStreamTail).toBeUndefined();
        });
      }
    });

    describe('the global log', () => {
      it('orders events of sequential appends across streams, filtered by type and category', async () => {
        const [c1, c2] = [category(), category()];
        const head = await store.headPosition();
        await store.append(`${c1}-a`, [event('X1')], { expected: 'no_stream' });
        await store.append(`${c2}-b`, [event('Y1')], { expected: 'no_stream' });
        await store.append(`${c1}-a`, [event('X2'), event('Z')], { expected: 0n });
        const all = await visible(store, { after: head, filter: { categories: [c1, c2] } }, 4);
        expect(types(all)).toEqual(['X1', 'Y1', 'X2', 'Z']);
        expect(types(await store.readAll({ after: head, filter: { categories: [c1] } }))).toEqual(['X1', 'X2', 'Z']);
        expect(
          types(await store.readAll({ after: head, filter: { categories: [c1, c2], eventTypes: ['Y1', 'Z'] } })),
        ).toEqual(['Y1', 'Z']);
        expect(types(await store.readAll({ after: all[1].position, filter: { categories: [c1, c2] } }))).toEqual([
          'X2',
          'Z',
        ]);
        expect(types(await store.readAll({ after: head, maxCount: 2, filter: { categories: [c1, c2] } }))).toEqual([
          'X1',
          'Y1',
        ]);
        expect(comparePositions(await store.headPosition(), all[3].position)).toBeGreaterThanOrEqual(0);
      });

      it('lists streams of a category with their revision and metadata', async () => {
        const c = category();
        await store.append(`${c}-1`, [event('A')], { expected: 'no_stream' });
        await store.append(`${c}-2`, [event('A'), event('B')], { expected: 'no_stream' });
        await store.setStreamMetadata(`${c}-2`, { workspaceId: 'ws-9' });
        const listed = await store.listStreams({ category: c });
        expect(listed.map((s) => [s.streamId, s.category, s.revision, s.metadata])).toEqual([
          [`${c}-1`, c, 0n, {}],
          [`${c}-2`, c, 1n, { workspaceId: 'ws-9' }],
        ]);
        expect((await store.streamInfo(`${c}-2`))?.metadata).toEqual({ workspaceId: 'ws-9' });
        await expect(store.setStreamMetadata(`${c}-3`, {})).rejects.toBeInstanceOf(StreamNotFound);
      });
    });

    describe('subscriptions', () => {
      it('catches up from a checkpoint, then delivers live events, in order', async () => {
        const c = category();
        const head = await store.headPosition();
        await store.append(`${c}-1`, [event('Old1'), event('Old2')], { expected: 'no_stream' });
        let caughtUp = false;
        const seen: RecordedEvent[] = [];
        const subscription = store.subscribe({
          after: head,
          filter: { categories: [c] },
          onEvent: (e) => void seen.push(e),
          onCaughtUp: () => (caughtUp = true),
        });
        await waitFor(() => caughtUp && seen.length === 2);
        await store.append(`${c}-2`, [event('Live1')], { expected: 'no_stream' });
        await store.append(`${c}-1`, [event('Live2')], { expected: 1n });
        await waitFor(() => seen.length === 4);
        await subscription.stop();
        expect(types(seen)).toEqual(['Old1', 'Old2', 'Live1', 'Live2']);
      });

      it('resumes after a restart from the last checkpoint without gaps or repeats', async () => {
        const c = category();
        const head = await store.headPosition();
        await store.append(
          `${c}-1`,
          ['A', 'B', 'C'].map((t) => event(t)),
          { expected: 'no_stream' },
        );
        const first = await collect(store, {
          after: head,
          filter: { categories: [c] },
          onEvent: () => undefined,
          until: (s) => s.length === 2,
        });
        const checkpoint = first[1].position;
        await store.append(`${c}-1`, [event('D')], { expected: 2n });
        const restarted = await visible(store, { after: checkpoint, filter: { categories: [c] } }, 2);
        const second = await collect(store, {
          after: checkpoint,
          filter: { categories: [c] },
          onEvent: () => undefined,
          until: (s) => s.length === 2,
        });
        expect(types(first.slice(0, 2))).toEqual(['A', 'B']);
        expect(types(second)).toEqual(['C', 'D']);
        expect(types(restarted)).toEqual(['C', 'D']);
      });

      it('filters by event type on the server side', async () => {
        const c = category();
        const head = await store.headPosition();
        await store.append(`${c}-1`, [event('Keep'), event('Drop'), event('Keep')], { expected: 'no_stream' });
        const seen = await collect(store, {
          after: head,
          filter: { categories: [c], eventTypes: ['Keep'] },
          onEvent: () => undefined,
          until: (s) => s.length === 2,
        });
        expect(types(seen)).toEqual(['Keep', 'Keep']);
      });

      it('ends with the handler error when the handler throws', async () => {
        const c = category();
        const head = await store.headPosition();
        await store.append(`${c}-1`, [event('Boom')], { expected: 'no_stream' });
        const subscription = store.subscribe({
          after: head,
          filter: { categories: [c] },
          onEvent: () => {
            throw new Error('handler failed');
          },
        });
        await expect(subscription.done).rejects.toThrow('handler failed');
      });
    });

    describe('purge (R-10.8)', () => {
      it('removes every event of the stream from every read path and records the purge', async () => {
        const c = category();
        const id = `${c}-gone`;
        const head = await store.headPosition();
        await store.append(id, [event('Secret', { text: 'private words' })], { expected: 'no_stream' });
        await store.append(`${c}-kept`, [event('Kept')], { expected: 'no_stream' });
        await store.purgeStream(id, { actor: 'user-1', reason: 'user deleted the task', workspaceId: 'ws-1' });

        await expect(store.readStream(id)).rejects.toBeInstanceOf(StreamDeleted);
        await expect(store.streamInfo(id)).rejects.toBeInstanceOf(StreamDeleted);
        await expect(store.append(id, [event('Again')], { expected: 'any' })).rejects.toBeInstanceOf(StreamDeleted);
        expect(types(await visible(store, { after: head, filter: { categories: [c] } }, 1))).toEqual(['Kept']);
        expect((await store.listStreams({ category: c })).map((s) => s.streamId)).toEqual([`${c}-kept`]);
        const seen = await collect(store, {
          after: head,
          filter: { categories: [c] },
          onEvent: () => undefined,
          until: (s) => s.length === 1,
        });
        expect(types(seen)).toEqual(['Kept']);

        const purges = await store.readStream(PURGES_STREAM, { direction: 'backwards', maxCount: 20 });
        const record = purges.find((e) => (e.data as { streamId: string }).streamId === id);
        expect(record).toMatchObject({
          type: 'StreamPurged',
          data: { streamId: id, category: c, lastRevision: '0', actor: 'user-1' },
          metadata: { workspaceId: 'ws-1' },
        });
        expect(JSON.stringify(purges.map((e) => [e.data, e.metadata]))).not.toContain('private words');
      });

      it('refuses to purge a stream that does not exist', async () => {
        await expect(store.purgeStream(`${category()}-none`)).rejects.toBeInstanceOf(StreamNotFound);
      });

      it('refuses to purge a purged stream again, and records no second purge (a retried erasure relies on it)', async () => {
        const c = category();
        const id = `${c}-twice`;
        await store.append(id, [event('Secret', { text: 'private words' })], { expected: 'no_stream' });
        await store.purgeStream(id, { workspaceId: 'ws-1' });
        await expect(store.purgeStream(id, { workspaceId: 'ws-1' })).rejects.toBeInstanceOf(StreamDeleted);
        const purges = await store.readStream(PURGES_STREAM, { direction: 'backwards', maxCount: 50 });
        expect(purges.filter((e) => (e.data as { streamId: string }).streamId === id)).toHaveLength(1);
      });
    });

    describe('redact (R-10.8)', () => {
      if (capabilities.redaction ?? true) {
        it('rewrites an event in place on every read path: same id, type, revision and position', async () => {
          const c = category();
          const id = `${c}-kept`;
          const head = await store.headPosition();
          const secret = event('Said', { text: 'private words' });
          await store.append(id, [event('Before'), secret], { expected: 'no_stream' });
          const [, recorded] = await store.readStream(id);
          await store.redact(id, [{ eventId: secret.id, data: { text: '' }, metadata: { redacted: true } }]);

          const [, redacted] = await store.readStream(id);
          expect(redacted).toMatchObject({
            id: secret.id,
            type: 'Said',
            revision: recorded.revision,
            data: { text: '' },
          });
          expect(redacted.position).toEqual(recorded.position);
          expect(redacted.metadata).toMatchObject({ redacted: true });
          const all = await visible(store, { after: head, filter: { categories: [c] } }, 2);
          expect(JSON.stringify(all.map((e) => [e.data, e.metadata]))).not.toContain('private words');
          expect((await store.append(id, [event('After')], { expected: 1n })).nextRevision).toBe(2n);
        });

        it('refuses an event id not in the stream, and changes nothing', async () => {
          const id = `${category()}-kept`;
          const said = event('Said', { text: 'words' });
          await store.append(id, [said], { expected: 'no_stream' });
          await expect(
            store.redact(id, [
              { eventId: said.id, data: { text: '' } },
              { eventId: randomUUID(), data: {} },
            ]),
          ).rejects.toBeInstanceOf(InvalidEvent);
          expect((await store.readStream(id))[0].data).toEqual({ text: 'words' });
          await expect(store.redact(`${category()}-none`, [{ eventId: said.id, data: {} }])).rejects.toBeInstanceOf(
            StreamNotFound,
          );
        });
      } else {
        it('refuses to rewrite a recorded event, and changes nothing', async () => {
          const id = `${category()}-kept`;
          const said = event('Said', { text: 'words' });
          await store.append(id, [said], { expected: 'no_stream' });
          await expect(store.redact(id, [{ eventId: said.id, data: {} }])).rejects.toBeInstanceOf(RedactionUnsupported);
          expect((await store.readStream(id))[0].data).toEqual({ text: 'words' });
        });
      }
    });

    describe('bad input writes nothing', () => {
      it.each([
        ['empty', ''],
        ['whitespace', 'task 1'],
        ['control character', 'task-\u0001'],
        ['too long', `task-${'x'.repeat(300)}`],
      ])('refuses a stream id that is %s', async (_label, id) => {
        await expect(store.append(id, [event('A')], { expected: 'any' })).rejects.toBeInstanceOf(InvalidStreamId);
        await expect(store.readStream(id)).rejects.toBeInstanceOf(InvalidStreamId);
      });

      it('refuses writes to a $-prefixed (system) stream id', async () => {
        await expect(store.append('$task-1', [event('A')], { expected: 'any' })).rejects.toBeInstanceOf(
          InvalidStreamId,
        );
        await expect(store.append(PURGES_STREAM, [event('StreamPurged')], { expected: 'any' })).rejects.toBeInstanceOf(
          InvalidStreamId,
        );
      });

      it('refuses an event over the size limit, and the whole batch with it', async () => {
        const id = `${category()}-big`;
        const error = await store
          .append(id, [event('Small'), event('Big', { blob: 'x'.repeat(1024 * 1024 + 1) })], { expected: 'no_stream' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(EventTooLarge);
        await expect(store.readStream(id)).rejects.toBeInstanceOf(StreamNotFound);
      });

      it.each([
        ['a non-uuid id', { id: 'not-a-uuid', type: 'A', data: {} }],
        ['no data', { id: randomUUID(), type: 'A', data: undefined }],
        ['a bad type name', { id: randomUUID(), type: 'has space', data: {} }],
        [
          'a circular data object',
          (() => {
            const data: Record<string, unknown> = {};
            data.self = data;
            return { id: randomUUID(), type: 'A', data };
          })(),
        ],
      ])('refuses an event with %s', async (_label, bad) => {
        const id = `${category()}-bad`;
        await expect(
          store.append(id, [event('Fine'), bad as NewEvent], { expected: 'no_stream' }),
        ).rejects.toBeInstanceOf(InvalidEvent);
        await expect(store.readStream(id)).rejects.toBeInstanceOf(StreamNotFound);
      });

      it.each([
        ['a NUL in data', { data: { text: 'a\u0000b' } }, '/text'],
        ['a lone surrogate in a nested key', { data: { payload: { list: [{ x: '\ud800' }] } } }, '/payload/list/0/x'],
        ['a NUL in metadata', { data: {}, metadata: { actor: '\u0000' } }, '/actor'],
      ])(
        'refuses an event with %s (typed, naming the pointer), and the whole batch with it',
        async (_l, bad, pointer) => {
          const id = `${category()}-unstorable`;
          const error = await store
            .append(id, [event('Fine'), { ...event('Bad'), ...bad }], { expected: 'no_stream' })
            .catch((e: unknown) => e);
          expect(error).toBeInstanceOf(UnstorableValue);
          expect(error).toMatchObject({ pointer });
          await expect(store.readStream(id)).rejects.toBeInstanceOf(StreamNotFound);
        },
      );

      it('refuses an empty batch and a malformed expected revision', async () => {
        const id = `${category()}-x`;
        await expect(store.append(id, [], { expected: 'any' })).rejects.toBeInstanceOf(InvalidEvent);
        await expect(store.append(id, [event('A')], { expected: -1n })).rejects.toBeInstanceOf(InvalidEvent);
        await expect(store.append(id, [event('A')], { expected: 3 as unknown as bigint })).rejects.toBeInstanceOf(
          InvalidEvent,
        );
        await expect(store.readStream(id)).rejects.toBeInstanceOf(StreamNotFound);
      });
    });

    describe('schema versions', () => {
      it('upcasts old events on read when an upcaster is registered', async () => {
        const id = `${category()}-v`;
        await store.append(id, [{ ...event('PosterRequested', { colour: 'red' }), schemaVersion: 1 }], {
          expected: 'no_stream',
        });
        const upcasting = await open({
          upcasters: {
            PosterRequested: (e) =>
              e.schemaVersion === 1
                ? { data: { palette: [(e.data as { colour: string }).colour] }, schemaVersion: 2 }
                : e,
          },
        });
        try {
          const [read] = await upcasting.readStream(id);
          expect(read).toMatchObject({ data: { palette: ['red'] }, schemaVersion: 2 });
          const [fromLog] = await visible(
            upcasting,
            { after: { commit: 0n, prepare: 0n }, filter: { categories: [id.split('-')[0]] } },
            1,
          );
          expect(fromLog.data).toEqual({ palette: ['red'] });
        } finally {
          await upcasting.close();
        }
        expect((await store.readStream(id))[0].data).toEqual({ colour: 'red' });
      });
    });
  });
}

/**
 * The global log shows a commit once every transaction older than it has ended (gap-free
 * order, ADR 0003): on a shared server an unrelated open transaction delays — never
 * hides — it. Reads until `count` events are visible, then returns exactly what is there.
 */
async function visible(
  store: EventStore,
  options: Parameters<EventStore['readAll']>[0],
  count: number,
): Promise<RecordedEvent[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const events = await store.readAll(options);
    if (events.length >= count || Date.now() > deadline) return events;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
