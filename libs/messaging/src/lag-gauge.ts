import { Gauge, type Registry } from 'prom-client';
import type { MessageBus } from './message-bus';

/**
 * Registers `lomo_messaging_consumer_lag{group,topic,partition}`, read from the bus at each
 * scrape (no background polling). A group whose lag cannot be read keeps no series for that
 * scrape rather than failing the whole /metrics response.
 */
export function registerLagGauge(
  registry: Registry,
  bus: MessageBus,
  groups: readonly string[],
): Gauge<'group' | 'topic' | 'partition'> {
  return new Gauge({
    name: 'lomo_messaging_consumer_lag',
    help: 'Messages a consumer group has not yet committed, per partition',
    labelNames: ['group', 'topic', 'partition'],
    registers: [registry],
    async collect() {
      this.reset();
      const results = await Promise.allSettled(groups.map(async (group) => ({ group, lag: await bus.lag(group) })));
      for (const result of results) {
        if (result.status !== 'fulfilled') continue;
        for (const { topic, partition, lag } of result.value.lag)
          this.set({ group: result.value.group, topic, partition: String(partition) }, lag);
      }
    },
  });
}
