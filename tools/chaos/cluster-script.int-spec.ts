import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');

/** What `npm run cluster -- up` gives `app`, read through `cluster.sh env` (which starts nothing). */
function envOf(clusterDir: string, app: string, extra: Record<string, string> = {}): Record<string, string> {
  const out = execFileSync('bash', ['scripts/cluster.sh', 'env', app], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOMO_CLUSTER_DIR: clusterDir, ...extra },
  });
  return Object.fromEntries(
    out
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('npm run cluster: what each app is started with', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lomo-cluster-env-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('given any app, then each gets one and the same 32-byte VAULT_KEK and a sealed event log (ADR 0050)', () => {
    const apps = ['gateway-1', 'gateway-2', 'task-runtime-1', 'task-runtime-2', 'generation-gateway'];
    apps.push('billing', 'workspace', 'memory', 'router');
    const keks = apps.map((app) => envOf(dir, app).VAULT_KEK);
    expect({
      distinct: new Set(keks).size,
      bytes: Buffer.from(keks[0] ?? '', 'base64').length,
      unsealed: apps.filter((app) => envOf(dir, app).EVENT_LOG_ENCRYPTION !== 'on'),
    }).toEqual({ distinct: 1, bytes: 32, unsealed: [] });
    // Kept with the cluster's state: a second read (a restart) gets the same key.
    expect(envOf(dir, 'gateway-2').VAULT_KEK).toBe(keks[0]);
  });

  it('given LOMO_CALLBACK_BASE_URL, then providers are told to post webhooks there; without it, to the generation gateway here', () => {
    expect(envOf(dir, 'generation-gateway').GENERATION_CALLBACK_BASE_URL).toBe('http://127.0.0.1:3103');
    expect(
      envOf(dir, 'generation-gateway', { LOMO_CALLBACK_BASE_URL: 'https://lomo.example/hooks' })
        .GENERATION_CALLBACK_BASE_URL,
    ).toBe('https://lomo.example/hooks');
  });

  it('given two task-runtime replicas, then their callers get both addresses and neither calls itself', () => {
    expect({
      gateway: envOf(dir, 'gateway-1').TASK_RUNTIME_GRPC_URL,
      self: envOf(dir, 'task-runtime-2').TASK_RUNTIME_GRPC_URL,
      database: envOf(dir, 'router').DATABASE_URL,
    }).toEqual({
      gateway: '127.0.0.1:4102,127.0.0.1:4112',
      self: undefined,
      database: expect.stringMatching(/\/lomo_cluster$/),
    });
  });
});
