import type { StoredReceipt } from './deletion-receipts';
import { OWN_STEPS, receiptView } from './deletion-receipt.view';
import type { DeletionStep } from './deletion-steps';

const CONSUMERS = ['billing', 'router'];
const at = '2026-12-03T10:00:00.000Z';
const taskReceipt = (steps: StoredReceipt['steps'] = []): StoredReceipt => ({
  receiptId: 'r-1',
  workspaceId: 'ws',
  kind: 'task',
  requestedAt: at,
  taskKeys: ['k1'],
  steps,
});
const step = (consumer: string, state: DeletionStep['state'], reason?: string): DeletionStep => ({
  taskKey: 'k1',
  consumer,
  state,
  attempts: 1,
  updatedAt: at,
  ...(reason ? { reason } : {}),
});
const states = (view: ReturnType<typeof receiptView>) =>
  Object.fromEntries(view.services.map((s) => [s.service, s.reason ? `${s.state}: ${s.reason}` : s.state]));

describe('a deletion receipt, from what each service recorded (ADR 0051)', () => {
  it('given the stream purged and one consumer done, then the other consumer and the Kafka key are pending', () => {
    const view = receiptView(
      taskReceipt([{ step: 'task-runtime', state: 'done', updatedAt: at }]),
      [step('router', 'done')],
      new Set(),
      CONSUMERS,
    );
    expect(view.state).toBe('pending');
    expect(states(view)).toEqual({
      'task-runtime': 'done',
      billing: 'pending',
      router: 'done',
      'kafka-keys': 'pending',
    });
  });

  it('given a consumer whose last attempt failed, then the receipt is failed and names the error, not what it was about', () => {
    const view = receiptView(
      taskReceipt([{ step: 'task-runtime', state: 'done', updatedAt: at }]),
      [step('router', 'done'), step('billing', 'failed', 'RedactionUnsupported')],
      new Set(),
      CONSUMERS,
    );
    expect(view.state).toBe('failed');
    expect(states(view).billing).toBe('failed: RedactionUnsupported');
  });

  it('given every consumer done and the key destroyed, then it is done', () => {
    const view = receiptView(
      taskReceipt([{ step: 'task-runtime', state: 'done', updatedAt: at }]),
      [step('router', 'done'), step('billing', 'done')],
      new Set(['k1']),
      CONSUMERS,
    );
    expect(view).toMatchObject({ state: 'done', tasks: 1 });
  });

  it('given a person erasure whose own steps have not run, then nothing is done, not even the cascades of no task', () => {
    const view = receiptView({ ...taskReceipt(), kind: 'person', taskKeys: [] }, [], new Set(), CONSUMERS);
    expect(view.state).toBe('pending');
    expect(view.services.every((s) => s.state === 'pending')).toBe(true);
    expect(view.services.map((s) => s.service)).toEqual([
      'task-runtime',
      'task-runtime:messages',
      'memory:memories',
      'router:main-thread',
      'gateway:credentials',
      'gateway:idempotency',
      'gateway:api-keys',
      'billing',
      'router',
      'kafka-keys',
    ]);
  });

  it("given a person's tasks purged everywhere but their main thread not yet erased, then the router's line stays pending until it is (ADR 0057)", () => {
    const own = (thread: 'pending' | 'done') =>
      OWN_STEPS.person.map((name) => ({
        step: name,
        state: name === 'router:main-thread' ? thread : ('done' as const),
        updatedAt: at,
      }));
    const person = (thread: 'pending' | 'done') => ({ ...taskReceipt(own(thread)), kind: 'person' as const });
    const purged = [step('router', 'done'), step('billing', 'done')];

    const waiting = receiptView(person('pending'), purged, new Set(['k1']), CONSUMERS);
    expect(states(waiting)).toMatchObject({ router: 'pending', 'router:main-thread': 'pending', billing: 'done' });
    expect(waiting.state).toBe('pending');

    const erased = receiptView(person('done'), purged, new Set(['k1']), CONSUMERS);
    expect(states(erased)).toMatchObject({ router: 'done', 'router:main-thread': 'done' });
    expect(erased.state).toBe('done');
  });
});
