import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * B14 in the suite (issue 26): the benchmark's own harness — `npm start`'s process, simulated
 * users of the console and of the open API, follow-ups, the router's questions answered and
 * misrouted requests moved, cost cards left open and answered — at a size the suite can afford,
 * then an idle window. It checks what does not depend on the machine's speed: no request failed,
 * every request became its sender's task, cost cards were answered and others left open, the log
 * gained nothing while idle, and the platform answered after it. The times are B14's, in
 * docs/benchmarks.md: asserting them here would test the machine (docs/testing.md).
 */
describe('B14, small: the embedded default under a day of simulated users, then idle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'b14-suite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('given 40 requests from 10 users (half on the open API), when left idle 15 s, then nothing failed, nothing was appended and cost cards were both answered and left open', () => {
    const out = join(dir, 'b14.json');
    const run = spawnSync(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        join(__dirname, 'main.ts'),
        ...['--tasks', '40', '--new-share', '0.5', '--rate', '3', '--users', '10', '--idle', '15', '--settle', '120'],
        '--no-doc',
        ...['--json', out],
      ],
      { cwd: join(__dirname, '..', '..'), encoding: 'utf8', timeout: 280_000 },
    );
    if (run.status !== 0)
      throw new Error(`B14 exited ${run.status}:\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`);
    const b14 = JSON.parse(readFileSync(out, 'utf8'));

    expect(b14.failed).toEqual({ posts: 0, followUps: 0, cards: 0, answers: 0, corrections: 0 });
    expect(b14.requests).toBe(40);
    // Each request is its sender's task, but for questions left open and moves a step beat.
    expect(b14.tasks).toBeGreaterThanOrEqual(40 - b14.questionsLeft - b14.movesRefused);
    const states = b14.taskStates as Array<{ status: string; tasks: number; openCostCards: number }>;
    expect(states.reduce((n, s) => n + s.openCostCards, 0)).toBeGreaterThan(0);
    expect(b14.costCardsAnswered).toBeGreaterThan(0);
    expect(b14.busyAtIdle).toBe(0);
    expect(b14.idleEvents).toEqual([]);
    expect(b14.afterIdle).toHaveLength(60);
    expect(b14.afterIdle.every((ms: number | null) => typeof ms === 'number')).toBe(true);
    expect(b14.exit).toBe(0);
  }, 300_000);
});
