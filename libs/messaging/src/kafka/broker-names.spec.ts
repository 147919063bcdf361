import { brokerNames } from './broker-names';

describe('broker names (KAFKA_NAMESPACE)', () => {
  it('given no namespace, then the catalog names are the broker names', () => {
    const names = brokerNames(undefined);
    expect([names.toBroker('task-runtime.task.v1'), names.fromBroker('task-runtime.task.v1')]).toEqual([
      'task-runtime.task.v1',
      'task-runtime.task.v1',
    ]);
  });

  it('given a namespace, then every name is prefixed on the broker and comes back plain', () => {
    const names = brokerNames('e2e-1');
    expect(names.toBroker('task-runtime.retry.3')).toBe('e2e-1.task-runtime.retry.3');
    expect(names.fromBroker('e2e-1.task-runtime.retry.3')).toBe('task-runtime.retry.3');
    expect(names.fromBroker('other.task-runtime.retry.3')).toBe('other.task-runtime.retry.3');
  });
});
