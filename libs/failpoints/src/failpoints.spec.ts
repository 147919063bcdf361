import { armFailpoint, disarmAllFailpoints, failpoint, FailpointTriggered } from './failpoints';

describe('failpoints', () => {
  afterEach(() => disarmAllFailpoints());

  it('given LOMO_FAILPOINTS in the environment, when the production module loads, then nothing is armed', async () => {
    process.env.LOMO_FAILPOINTS = 'task.after-decision-commit=throw';
    try {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./failpoints');
        await expect(fresh.failpoint('task.after-decision-commit')).resolves.toBeUndefined();
      });
    } finally {
      delete process.env.LOMO_FAILPOINTS;
    }
  });

  it('given a failpoint armed in this process to throw, when reached, then it throws FailpointTriggered naming it', async () => {
    armFailpoint('a', 'throw');
    await expect(failpoint('a')).rejects.toEqual(new FailpointTriggered('a'));
    await expect(failpoint('b')).resolves.toBeUndefined();
  });
});
