import { WakeReason } from '@lomo/contracts';
import { bestEffort, type WakeTask } from './task-wakeups';

describe('a best-effort wake-up', () => {
  it('given a publish that hangs (a broker restarting), then the command does not wait for it', async () => {
    let published = false;
    const hanging: WakeTask = () => new Promise<void>(() => undefined);
    const wake = bestEffort(
      (taskId, reason) => ((published = true), hanging(taskId, reason)),
      () => undefined,
    );

    await expect(wake('t1', WakeReason.MESSAGE_DELIVERED)).resolves.toBeUndefined();
    expect(published).toBe(true);
  });

  it('given a publish that fails, then the command succeeds and the failure is reported with its task', async () => {
    const errors: Array<[string, unknown]> = [];
    const wake = bestEffort(
      () => Promise.reject(new Error('broker gone')),
      (taskId, error) => errors.push([taskId, error]),
    );

    await expect(wake('t2', WakeReason.MESSAGE_DELIVERED)).resolves.toBeUndefined();
    await new Promise((r) => setImmediate(r));
    expect(errors).toEqual([['t2', new Error('broker gone')]]);
  });
});
