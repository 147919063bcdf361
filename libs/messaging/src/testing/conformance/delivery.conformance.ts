import { UnknownGroup, UnknownTopic } from '../../errors';
import { InvalidCatalog } from '../../errors';
import { MessageHeaders } from '../../headers';
import { message, on, type ReceivedMessage } from '../../message-bus';
import {
  type ConformanceContext,
  fixture,
  note,
  type Note,
  NoteTaken,
  recorder,
  settle,
  subscribe,
  waitUntil,
} from './fixtures';

/** Provisioning, publishing, per-key order and consumer groups. */
export function deliveryConformance(ctx: ConformanceContext): void {
  describe('provisioning', () => {
    it('creates the catalog topics with the retry and dead-letter topics of each group, and reports drift without changing anything', async () => {
      const f = await fixture(ctx, { partitions: 2 });
      const [group] = f.groups;
      const again = await ctx.bus().provision({
        topics: [{ name: f.topic, partitions: 2 }],
        groups: [{ name: group, topics: [f.topic], retry: { maxAttempts: 3 } }],
      });
      expect(again.created).toEqual([]);
      expect(again.existing.sort()).toEqual([f.topic, `${group}.dlq`, `${group}.retry.1`, `${group}.retry.2`].sort());
      expect(again.drift).toEqual([]);
      const changed = await ctx.bus().provision({ topics: [{ name: f.topic, partitions: 5, retentionMs: 3_600_000 }] });
      expect(changed.drift).toEqual([
        { topic: f.topic, setting: 'partitions', declared: '5', actual: '2' },
        { topic: f.topic, setting: 'retention.ms', declared: '3600000', actual: String(7 * 24 * 3_600_000) },
      ]);
      const [published] = await ctx.bus().publish(note(f.topic, 'k', 1));
      expect(published.partition).toBeLessThan(2);
    });

    it('refuses a badly named catalog, an unknown topic and an unknown group', async () => {
      await expect(ctx.bus().provision({ topics: [{ name: 'NotAGoodName', partitions: 1 }] })).rejects.toBeInstanceOf(
        InvalidCatalog,
      );
      await expect(
        ctx.bus().provision({ topics: [], groups: [{ name: 'g', topics: ['nobody.declared.v1'] }] }),
      ).rejects.toBeInstanceOf(InvalidCatalog);
      await expect(ctx.bus().publish(note('nobody.declared.v1', 'k', 1))).rejects.toBeInstanceOf(UnknownTopic);
      await expect(ctx.bus().subscribe({ group: 'nobody-declared', handlers: [] })).rejects.toBeInstanceOf(
        UnknownGroup,
      );
    });
  });

  describe('publish and deliver', () => {
    it('delivers a keyed message decoded, with its envelope headers and its place in the topic', async () => {
      const f = await fixture(ctx);
      const seen: ReceivedMessage<Note>[] = [];
      await subscribe(ctx, f.groups[0], [on(NoteTaken, recorder(seen))]);
      const outgoing = message(
        NoteTaken,
        { key: 'task-1', seq: 1 },
        {
          topic: f.topic,
          key: 'task-1',
          id: 'msg-1',
          correlationId: 'corr-1',
          causationId: 'cause-1',
          traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
          headers: { 'x-tenant': 'w1' },
        },
      );
      const [published] = await ctx.bus().publish(outgoing);
      await waitUntil(ctx, 'the message', () => seen.length === 1);
      const [m] = seen;
      expect(m).toMatchObject({
        id: 'msg-1',
        type: 'NoteTaken',
        key: 'task-1',
        payload: { key: 'task-1', seq: 1 },
        topic: f.topic,
        partition: published.partition,
        offset: published.offset,
        attempt: 1,
        correlationId: 'corr-1',
        causationId: 'cause-1',
        traceparent: outgoing.traceparent,
      });
      expect(m.headers).toMatchObject({
        'x-tenant': 'w1',
        [MessageHeaders.id]: 'msg-1',
        [MessageHeaders.type]: 'NoteTaken',
      });
      expect(Math.abs(m.publishedAt.getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('keeps the order of each key, each key on one partition', async () => {
      const f = await fixture(ctx, { partitions: 3 });
      const seen: ReceivedMessage<Note>[] = [];
      await subscribe(ctx, f.groups[0], [on(NoteTaken, recorder(seen))], 3);
      const keys = ['order-a', 'order-b', 'order-c', 'order-d'];
      const published = await ctx
        .bus()
        .publish(Array.from({ length: 40 }, (_, i) => note(f.topic, keys[i % 4], Math.floor(i / 4))));
      for (const key of keys)
        expect(new Set(published.filter((_, i) => i % 4 === keys.indexOf(key)).map((p) => p.partition)).size).toBe(1);
      await waitUntil(ctx, '40 messages', () => seen.length === 40);
      for (const key of keys)
        expect(seen.filter((m) => m.key === key).map((m) => m.payload.seq)).toEqual([...Array(10).keys()]);
    });

    it('gives every group every message once, and members of no other group', async () => {
      const f = await fixture(ctx, { groups: 2 });
      const [first, second]: ReceivedMessage<Note>[][] = [[], []];
      await subscribe(ctx, f.groups[0], [on(NoteTaken, recorder(first))]);
      await subscribe(ctx, f.groups[1], [on(NoteTaken, recorder(second))]);
      const published = await ctx.bus().publish(Array.from({ length: 10 }, (_, i) => note(f.topic, `k${i}`, i)));
      await waitUntil(ctx, 'both groups', () => first.length >= 10 && second.length >= 10);
      await settle();
      const ids = published.map((p) => p.id).sort();
      expect(first.map((m) => m.id).sort()).toEqual(ids);
      expect(second.map((m) => m.id).sort()).toEqual(ids);
    });
  });
}
