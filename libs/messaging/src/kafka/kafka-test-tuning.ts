import type { KafkaMessageBusOptions } from './kafka-message-bus';

/**
 * Consumer timing for tests against the local broker: fast heartbeats so members notice a
 * rebalance within a fraction of a second, the broker's minimum session timeout, short
 * fetch waits so pause/close/retry due-times act quickly, few request retries.
 */
export const KAFKA_TEST_TUNING: Pick<KafkaMessageBusOptions, 'consumer' | 'retry'> = {
  consumer: { sessionTimeout: 6_000, rebalanceTimeout: 6_000, heartbeatInterval: 200, maxWaitTimeInMs: 100 },
  retry: { retries: 3, initialRetryTime: 100, maxRetryTime: 500 },
};
