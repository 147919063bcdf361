export * from './audit/deletion-leftovers';
export * from './audit/deletion-pending';
export * from './audit/audit-deletion';
export type * from './audit/store-leftover';
export { kafkaLeftovers, LOMO_KAFKA_TOPICS } from './audit/kafka-leftovers';
export { lomoKafkaTopics } from './audit/kafka-topics';
export { auditTargets, LOG_FILES_SETTING } from './audit/audit-targets';
