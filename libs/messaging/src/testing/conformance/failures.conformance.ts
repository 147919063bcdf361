import { RejectMessage } from '../../errors';
import { MessageHeaders as H } from '../../headers';
import { on, type ReceivedMessage } from '../../message-bus';
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

const H_DLQ = [H.deadLetterReason, H.deadLetterError, H.deadLetterGroup, H.deadLetterAttempts] as const;

/** Handler failures, retries through retry topics, dead letters, undecodable and unknown messages. */
export function failuresConformance(ctx: ConformanceContext): void {
  describe('handler failures', () => {
    it('redelivers a message whose handler threw through the retry topic, after the backoff, without holding up its key', async () => {
      const f = await fixture(ctx);
      const seen: ReceivedMessage<Note>[] = [];
      const at: number[] = [];
      await subscribe(ctx, f.groups[0], [
        on(
          NoteTaken,
          recorder(seen, async (m) => {
            at.push(Date.now());
            if (m.payload.seq === 1 && m.attempt === 1) throw new Error('crashed on first delivery');
          }),
        ),
      ]);
      const [first] = await ctx.bus().publish([note(f.topic, 'task-7', 1), note(f.topic, 'task-7', 2)]);
      await waitUntil(ctx, 'the redelivery', () => seen.length === 3);
      expect(seen.map((m) => [m.payload.seq, m.attempt])).toEqual([
        [1, 1],
        [2, 1],
        [1, 2],
      ]);
      const retry = seen[2];
      expect(retry).toMatchObject({
        id: first.id,
        topic: f.topic,
        partition: first.partition,
        offset: first.offset,
        key: 'task-7',
      });
      expect(retry.headers[H.lastError]).toContain('crashed on first delivery');
      expect(at[2] - at[0]).toBeGreaterThanOrEqual(90);
      await settle();
      expect(seen).toHaveLength(3);
    });

    it('dead-letters a message after maxAttempts failures, spaced by the backoff, with the reason in its headers', async () => {
      const f = await fixture(ctx, { retry: { maxAttempts: 3, initialDelayMs: 100, multiplier: 2 } });
      const [group] = f.groups;
      const at: number[] = [];
      await subscribe(ctx, group, [
        on(NoteTaken, async (m) => {
          at.push(Date.now());
          throw new Error(`boom on attempt ${m.attempt}`);
        }),
      ]);
      const [published] = await ctx.bus().publish(note(f.topic, 'task-8', 1));
      const dead = await f.deadLetters(group);
      await waitUntil(ctx, 'the dead letter', () => dead.length === 1);
      expect(at).toHaveLength(3);
      expect(at[1] - at[0]).toBeGreaterThanOrEqual(90);
      expect(at[2] - at[1]).toBeGreaterThanOrEqual(190);
      const [letter] = dead;
      expect(letter).toMatchObject({ id: published.id, type: 'NoteTaken', key: 'task-8', topic: `${group}.dlq` });
      expect(Object.fromEntries(H_DLQ.map((h) => [h, letter.headers[h]]))).toEqual({
        [H.deadLetterReason]: 'handler_failed',
        [H.deadLetterError]: 'Error: boom on attempt 3',
        [H.deadLetterGroup]: group,
        [H.deadLetterAttempts]: '3',
      });
      expect(letter.headers).toMatchObject({
        [H.originalTopic]: f.topic,
        [H.originalPartition]: String(published.partition),
        [H.originalOffset]: published.offset,
      });
      expect(NoteTaken.decode(letter.payload)).toEqual({ key: 'task-8', seq: 1 });
      await settle();
      expect(at).toHaveLength(3);
    });

    it('dead-letters at once, without retries, a message the handler rejects', async () => {
      const f = await fixture(ctx);
      let calls = 0;
      await subscribe(ctx, f.groups[0], [
        on(NoteTaken, async () => {
          calls++;
          throw new RejectMessage('task does not exist');
        }),
      ]);
      await ctx.bus().publish(note(f.topic, 'task-9', 1));
      const dead = await f.deadLetters(f.groups[0]);
      await waitUntil(ctx, 'the dead letter', () => dead.length === 1);
      expect(dead[0].headers).toMatchObject({ [H.deadLetterReason]: 'rejected', [H.deadLetterAttempts]: '1' });
      expect(calls).toBe(1);
    });
  });

  describe('messages a handler cannot take', () => {
    it('sends a message that does not decode straight to the DLQ, and goes on with the next', async () => {
      const f = await fixture(ctx);
      const seen: ReceivedMessage<Note>[] = [];
      await subscribe(ctx, f.groups[0], [on(NoteTaken, recorder(seen))]);
      const [bad] = await ctx
        .bus()
        .publish([
          { topic: f.topic, key: 'k', type: 'NoteTaken', value: Buffer.from('{not json') },
          note(f.topic, 'k', 2),
        ]);
      const dead = await f.deadLetters(f.groups[0]);
      await waitUntil(ctx, 'the dead letter and the next message', () => dead.length === 1 && seen.length === 1);
      expect(seen[0].payload.seq).toBe(2);
      expect(dead[0]).toMatchObject({ id: bad.id, type: 'NoteTaken' });
      expect(dead[0].headers).toMatchObject({ [H.deadLetterReason]: 'decode_failed', [H.deadLetterAttempts]: '1' });
      expect(dead[0].headers[H.deadLetterError]).toMatch(/SyntaxError/);
      expect(Buffer.from(dead[0].payload).toString()).toBe('{not json');
    });

    it('logs and parks a message of an unknown type, and goes on with the next', async () => {
      const f = await fixture(ctx);
      const seen: ReceivedMessage<Note>[] = [];
      await subscribe(ctx, f.groups[0], [on(NoteTaken, recorder(seen))]);
      const [unknown] = await ctx
        .bus()
        .publish([
          { topic: f.topic, key: 'k', type: 'SomethingElse', value: Buffer.from('{}') },
          note(f.topic, 'k', 2),
        ]);
      const dead = await f.deadLetters(f.groups[0]);
      await waitUntil(ctx, 'the parked message and the next one', () => dead.length === 1 && seen.length === 1);
      expect(dead[0]).toMatchObject({ id: unknown.id, type: 'SomethingElse' });
      expect(dead[0].headers).toMatchObject({ [H.deadLetterReason]: 'unknown_type', [H.deadLetterAttempts]: '1' });
      expect(
        ctx.logs.some(
          (line) =>
            line.level === 'warn' && line.context.type === 'SomethingElse' && line.context.reason === 'unknown_type',
        ),
      ).toBe(true);
    });
  });
}
