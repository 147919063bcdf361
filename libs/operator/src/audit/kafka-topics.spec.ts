import { TOPICS } from '@lomo/messaging';
import { LOMO_KAFKA_TOPICS, lomoKafkaTopics } from './kafka-topics';

describe('lomoKafkaTopics', () => {
  it("given a namespace, then it matches that deployment's topics and no other's", () => {
    const topics = lomoKafkaTopics('prod-eu');
    expect(topics.test(`prod-eu.${TOPICS.taskRuntime.task}`)).toBe(true);
    expect(topics.test('prod-eu.billing.task.v1.retry-1')).toBe(true);
    expect(topics.test(TOPICS.taskRuntime.task)).toBe(false);
    expect(topics.test(`staging.${TOPICS.taskRuntime.task}`)).toBe(false);
  });

  it('given none, then the catalog names as they are', () => {
    expect(lomoKafkaTopics()).toBe(LOMO_KAFKA_TOPICS);
    expect(LOMO_KAFKA_TOPICS.test(TOPICS.memory.memory)).toBe(true);
    expect(LOMO_KAFKA_TOPICS.test(`prod-eu.${TOPICS.memory.memory}`)).toBe(false);
  });
});
