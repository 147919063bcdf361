import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { migrateInbox, onceHandler } from '../../inbox';
import { type MessageBus, on, type ReceivedMessage } from '../../message-bus';
import { collectingLogger } from '../../testing';
import {
  createEffectsTable,
  deferred,
  effects,
  note,
  type Note,
  NoteTaken,
  recordEffect,
  settle,
  waitUntil,
} from '../../testing/conformance/fixtures';
import { openKafkaMessageBus } from '../kafka-message-bus';
import { KAFKA_TEST_TUNING } from '../kafka-test-tuning';

const repoRoot = resolve(__dirname, '../../../../..');

/** Kafka only: group-session behaviour the in-process bus has no counterpart for. */
export function kafkaMemberTests(): void {
  describe('Kafka group member (real broker)', () => {
    let bus: MessageBus;
    let sql: SqlClient;

    beforeAll(async () => {
      sql = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' });
      await migrateInbox(sql);
      await createEffectsTable(sql);
      bus = await openKafkaMessageBus({
        brokers: process.env.TEST_KAFKA_BROKERS!.split(','),
        clientId: 'lomo-survivor',
        logger: collectingLogger([]),
        ...KAFKA_TEST_TUNING,
      });
    });

    afterAll(async () => {
      await bus.close();
      await sql.close();
    });

    /**
     * The conformance suite's "killed mid-batch" closes the member without committing; here the member
     * is a real process killed with SIGKILL, so it never leaves the group. The broker evicts it
     * after its session timeout (6 s, the broker's minimum), the survivor gets its partitions
     * and the uncommitted message again, and the inbox turns that into no second effect.
     */
    it('killed with SIGKILL mid-batch: what it did not commit is redelivered, each effect applied once', async () => {
      const id = `c${randomUUID().slice(0, 8)}`;
      const [topic, group, consumer] = [`${id}.note.v1`, `${id}-crash`, `${id}-crash:notes`];
      await bus.provision({ topics: [{ name: topic, partitions: 2 }], groups: [{ name: group, topics: [topic] }] });
      await bus.publish(Array.from({ length: 20 }, (_, i) => note(topic, `task-${i % 5}`, i)));

      const { NODE_OPTIONS: _jestOptions, ...env } = process.env;
      const child = spawn(
        process.execPath,
        ['-r', '@swc-node/register', 'libs/messaging/src/kafka/testing/crashing-member.process.ts'],
        {
          cwd: repoRoot,
          env: {
            ...env,
            BROKERS: process.env.TEST_KAFKA_BROKERS,
            DATABASE_URL: process.env.TEST_DATABASE_URL,
            TOPIC: topic,
            GROUP: group,
            CONSUMER: consumer,
            KILL_AFTER: '5',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      try {
        const lastOfKilled = await new Promise<string>((resolveId, reject) => {
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const match = /effect-committed (\S+)\n/.exec(output);
            if (match) resolveId(match[1]);
          });
          child.once('exit', (code) => reject(new Error(`member exited early (${code})`)));
        });
        child.kill('SIGKILL');
        await once(child, 'exit');

        const seen: string[] = [];
        const survivor = await bus.subscribe({
          group,
          handlers: [
            on(NoteTaken, async (m: ReceivedMessage<Note>, context) => {
              seen.push(m.id);
              await onceHandler<Note>(sql, consumer, (tx, n) => recordEffect(tx, consumer, n, 'survivor'))(m, context);
            }),
          ],
        });
        await waitUntil({ timeoutMs: 30_000 }, '20 effects', async () => (await effects(sql, consumer)).length >= 20);
        await settle();
        const applied = await effects(sql, consumer);
        expect(applied).toHaveLength(20);
        expect(new Set(applied.map((e) => e.message_id)).size).toBe(20);
        expect(seen).toContain(lastOfKilled);
        expect(applied.find((e) => e.message_id === lastOfKilled)?.member).toBe('killed');
        await survivor.close();
      } finally {
        child.kill('SIGKILL');
      }
    }, 60_000);

    /**
     * Commits are batched (one per fetched batch, off the fetch path): a member that dies
     * after handling part of a batch must not have committed past the first message it did
     * not handle, and the next member must get that message and everything after it, in order.
     */
    it('killed after handling 4 of a fetched batch: no commit passes the 5th, the next member gets the rest in order', async () => {
      const id = `c${randomUUID().slice(0, 8)}`;
      const [topic, group] = [`${id}.note.v1`, `${id}-partial`];
      await bus.provision({ topics: [{ name: topic, partitions: 1 }], groups: [{ name: group, topics: [topic] }] });
      // Published before anyone consumes: the member fetches them as one batch.
      await bus.publish(Array.from({ length: 10 }, (_, i) => note(topic, 'task-p', i)));
      const committed = async () => Number((await bus.lag(group))[0].committed);
      const hanging = deferred();
      const handled: number[] = [];
      const dying = await bus.subscribe({
        group,
        handlers: [
          on(NoteTaken, async (m: ReceivedMessage<Note>, context) => {
            if (m.payload.seq < 4) return void handled.push(m.payload.seq);
            hanging.resolve();
            await new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }));
            throw new Error('killed');
          }),
        ],
      });
      await hanging.promise;
      await settle(500);
      expect(handled).toEqual([0, 1, 2, 3]);
      expect(await committed()).toBeLessThanOrEqual(4);
      await dying.close({ timeoutMs: 0 });
      const start = await committed();
      expect(start).toBeLessThanOrEqual(4);

      const seen: number[] = [];
      const next = await bus.subscribe({
        group,
        handlers: [on(NoteTaken, async (m: ReceivedMessage<Note>) => void seen.push(m.payload.seq))],
      });
      await waitUntil({ timeoutMs: 20_000 }, 'the rest', () => seen.includes(9));
      await settle();
      expect(seen).toEqual(Array.from({ length: 10 - start }, (_, i) => start + i));
      await next.close();
    }, 40_000);

    it('keeps its partitions through a handler longer than the session timeout, by heartbeating while it runs', async () => {
      const id = `c${randomUUID().slice(0, 8)}`;
      const [topic, group] = [`${id}.note.v1`, `${id}-slow`];
      await bus.provision({ topics: [{ name: topic, partitions: 1 }], groups: [{ name: group, topics: [topic] }] });
      const calls: number[] = [];
      const subscription = await bus.subscribe({
        group,
        handlers: [
          on(NoteTaken, async (m: ReceivedMessage<Note>) => {
            calls.push(m.payload.seq);
            // Longer than sessionTimeout (6 s): without heartbeats the broker would evict the
            // member, its commit would fail and the message would be delivered again.
            if (m.payload.seq === 0) await sleep(7_000);
          }),
        ],
      });
      await bus.publish([note(topic, 'slow', 0), note(topic, 'slow', 1)]);
      await waitUntil({ timeoutMs: 20_000 }, 'both messages', () => calls.length >= 2);
      await waitUntil({ timeoutMs: 5_000 }, 'lag 0', async () => (await bus.lag(group)).every((p) => p.lag === 0));
      await settle(500);
      expect(calls).toEqual([0, 1]);
      await subscription.close();
    }, 30_000);
  });
}
