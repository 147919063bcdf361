import { resolve } from 'node:path';
import { spawnNode } from '@lomo/testing';

const root = resolve(__dirname, '../..');

describe('the whole suite in two lanes (issue 32)', () => {
  it('given a file naming a shared server, a passing one, one that waits by design, one that fails to load and one whose assertion fails, when the lanes run them, then the server file runs in its own lane, the waiting one beside the slots, the CPU of each file is counted with that of its children, the tail names what failed and why, and the last line adds them all up', async () => {
    const run = spawnNode(['tools/jest/lanes.js', '--config', 'tools/jest/broken-file/jest.config.js'], { cwd: root });
    const { code } = await run.exited;

    expect(code).toBe(1);
    const out = run.stdout();
    expect(out).toContain(
      'jest lanes: 1 files on the shared servers, 3 isolated, side by side; 1 that wait by design beside them',
    );
    expect(out).toMatch(/jest run beside-\d+: 1 files in \d+ s, exit 0, 1 passed, 0 failed/);
    expect(out).toContain('jest lane servers: exit 0, 1 passed, 0 failed');
    expect(out).toContain('jest lane isolated: exit 1, 2 passed, 2 failed');
    // The tail names what failed, since CI keeps only the end of a long log.
    expect(out).toMatch(
      /^jest failed \(isolated-\d+\): tools\/jest\/broken-file\/fails-to-load\.check\.js \(could not run: /m,
    );
    // ...and why a test failed: the assertion and the spec's own line.
    expect(out).toMatch(
      /^jest failed \(isolated-\d+\): tools\/jest\/broken-file\/fails-an-assertion\.check\.js › a test whose assertion fails\n {4}why: (Error: )?expect\(received\)\.toBe\(expected\).*Expected: 3 \| Received: 2/m,
    );
    // Each file's CPU, with what it spawned: the passing file keeps a child busy for 2 s.
    const cpuLine = /^jest cpu: \d+ s in 5 files; the costliest: .*$/m;
    expect(out).toMatch(cpuLine);
    const passing = out.match(cpuLine)![0].match(/passes\.check\.js (\d+) s/);
    expect(Number(passing?.[1])).toBeGreaterThanOrEqual(2);
    const lines = out.trimEnd().split('\n');
    expect(lines.at(-2)).toBe('jest: 3 passed, 2 failed (files: 3 passed, 2 failed)');
    expect(lines.at(-1)).toBe('3 passed, 2 failed');
  }, 120_000);
});
