import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnApp, waitForUrl } from '@lomo/testing';

const APPS = ['platform', 'gateway', 'router', 'task-runtime', 'generation-gateway', 'memory', 'workspace', 'billing'];

describe('apps as processes', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lomo-e2e-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it.each(APPS)('%s refuses a bad setting with one line naming the variable, exit 78', async (app) => {
    const proc = spawnApp(app, { PORT: 'not-a-port', BUS: 'kafka' });
    expect(await proc.exited).toEqual({ code: 78, signal: null });
    const lines = proc.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^lomo ${app}: invalid configuration: .*PORT: .*\\(got "not-a-port"\\).*KAFKA_BROKERS: .*required when BUS=kafka`,
      ),
    );
  });

  it('platform: boots with zero configuration besides a data dir, is ready, and drains on SIGTERM', async () => {
    const proc = spawnApp('platform', { PORT: '0', LOMO_DATA_DIR: dataDir });
    try {
      const url = await waitForUrl(proc);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const ready = await fetch(`${url}/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ details: { database: { status: 'up', kind: 'pglite' } } });
      const logLine = proc
        .stdout()
        .split('\n')
        .find((line) => line.startsWith('{'));
      expect(JSON.parse(logLine!)).toMatchObject({ app: 'platform', level: expect.any(Number) });
    } finally {
      proc.child.kill('SIGTERM');
    }
    expect(await proc.exited).toEqual({ code: 0, signal: null });
  });
});
