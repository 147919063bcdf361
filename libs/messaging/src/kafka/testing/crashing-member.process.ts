import { openSqlClient } from '@lomo/database';
import { handleOnce } from '../../inbox';
import { on } from '../../message-bus';
import { collectingLogger } from '../../testing';
import { NoteTaken, recordEffect } from '../../testing/conformance/fixtures';
import { openKafkaMessageBus } from '../kafka-message-bus';
import { KAFKA_TEST_TUNING } from '../kafka-test-tuning';

/**
 * A consumer-group member run as its own OS process by `kafka-member.tests.ts`: it
 * applies effects through the inbox and, after `KILL_AFTER` of them, prints the id of the
 * message whose effect committed but whose offset never will — then waits to be SIGKILLed.
 */
async function main(): Promise<void> {
  const { BROKERS, DATABASE_URL, TOPIC, GROUP, CONSUMER, KILL_AFTER } = process.env as Record<string, string>;
  const sql = await openSqlClient({ url: DATABASE_URL, pgliteDataDir: 'unused' });
  const bus = await openKafkaMessageBus({
    brokers: BROKERS.split(','),
    clientId: 'lomo-crashing-member',
    logger: collectingLogger([]),
    ...KAFKA_TEST_TUNING,
  });
  await bus.provision({ topics: [{ name: TOPIC, partitions: 2 }], groups: [{ name: GROUP, topics: [TOPIC] }] });
  let handled = 0;
  await bus.subscribe({
    group: GROUP,
    handlers: [
      on(NoteTaken, async (m) => {
        await handleOnce(sql, CONSUMER, m.id, (tx) => recordEffect(tx, CONSUMER, m, 'killed'));
        if (++handled < Number(KILL_AFTER)) return;
        process.stdout.write(`effect-committed ${m.id}\n`);
        await new Promise(() => undefined);
      }),
    ],
  });
}

void main();
