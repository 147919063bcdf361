import { setTimeout as sleep } from 'node:timers/promises';
import { handleOnce, onceHandler } from '../../inbox';
import { on, type ReceivedMessage } from '../../message-bus';
import { partitionFor } from '../../partitioner';
import {
  type ConformanceContext,
  deferred,
  effects,
  fixture,
  note,
  type Note,
  NoteTaken,
  recordEffect,
  recorder,
  settle,
  subscribe,
  waitUntil,
} from './fixtures';

const totalLag = async (ctx: ConformanceContext, group: string) =>
  (await ctx.bus().lag(group)).reduce((sum, p) => sum + p.lag, 0);

/** Members joining, crashing, pausing and draining. */
export function membershipConformance(ctx: ConformanceContext): void {
  describe('group membership', () => {
    it('rebalances when a second member joins: nothing lost, no effect applied twice (inbox)', async () => {
      const f = await fixture(ctx, { partitions: 4 });
      const [group] = f.groups;
      const consumer = `${group}:notes`;
      const keys = Array.from({ length: 12 }, (_, i) => `task-${i}`);
      expect(new Set(keys.map((k) => partitionFor(f.topic, k, 4))).size).toBe(4);
      const member = (name: string) => [
        on(
          NoteTaken,
          onceHandler<Note>(ctx.sql(), consumer, async (tx, m) => {
            await recordEffect(tx, consumer, m, name);
            // Slow enough that the second member joins while the first is mid-stream.
            await sleep(20);
          }),
        ),
      ];
      await subscribe(ctx, group, member('a'));
      await ctx.bus().publish(Array.from({ length: 24 }, (_, i) => note(f.topic, keys[i % 12], i)));
      await waitUntil(ctx, 'a to start', async () => (await effects(ctx.sql(), consumer)).length >= 4);
      await subscribe(ctx, group, member('b'));
      await ctx.bus().publish(Array.from({ length: 24 }, (_, i) => note(f.topic, keys[i % 12], 24 + i)));
      await waitUntil(ctx, '48 effects', async () => (await effects(ctx.sql(), consumer)).length >= 48);
      await settle();
      const applied = await effects(ctx.sql(), consumer);
      expect(applied).toHaveLength(48);
      expect(new Set(applied.map((e) => e.message_id)).size).toBe(48);
      expect(applied.some((e) => e.member === 'b')).toBe(true);
      for (const key of keys) {
        const seqs = applied.filter((e) => e.key === key).map((e) => e.seq);
        expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      }
    });

    it('loses nothing and applies no effect twice when a member is killed mid-batch (inbox)', async () => {
      const f = await fixture(ctx, { partitions: 2 });
      const [group] = f.groups;
      const consumer = `${group}:notes`;
      await ctx.bus().publish(Array.from({ length: 20 }, (_, i) => note(f.topic, `task-${i % 5}`, i)));
      const killed = deferred<string>();
      let handled = 0;
      const a = await subscribe(ctx, group, [
        on(NoteTaken, async (m: ReceivedMessage<Note>, context) => {
          await handleOnce(ctx.sql(), consumer, m.id, (tx) => recordEffect(tx, consumer, m, 'a'));
          if (++handled < 5) return;
          // The process "dies" after its effect committed and before the offset did.
          killed.resolve(m.id);
          await new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }));
          throw new Error('killed');
        }),
      ]);
      const lastOfA = await killed.promise;
      await a.close({ timeoutMs: 0 });
      const redelivered: string[] = [];
      await subscribe(ctx, group, [
        on(NoteTaken, async (m: ReceivedMessage<Note>, context) => {
          redelivered.push(m.id);
          await onceHandler<Note>(ctx.sql(), consumer, (tx, n) => recordEffect(tx, consumer, n, 'b'))(m, context);
        }),
      ]);
      await waitUntil(ctx, '20 effects', async () => (await effects(ctx.sql(), consumer)).length >= 20);
      await settle();
      const applied = await effects(ctx.sql(), consumer);
      expect(applied).toHaveLength(20);
      expect(new Set(applied.map((e) => e.message_id)).size).toBe(20);
      expect(redelivered).toContain(lastOfA);
      expect(applied.find((e) => e.message_id === lastOfA)?.member).toBe('a');
    });
  });

  describe('flow control', () => {
    it('pauses and resumes delivery, the lag showing what waits', async () => {
      const f = await fixture(ctx);
      const [group] = f.groups;
      const seen: ReceivedMessage<Note>[] = [];
      const subscription = await subscribe(ctx, group, [on(NoteTaken, recorder(seen))]);
      subscription.pause();
      expect(subscription.paused).toBe(true);
      await ctx.bus().publish(Array.from({ length: 5 }, (_, i) => note(f.topic, `k${i}`, i)));
      await settle(600);
      expect(seen).toHaveLength(0);
      expect(await totalLag(ctx, group)).toBe(5);
      subscription.resume();
      await waitUntil(ctx, '5 messages after resume', () => seen.length === 5);
      await waitUntil(ctx, 'lag 0', async () => (await totalLag(ctx, group)) === 0);
    });

    it('drains on close: the running handler finishes and commits, nothing new starts, the rest goes to the next member', async () => {
      const f = await fixture(ctx, { partitions: 1 });
      const [group] = f.groups;
      const published = await ctx.bus().publish(Array.from({ length: 6 }, (_, i) => note(f.topic, 'task-d', i)));
      const started = deferred();
      const finished: number[] = [];
      const a = await subscribe(ctx, group, [
        on(NoteTaken, async (m: ReceivedMessage<Note>) => {
          started.resolve();
          await sleep(300);
          finished.push(m.payload.seq);
        }),
      ]);
      await started.promise;
      await a.close();
      expect(finished).toEqual([0]);
      const rest: ReceivedMessage<Note>[] = [];
      await subscribe(ctx, group, [on(NoteTaken, recorder(rest))]);
      await waitUntil(ctx, 'the 5 others', () => rest.length >= 5);
      await settle();
      expect(rest.map((m) => m.id)).toEqual(published.slice(1).map((p) => p.id));
    });
  });
}
