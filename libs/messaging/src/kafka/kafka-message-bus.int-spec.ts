import { openSqlClient } from '@lomo/database';
import { messageBusConformance } from '../testing/message-bus.conformance';
import { openKafkaMessageBus } from './kafka-message-bus';
import { KAFKA_TEST_TUNING } from './kafka-test-tuning';
import { brokerRestartTests } from './testing/broker-restart.tests';
import { kafkaMemberTests } from './testing/kafka-member.tests';

// One file, so Jest runs all of it in order in one worker: the broker restart comes last,
// and no other messaging test is connected to the broker while it is away.
messageBusConformance('Kafka (real broker; inbox on PostgreSQL)', {
  openBus: (logger) =>
    openKafkaMessageBus({
      brokers: process.env.TEST_KAFKA_BROKERS!.split(','),
      clientId: 'lomo-conformance',
      logger,
      ...KAFKA_TEST_TUNING,
    }),
  openSql: () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' }),
});
kafkaMemberTests();
brokerRestartTests();
