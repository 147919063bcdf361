import { resolve } from 'node:path';
import { Client } from 'pg';
import { spawnNode } from '@lomo/testing';

const root = resolve(__dirname, '../..');

async function databaseExists(name: string): Promise<boolean> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rows.length > 0;
  } finally {
    await client.end();
  }
}

describe('the whole suite in lanes (issue 32)', () => {
  it('given a file naming a shared server, one naming only PostgreSQL, a passing one and one that fails to load, when the lanes run them, then each server file runs in its own lane, the PostgreSQL one on a database of its lane that is dropped after, and the last line adds all lanes up', async () => {
    const run = spawnNode(['tools/jest/lanes.js', '--config', 'tools/jest/broken-file/jest.config.js'], { cwd: root });
    const { code } = await run.exited;

    expect(code).toBe(1);
    const out = run.stdout();
    expect(out).toContain(
      'jest lanes: 1 files on the shared servers, 1 on a database of their own, 2 isolated, side by side',
    );
    expect(out).toContain('jest lane servers: exit 0, 1 passed, 0 failed');
    expect(out).toContain('jest lane postgres: exit 0, 1 passed, 0 failed');
    expect(out).toContain('jest lane isolated: exit 1, 1 passed, 1 failed');
    const database = /reads-postgres: database (\w+)/.exec(out)?.[1];
    expect(database).toMatch(/^lomo_lane_\d+$/);
    expect(await databaseExists(database!)).toBe(false);
    const lines = out.trimEnd().split('\n');
    expect(lines.at(-2)).toBe('jest: 3 passed, 1 failed (files: 3 passed, 1 failed)');
    expect(lines.at(-1)).toBe('3 passed, 1 failed');
  }, 120_000);
});
