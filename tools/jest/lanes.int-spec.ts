import { resolve } from 'node:path';
import { Client } from 'pg';
import { spawnNode } from '@lomo/testing';

const root = resolve(__dirname, '../..');

/** Whether a PostgreSQL server answers at `host` (a stopped one refuses the connection). */
async function answers(host: string): Promise<boolean> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.host = host;
  const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

describe('the whole suite in lanes (issue 32)', () => {
  it('given a file naming a shared server, one naming only PostgreSQL, a passing one and one that fails to load, when the lanes run them, then each server file runs in its own lane, the PostgreSQL one on a server of its lane that is stopped after, and the last line adds all lanes up', async () => {
    const run = spawnNode(['tools/jest/lanes.js', '--config', 'tools/jest/broken-file/jest.config.js'], { cwd: root });
    const { code } = await run.exited;

    expect(code).toBe(1);
    const out = run.stdout();
    expect(out).toContain(
      'jest lanes: 1 files on the shared servers, 1 on a PostgreSQL server of their own, 2 isolated, side by side',
    );
    expect(out).toContain('jest lane servers: exit 0, 1 passed, 0 failed');
    expect(out).toContain('jest lane postgres: exit 0, 1 passed, 0 failed');
    expect(out).toContain('jest lane isolated: exit 1, 1 passed, 1 failed');
    const laneServer = /reads-postgres: server (\S+)/.exec(out)?.[1];
    expect(laneServer).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(laneServer).not.toBe(new URL(process.env.TEST_DATABASE_URL!).host);
    expect(await answers(laneServer!)).toBe(false);
    const lines = out.trimEnd().split('\n');
    expect(lines.at(-2)).toBe('jest: 3 passed, 1 failed (files: 3 passed, 1 failed)');
    expect(lines.at(-1)).toBe('3 passed, 1 failed');
  }, 300_000);
});
