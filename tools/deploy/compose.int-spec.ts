import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { GRPC_PEER_SETTINGS } from '@lomo/config';
import { checkAppEnv, loadApp, root, serviceAppNames } from './lomo-apps';

// deploy/compose.yaml cannot be run here (no Docker engine), so this is what is checked of
// it: one service per distributed app, and each service's environment passes that app's
// own config validation, exactly as the manifests in k8s/ are checked.

interface ComposeService {
  environment?: Record<string, string | number | boolean>;
  stop_grace_period?: string;
  ports?: string[];
}

const compose = parse(readFileSync(join(root, 'deploy/compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const apps = new Map<string, LomoAppDefinition>();

beforeAll(async () => {
  for (const name of serviceAppNames()) apps.set(name, await loadApp(name));
});

it('deploy/compose.yaml has a service for every distributed app', () => {
  expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(serviceAppNames()));
});

it("points every app's gRPC peer addresses at the compose service serving that API on that port", () => {
  const env = (app: string) => compose.services[app]?.environment ?? {};
  for (const app of serviceAppNames())
    for (const [peer, setting] of Object.entries(GRPC_PEER_SETTINGS)) {
      const address = env(app)[setting];
      if (address === undefined) continue;
      expect({ app, setting, address }).toEqual({ app, setting, address: `${peer}:${env(peer).GRPC_PORT}` });
    }
  expect(env('gateway').TASK_RUNTIME_GRPC_URL).toBe('task-runtime:4102');
});

describe.each(serviceAppNames())('compose service %s', (app) => {
  const environment = () =>
    Object.fromEntries(
      Object.entries(compose.services[app]?.environment ?? {}).map(([name, value]) => [name, String(value)]),
    );

  it("passes the app's own config validation in distributed mode, with no unknown variable", () => {
    const { config, problems } = checkAppEnv(apps.get(app)!, environment());
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ BUS: 'kafka', HOST: '0.0.0.0', DATABASE_URL: expect.stringMatching(/^postgres/) });
    expect(environment().LOMO_APP).toBe(app);
    // A published port must reach the port the app listens on (`[host:]hostPort:containerPort`).
    for (const port of compose.services[app].ports ?? []) expect(Number(port.split(':').at(-1))).toBe(config!.PORT);
  });

  it('is given longer to stop than SHUTDOWN_TIMEOUT_MS', () => {
    const { config } = checkAppEnv(apps.get(app)!, environment());
    const [, seconds] = /^(\d+)s$/.exec(compose.services[app].stop_grace_period ?? '10s') ?? [];
    expect(Number(seconds) * 1000).toBeGreaterThan(config!.SHUTDOWN_TIMEOUT_MS);
  });
});
