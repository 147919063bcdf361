import { Registry } from 'prom-client';
import { InProcessMessageBus } from './in-process/in-process-message-bus';
import { registerLagGauge } from './lag-gauge';
import { jsonMessageType } from './message-type';
import { message } from './message-bus';
import { collectingLogger } from './testing';

describe('consumer lag gauge', () => {
  it('exposes the lag of each group per partition at scrape time, skipping groups it cannot read', async () => {
    const bus = new InProcessMessageBus({ logger: collectingLogger([]) });
    await bus.provision({
      topics: [{ name: 'router.task.v1', partitions: 1 }],
      groups: [{ name: 'task-runtime', topics: ['router.task.v1'], retry: { maxAttempts: 2 } }],
    });
    const woken = jsonMessageType<{ taskId: string }>('TaskWoken');
    await bus.publish(
      ['t1', 't2', 't3'].map((taskId) => message(woken, { taskId }, { topic: 'router.task.v1', key: taskId })),
    );
    const registry = new Registry();
    registerLagGauge(registry, bus, ['task-runtime', 'not-provisioned']);
    const text = await registry.metrics();
    expect(text).toContain('lomo_messaging_consumer_lag{group="task-runtime",topic="router.task.v1",partition="0"} 3');
    expect(text).toContain(
      'lomo_messaging_consumer_lag{group="task-runtime",topic="task-runtime.retry.1",partition="0"} 0',
    );
    expect(text).not.toContain('not-provisioned');
  });
});
