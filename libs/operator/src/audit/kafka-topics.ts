/** The catalog's services: each one's topics and its groups' retry and dead-letter topics start `<service>.`. */
const SERVICES = 'task-runtime|generation-gateway|workspace|billing|memory|router|gateway';

/** Lomo's topics and its groups' retry and dead-letter topics (`<service>.…`), on a broker with no namespace. */
export const LOMO_KAFKA_TOPICS = new RegExp(`^(${SERVICES})\\.`);

/**
 * The topics a deployment uses on its broker: with `KAFKA_NAMESPACE`, every name carries the
 * prefix `<namespace>.` (`brokerNames` in @lomo/messaging), so a pattern without it reads
 * none of them and an audit would call the deployment clean without reading a record.
 */
export function lomoKafkaTopics(namespace?: string): RegExp {
  if (!namespace) return LOMO_KAFKA_TOPICS;
  return new RegExp(`^${namespace.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(${SERVICES})\\.`);
}
