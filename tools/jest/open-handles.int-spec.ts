import { resolve } from 'node:path';
import { spawnNode } from '@lomo/testing';

const root = resolve(__dirname, '../..');

describe('a test that leaves a handle open', () => {
  it('given a leaking test file, when its run ends, then Jest exits promptly with status 1, the open-handle report and a failed count', async () => {
    const startedAt = Date.now();
    const run = spawnNode(
      ['node_modules/jest/bin/jest.js', '--config', 'tools/jest/leak-check/jest.config.js', '--ci'],
      {
        cwd: root,
        env: { LOMO_JEST_EXIT_GRACE_MS: '2000' },
      },
    );
    const { code } = await run.exited;
    const elapsedMs = Date.now() - startedAt;

    expect(code).toBe(1);
    expect(run.stderr()).toMatch(/still holds the process 2000 ms later/);
    expect(run.stderr()).toMatch(/server listening on 127\.0\.0\.1:\d+/);
    expect(run.stdout().trimEnd().split('\n').slice(-2)).toEqual([
      'jest: 1 passed, 1 failed (files: 1 passed, 0 failed)',
      '1 passed, 1 failed',
    ]);
    // Bounded by the grace period plus Jest's own start-up, not by CI's time limit.
    expect(elapsedMs).toBeLessThan(60_000);
  }, 90_000);
});
