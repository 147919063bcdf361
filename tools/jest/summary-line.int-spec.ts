import { resolve } from 'node:path';
import { spawnNode } from '@lomo/testing';

const root = resolve(__dirname, '../..');

describe('the summary line CI reads (issue 32)', () => {
  it('given a file that fails to load beside one that passes, when Jest runs them, then the exit code and the last line both say failed', async () => {
    const run = spawnNode(
      ['node_modules/jest/bin/jest.js', '--config', 'tools/jest/broken-file/jest.config.js', '--ci'],
      {
        cwd: root,
      },
    );
    const { code } = await run.exited;

    expect(code).toBe(1);
    const lines = run.stdout().trimEnd().split('\n');
    expect(lines.at(-2)).toBe('jest: 3 passed, 2 failed (files: 3 passed, 2 failed)');
    expect(lines.at(-1)).toBe('3 passed, 2 failed');
  }, 90_000);
});
