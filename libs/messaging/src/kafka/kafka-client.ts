import { Kafka, logLevel, type LogEntry, type RetryOptions } from 'kafkajs';
import type { MessagingLogger } from '../logger';

/** Group-membership timing of Kafka consumers; tests lower it to join and rebalance fast. */
export interface KafkaConsumerTuning {
  /**
   * How long the broker keeps a silent member before removing it, in ms. The broker's
   * `group.min.session.timeout.ms` (6000 by default) is the floor. @default 30000
   */
  sessionTimeout?: number;
  /** How long the coordinator waits for members to rejoin during a rebalance, in ms. @default 60000 */
  rebalanceTimeout?: number;
  /** Heartbeat period, also while a handler runs; a rebalance is noticed within it. @default 3000 */
  heartbeatInterval?: number;
  /**
   * Longest a fetch waits for data, in ms. New data answers a waiting fetch at once, so this
   * bounds only how fast pause, resume, retry due-times and close take effect. @default 500
   */
  maxWaitTimeInMs?: number;
}

export type ResolvedTuning = Required<KafkaConsumerTuning>;

export const DEFAULT_TUNING: ResolvedTuning = {
  sessionTimeout: 30_000,
  rebalanceTimeout: 60_000,
  heartbeatInterval: 3_000,
  maxWaitTimeInMs: 500,
};

/**
 * Retries of kafkajs's own requests (metadata, fetch, commit) before a consumer crashes and
 * restarts itself from its committed offsets. @default { retries: 5, initialRetryTime: 100, maxRetryTime: 2000 }
 */
export const DEFAULT_CLIENT_RETRY: RetryOptions = { retries: 5, initialRetryTime: 100, maxRetryTime: 2_000 };

/** Connection retries of the producer's client: roughly 30 s of an unreachable broker before a publish fails. */
export const DEFAULT_PUBLISH_RETRY: RetryOptions = { retries: 30, initialRetryTime: 100, maxRetryTime: 1_000 };

/** A kafkajs client that logs WARN and above through the bus's logger instead of the console. */
export function createKafkaClient(
  brokers: readonly string[],
  clientId: string,
  logger: MessagingLogger,
  retry: RetryOptions,
): Kafka {
  return new Kafka({
    clientId,
    brokers: [...brokers],
    retry,
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ namespace, level, log }: LogEntry) => {
        const { message, timestamp: _timestamp, logger: _name, ...context } = log;
        const entry = { kafkajs: namespace, ...context };
        if (level === logLevel.ERROR) logger.error(entry, message);
        else if (level === logLevel.WARN) logger.warn(entry, message);
        else logger.info(entry, message);
      },
  });
}
