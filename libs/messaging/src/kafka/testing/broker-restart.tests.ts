import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { migrateInbox, onceHandler } from '../../inbox';
import { type MessageBus, on, type Subscription } from '../../message-bus';
import { collectingLogger, type LogLine } from '../../testing';
import {
  createEffectsTable,
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

const run = promisify(execFile);
const repoRoot = resolve(__dirname, '../../../../..');
const services = (...args: string[]) =>
  run('bash', ['scripts/services.sh', ...args], { cwd: repoRoot, timeout: 180_000 });

/**
 * Kafka only: the real broker is stopped (controlled shutdown) and started again while a
 * producer publishes and a consumer group consumes. Publishing blocks while the broker is
 * away and completes once it is back; the consumer restarts itself from its committed
 * offsets. With the inbox, every message has exactly one effect.
 */
export function brokerRestartTests(): void {
  describe('Kafka bus across a broker restart', () => {
    const logs: LogLine[] = [];
    let bus: MessageBus;
    let sql: SqlClient;
    let subscription: Subscription | undefined;

    beforeAll(async () => {
      sql = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' });
      await migrateInbox(sql);
      await createEffectsTable(sql);
      bus = await openKafkaMessageBus({
        brokers: process.env.TEST_KAFKA_BROKERS!.split(','),
        clientId: 'lomo-restart',
        logger: collectingLogger(logs),
        ...KAFKA_TEST_TUNING,
        // A loaded machine can take half a minute to start the broker: publishers wait it out.
        publishRetry: { retries: 200, initialRetryTime: 100, maxRetryTime: 1_000 },
      });
    });

    afterAll(async () => {
      // Whatever happened above, leave the broker running for everyone else.
      await services('up', 'kafka');
      await subscription?.close({ timeoutMs: 1_000 });
      await bus.close();
      await sql.close();
    });

    it('recovers after the broker is restarted mid-stream: nothing lost, no effect twice', async () => {
      const id = `c${randomUUID().slice(0, 8)}`;
      const topic = `${id}.note.v1`;
      const group = `${id}-restart`;
      const consumer = `${group}:notes`;
      await bus.provision({ topics: [{ name: topic, partitions: 3 }], groups: [{ name: group, topics: [topic] }] });
      subscription = await bus.subscribe({
        group,
        handlers: [
          on(
            NoteTaken,
            onceHandler<Note>(sql, consumer, async (tx, m) => {
              await recordEffect(tx, consumer, m, 'only');
              // The second batch is still being consumed when the broker goes down.
              if (m.payload.seq >= 30 && m.payload.seq < 60) await sleep(100);
            }),
          ),
        ],
      });
      const batch = (from: number) =>
        Array.from({ length: 30 }, (_, i) => note(topic, `task-${(from + i) % 7}`, from + i));
      const ctx = { timeoutMs: 90_000 };

      await bus.publish(batch(0));
      await waitUntil(ctx, 'the first 30 effects', async () => (await effects(sql, consumer)).length >= 30);
      await bus.publish(batch(30));
      try {
        await services('down', 'kafka');
        // Sent while the broker is down: resolves only once it is back and has the messages.
        const whileDown = bus.publish(batch(60));
        await services('up', 'kafka');
        await whileDown;
      } finally {
        await services('up', 'kafka');
      }
      await bus.publish(batch(90));

      await waitUntil(ctx, '120 effects', async () => (await effects(sql, consumer)).length >= 120);
      await settle(1_000);
      const applied = await effects(sql, consumer);
      expect(applied).toHaveLength(120);
      expect(new Set(applied.map((e) => e.seq))).toEqual(new Set(Array.from({ length: 120 }, (_, i) => i)));
    }, 240_000);
  });
}
