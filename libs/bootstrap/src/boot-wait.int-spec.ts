import { resolve } from 'node:path';
import { freePort, spawnNode, tcpRelay, type NodeProcess, type TcpRelay } from '@lomo/testing';
import { EXIT_UNAVAILABLE } from './run-app';

const root = resolve(__dirname, '../../..');
const bareApp = 'libs/bootstrap/src/testing/bare-app.ts';

const bootApp = (env: Record<string, string>): NodeProcess =>
  spawnNode(['-r', '@swc-node/register', bareApp], {
    cwd: root,
    env: { DATABASE_URL: 'memory://', PORT: '0', LOG_LEVEL: 'info', ...env },
  });

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !condition(); await new Promise((r) => setTimeout(r, 50)))
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
}

const waitsFor = (output: string, dependency: string) =>
  output
    .split('\n')
    .filter((line) => line.includes(`"msg":"${dependency} not available yet; retrying"`))
    .map((line) => JSON.parse(line) as { attempt: number; delayMs: number; error: string });

describe('a service booting before Redis and OpenSearch answer', () => {
  const relays: TcpRelay[] = [];
  let app: NodeProcess | undefined;
  afterEach(async () => {
    if (app && app.child.exitCode === null && app.child.signalCode === null) {
      app.child.kill('SIGKILL');
      await app.exited;
    }
    await Promise.all(relays.splice(0).map((relay) => relay.close()));
  });

  it('given Redis and OpenSearch not reachable at boot, when they come up later, then the app logs each wait with backoff as it waits and comes up ready', async () => {
    const [redisPort, searchPort] = [await freePort(), await freePort()];
    app = bootApp({
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      OPENSEARCH_URL: `http://127.0.0.1:${searchPort}`,
      STARTUP_TIMEOUT_MS: '120000',
    });
    await until(
      () => waitsFor(app!.stdout(), 'Redis').length >= 2 && waitsFor(app!.stdout(), 'OpenSearch').length >= 2,
      'the logged waits',
    );
    expect(app.stdout()).not.toMatch(/listening on/);
    relays.push(await tcpRelay(process.env.TEST_REDIS_URL!, redisPort));
    relays.push(await tcpRelay(process.env.TEST_OPENSEARCH_URL!, searchPort));

    await until(() => /listening on http:\/\/127\.0\.0\.1:\d+/.test(app!.stdout()), 'the app to listen');
    const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(app.stdout())![1];
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
    const body = (await ready.json()) as { details: Record<string, { status: string }> };

    const redisWaits = waitsFor(app.stdout(), 'Redis');
    expect({
      status: ready.status,
      redis: body.details.redis?.status,
      opensearch: body.details.opensearch?.status,
      refused: redisWaits[0].error,
      attemptsCounted: redisWaits.slice(0, 2).map((w) => w.attempt),
    }).toEqual({
      status: 200,
      redis: 'up',
      opensearch: 'up',
      refused: expect.stringMatching(/ECONNREFUSED/),
      attemptsCounted: [1, 2],
    });
  }, 120_000);

  it('given Redis never reachable, when STARTUP_TIMEOUT_MS passes, then the app exits EX_UNAVAILABLE (69) naming Redis after logging its waits', async () => {
    // 8 s: delays grow with jitter (200 ms, then up to three times the last), so 3 s logged one wait in a loaded run.
    app = bootApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, STARTUP_TIMEOUT_MS: '8000' });
    const { code } = await app.exited;
    expect({
      code,
      waited: waitsFor(app.stdout(), 'Redis').length > 1,
      said: /lomo bare: Redis did not become available within \d+ ms: connect ECONNREFUSED/.test(app.stderr()),
    }).toEqual({ code: EXIT_UNAVAILABLE, waited: true, said: true });
  }, 120_000);
});
