import { randomUUID } from 'node:crypto';
import { EventTooLarge, RedactionUnsupported, StreamDeleted, StreamNotFound } from '../errors';
import type { EventStore } from '../event-store';
import { EncryptingEventStore } from '../encryption/encrypting-event-store';
import { isSealedData } from '../encryption/sealing';
import type { EventKeys } from '../encryption/event-keys';
import type { NewEvent, RecordedEvent } from '../types';
import { DEFAULT_MAX_EVENT_BYTES } from '../validation';

/**
 * A plain adapter (opened with `maxEventBytes: sealedEventLimit()`) and the key store its
 * encrypting wrapper uses; the suite closes the store.
 */
export type EncryptedStoreFactory = () => Promise<{ store: EventStore; keys: EventKeys }>;

const category = () => `e${randomUUID().slice(0, 8)}`;
const said = (text: string, extra: Record<string, unknown> = {}): NewEvent => ({
  id: randomUUID(),
  type: 'Said',
  data: { text },
  metadata: { workspaceId: 'ws-1', actor: 'user-1', occurredAt: '2026-01-01T00:00:00Z', title: text, ...extra },
});
/** JSON of anything read back, bigints included. */
const text = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
const secretWords = () => `private ${randomUUID()}`;

async function delivered(store: EventStore, categoryName: string, count: number): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  let reached!: () => void;
  const done = new Promise<void>((resolve) => (reached = resolve));
  const subscription = store.subscribe({
    filter: { categories: [categoryName] },
    onEvent: (event) => {
      seen.push(event);
      if (seen.length >= count) reached();
    },
  });
  await Promise.race([done, subscription.done]);
  await subscription.stop();
  return seen;
}

/**
 * The deletion cases of the event log's encryption (R-10.8, ADR 0041), for every adapter:
 * what the wrapped store holds is sealed, a destroyed key reads back as `shredded` on every
 * read path, and a deletion completes by shredding where events cannot be rewritten.
 * `redaction`: whether the adapter rewrites live events (EventStoreDB: no).
 */
export function encryptedEventStoreConformance(
  adapter: string,
  open: EncryptedStoreFactory,
  capabilities: { redaction?: boolean } = {},
): void {
  describe(`encrypted EventStore, deletion cases: ${adapter}`, () => {
    let raw: EventStore;
    let keys: EventKeys;
    let store: EncryptingEventStore;
    beforeAll(async () => {
      ({ store: raw, keys } = await open());
      store = new EncryptingEventStore(raw, { keys });
    });
    afterAll(() => store.close());

    it('stores data and non-clear metadata sealed; reads them back whole; ids, types and clear metadata stay readable', async () => {
      const c = category();
      const words = secretWords();
      const event = said(words, { reason: words });
      await store.append(`${c}-1`, [event], { expected: 'no_stream' });

      const [read] = await store.readStream(`${c}-1`);
      expect(read).toMatchObject({ id: event.id, type: 'Said', data: { text: words }, metadata: event.metadata });
      expect(read.shredded).toBeUndefined();
      const [stored] = await raw.readStream(`${c}-1`);
      expect(isSealedData(stored.data)).toBe(true);
      expect(stored.metadata).toEqual({ workspaceId: 'ws-1', actor: 'user-1', occurredAt: '2026-01-01T00:00:00Z' });
      expect(text([await raw.readAll({ filter: { categories: [c] } })])).not.toContain(words.slice(8));
    });

    it('given a destroyed key, every read path returns the events as shredded, in place, without their content', async () => {
      const c = category();
      const words = secretWords();
      await store.append(`${c}-1`, [said(words), said(words)], { expected: 'no_stream' });
      const before = await store.readStream(`${c}-1`);

      await store.shred(`${c}-1`);

      for (const events of [
        await store.readStream(`${c}-1`),
        await store.readAll({ filter: { categories: [c] } }),
        await delivered(store, c, 2),
      ]) {
        expect(events.map((e) => [e.id, e.type, e.revision, e.position, e.shredded, e.data])).toEqual(
          before.map((e) => [e.id, e.type, e.revision, e.position, true, null]),
        );
        expect(events[0].metadata).toEqual({
          workspaceId: 'ws-1',
          actor: 'user-1',
          occurredAt: '2026-01-01T00:00:00Z',
        });
        expect(text(events)).not.toContain(words.slice(8));
      }
      // A shredded owner never gets a new key: nothing can be written under it again.
      await expect(store.append(`${c}-1`, [said('more')], { expected: 'any' })).rejects.toBeInstanceOf(StreamDeleted);
    });

    it('purging a stream destroys its key first: a copy of its events taken before no longer opens', async () => {
      const c = category();
      const words = secretWords();
      await store.append(`${c}-1`, [said(words)], { expected: 'no_stream' });
      const [copy] = await raw.readStream(`${c}-1`);
      const keyId = (copy.data as { $key: string }).$key;
      expect((await keys.byIds([keyId])).size).toBe(1);

      await store.purgeStream(`${c}-1`, { actor: 'user-1', reason: 'deleted', workspaceId: 'ws-1' });

      expect(await keys.isShredded(`${c}-1`)).toBe(true);
      expect((await keys.byIds([keyId])).size).toBe(0);
      await expect(store.readStream(`${c}-1`)).rejects.toBeInstanceOf(StreamDeleted);
      await expect(store.append(`${c}-1`, [said('again')], { expected: 'any' })).rejects.toBeInstanceOf(StreamDeleted);
    });

    it('a purge of a stream that does not exist destroys no key: the id can still be written', async () => {
      const id = `${category()}-none`;
      await expect(store.purgeStream(id)).rejects.toBeInstanceOf(StreamNotFound);
      expect(await keys.isShredded(id)).toBe(false);
      expect((await store.append(id, [said('first')], { expected: 'no_stream' })).nextRevision).toBe(0n);
    });

    it('a redaction of shredded events succeeds on every adapter: the deletion is complete without a rewrite', async () => {
      const c = category();
      const event = said(secretWords());
      await store.append(`${c}-1`, [event], { expected: 'no_stream' });
      await store.shred(`${c}-1`);
      await expect(store.redact(`${c}-1`, [{ eventId: event.id, data: { text: '' } }])).resolves.toBeUndefined();
      expect((await store.readStream(`${c}-1`))[0]).toMatchObject({ id: event.id, shredded: true, data: null });
    });

    if (capabilities.redaction ?? true) {
      it('a redaction of live events rewrites them sealed under their key', async () => {
        const c = category();
        const words = secretWords();
        const event = said(words);
        await store.append(`${c}-1`, [event], { expected: 'no_stream' });
        await store.redact(`${c}-1`, [{ eventId: event.id, data: { text: '' }, metadata: { redacted: true } }]);
        expect((await store.readStream(`${c}-1`))[0]).toMatchObject({
          data: { text: '' },
          metadata: { redacted: true },
        });
        const [stored] = await raw.readStream(`${c}-1`);
        expect(isSealedData(stored.data)).toBe(true);
        expect(text(stored)).not.toContain('redacted');
      });
    } else {
      it('a redaction of live events is still refused, and changes nothing', async () => {
        const c = category();
        const event = said('words');
        await store.append(`${c}-1`, [event], { expected: 'no_stream' });
        await expect(store.redact(`${c}-1`, [{ eventId: event.id, data: {} }])).rejects.toBeInstanceOf(
          RedactionUnsupported,
        );
        expect((await store.readStream(`${c}-1`))[0].data).toEqual({ text: 'words' });
      });
    }

    describe('a stream read again (a process keeps what it read, ADR 0096)', () => {
      // Another process's store over the same log and key store: what it changes, this one must see.
      let other: EncryptingEventStore;
      beforeAll(() => {
        other = new EncryptingEventStore(raw, { keys });
      });

      it('returns the events appended since, by this store or another, once each and in order', async () => {
        const id = `${category()}-1`;
        await store.append(id, [said('one'), said('two')], { expected: 'no_stream' });
        expect(await store.readStream(id)).toHaveLength(2);
        await other.append(id, [said('three')], { expected: 1n });
        await store.append(id, [said('four')], { expected: 2n });
        const reads = await Promise.all([1, 2, 3].map(() => store.readStream(id)));
        for (const events of [...reads, await store.readStream(id)]) {
          expect(events.map((e) => [e.revision, (e.data as { text: string }).text])).toEqual([
            [0n, 'one'],
            [1n, 'two'],
            [2n, 'three'],
            [3n, 'four'],
          ]);
          expect(events).toEqual(await other.readStream(id));
        }
        expect((await store.readStream(id, { fromRevision: 2n })).map((e) => e.revision)).toEqual([2n, 3n]);
        // A part of a stream this process never read (a command's cached fold asks for its tail).
        const fresh = new EncryptingEventStore(raw, { keys });
        expect((await fresh.readStream(id, { fromRevision: 3n })).map((e) => e.revision)).toEqual([3n]);
        expect(await fresh.readStream(id)).toEqual(await store.readStream(id));
      });

      it('gives every read its own objects: a reader that changes what it read changes nothing later reads get', async () => {
        const id = `${category()}-1`;
        await store.append(id, [said('kept words')], { expected: 'no_stream' });
        const [first] = await store.readStream(id);
        (first.data as { text: string }).text = 'changed by a reader';
        (first.metadata as Record<string, unknown>).title = 'changed';
        first.recordedAt.setTime(0);
        const [again] = await store.readStream(id);
        expect(again).toMatchObject({ data: { text: 'kept words' }, metadata: { title: 'kept words' } });
        expect(again.recordedAt.getTime()).not.toBe(0);
      });

      it('a key destroyed by another process: the stream read again is shredded', async () => {
        const id = `${category()}-1`;
        const words = secretWords();
        await store.append(id, [said(words)], { expected: 'no_stream' });
        await store.readStream(id);
        await other.shred(id);
        const [read] = await store.readStream(id);
        expect(read).toMatchObject({ shredded: true, data: null });
        expect(text(read)).not.toContain(words.slice(8));
      });

      it('a stream purged by another process is refused when read again', async () => {
        const id = `${category()}-1`;
        await store.append(id, [said('words')], { expected: 'no_stream' });
        await store.readStream(id);
        await other.purgeStream(id);
        await expect(store.readStream(id)).rejects.toBeInstanceOf(StreamDeleted);
      });

      if (capabilities.redaction ?? true)
        it('an event redacted by another process reads back redacted', async () => {
          const id = `${category()}-1`;
          const words = secretWords();
          const event = said(words);
          await store.append(id, [said('before'), event, said('after')], { expected: 'no_stream' });
          await store.readStream(id);
          await other.redact(id, [{ eventId: event.id, data: { text: '' }, metadata: { redacted: true } }]);
          const events = await store.readStream(id);
          expect(events[1]).toMatchObject({ id: event.id, data: { text: '' }, metadata: { redacted: true } });
          expect(events.map((e) => (e.data as { text: string }).text)).toEqual(['before', '', 'after']);
          expect(text(events)).not.toContain(words.slice(8));
        });
    });

    it('an event at the clear size limit fits once sealed; one byte more is refused before sealing', async () => {
      const c = category();
      const text = (size: number) => ({ id: randomUUID(), type: 'Big', data: 'x'.repeat(size - 2) });
      // data is a JSON string of `size` bytes; metadata `{}` is 2 more.
      const limit = DEFAULT_MAX_EVENT_BYTES;
      await store.append(`${c}-1`, [text(limit - 2)], { expected: 'no_stream' });
      expect(((await store.readStream(`${c}-1`))[0].data as string).length).toBe(limit - 4);
      await expect(store.append(`${c}-1`, [text(limit - 1)], { expected: 0n })).rejects.toBeInstanceOf(EventTooLarge);
    });

    it('system streams stay in clear: the purge records name the stream, never its content', async () => {
      const c = category();
      const words = secretWords();
      await store.append(`${c}-1`, [said(words)], { expected: 'no_stream' });
      await store.purgeStream(`${c}-1`, { workspaceId: 'ws-1' });
      const purges = await raw.readStream('$purges', { direction: 'backwards', maxCount: 20 });
      const record = purges.find((e) => (e.data as { streamId?: string }).streamId === `${c}-1`);
      expect(record).toMatchObject({ type: 'StreamPurged', metadata: { workspaceId: 'ws-1' } });
      expect(text(record)).not.toContain(words.slice(8));
    });
  });
}
