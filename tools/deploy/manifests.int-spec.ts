import type { LomoAppDefinition } from '@lomo/bootstrap';
import type { BaseAppConfig } from '@lomo/config';
import {
  type ConfigMap,
  type Container,
  type Deployment,
  type K8sObject,
  named,
  ofKind,
  parseObjects,
  type Service,
} from './k8s-objects';
import { appNames, checkAppEnv, loadApp, serviceAppNames } from './lomo-apps';
import { containerEnv } from './pod-env';
import { ensureDeployTools, kustomizeBuild, strictDecode } from './render';

// SPEC R-13.3 (operators deploy to Kubernetes): the overlays in k8s/ are rendered with the
// real kustomize, decoded strictly into the Kubernetes API types, and every Deployment's
// environment is run through its app's own config validation — the check the pod itself
// would fail at boot with exit 78, caught here instead.

const OVERLAYS = { distributed: serviceAppNames(), embedded: ['platform'] };
type Overlay = keyof typeof OVERLAYS;
const cases = (Object.keys(OVERLAYS) as Overlay[]).flatMap((overlay) =>
  OVERLAYS[overlay].map((app) => [app, overlay] as const),
);

const rendered = {} as Record<Overlay, { yaml: string; objects: K8sObject[] }>;
const apps = new Map<string, LomoAppDefinition>();

/** The app's single container, its environment and its validated config. */
function appPod(overlay: Overlay, app: string) {
  const deployment = named<Deployment>(rendered[overlay].objects, 'Deployment', app);
  const [container] = deployment.spec.template.spec.containers as [Container];
  const env = containerEnv(container, rendered[overlay].objects);
  const { config, problems } = checkAppEnv(apps.get(app)!, env);
  if (!config) throw new Error(`${overlay}/${app}: ${problems.join('; ')}`);
  return { deployment, pod: deployment.spec.template.spec, container, env, config };
}

const preStopMs = (container: Container): number => {
  const preStop = container.lifecycle?.preStop;
  if (!preStop) return 0;
  if (preStop.sleep) return preStop.sleep.seconds * 1000;
  const [command, seconds] = preStop.exec?.command ?? [];
  if (command !== 'sleep' || !/^\d+$/.test(seconds ?? ''))
    throw new Error(`preStop not understood: ${JSON.stringify(preStop)}`);
  return Number(seconds) * 1000;
};

beforeAll(async () => {
  ensureDeployTools();
  for (const name of appNames()) apps.set(name, await loadApp(name));
  for (const overlay of Object.keys(OVERLAYS) as Overlay[]) {
    const yaml = kustomizeBuild(`k8s/overlays/${overlay}`);
    rendered[overlay] = { yaml, objects: parseObjects(yaml) };
  }
}, 15 * 60_000); // a cold first run compiles kustomize and k8s.io/api from the Go proxy

describe.each(Object.keys(OVERLAYS) as Overlay[])('k8s/overlays/%s', (overlay) => {
  it('decodes strictly into the Kubernetes API types (no unknown, misspelled or mistyped field)', () => {
    const { ok, report } = strictDecode(rendered[overlay].yaml);
    expect(report).toBe('');
    expect(ok).toBe(true);
  });

  it(`runs exactly its apps: ${OVERLAYS[overlay].join(', ')}`, () => {
    const names = (kind: string) =>
      ofKind(rendered[overlay].objects, kind)
        .map((o) => o.metadata.name)
        .sort();
    expect(names('Deployment')).toEqual(OVERLAYS[overlay]);
    expect(names('Service')).toEqual(OVERLAYS[overlay]);
  });

  it('labels every object app.kubernetes.io/part-of=lomo, and every workload with its name', () => {
    for (const object of rendered[overlay].objects) {
      expect({ object: object.metadata.name, partOf: object.metadata.labels?.['app.kubernetes.io/part-of'] }).toEqual({
        object: object.metadata.name,
        partOf: 'lomo',
      });
      if (object.kind !== 'ConfigMap') expect(object.metadata.labels?.['app.kubernetes.io/name']).toBeDefined();
    }
  });
});

describe.each(cases)('%s in the %s overlay', (app, overlay) => {
  it("passes the app's own config validation (ConfigMap + env, secrets stood in), with no unknown variable", () => {
    const { container } = appPod(overlay, app);
    expect(checkAppEnv(apps.get(app)!, containerEnv(container, rendered[overlay].objects)).problems).toEqual([]);
  });

  it("listens on the app's PORT: container port, Service target and scrape annotation agree", () => {
    const { deployment, container, config } = appPod(overlay, app);
    expect(container.ports).toEqual([{ name: 'http', containerPort: config.PORT }]);
    expect(deployment.spec.template.metadata.annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/path': '/metrics',
      'prometheus.io/port': String(config.PORT),
    });
    const service = named<Service>(rendered[overlay].objects, 'Service', app);
    expect(deployment.spec.template.metadata.labels).toMatchObject(service.spec.selector);
    expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    expect(service.spec.ports).toHaveLength(1);
    expect(['http', config.PORT]).toContain(service.spec.ports[0].targetPort);
  });

  it('probes /health/live (startup, liveness) and /health/ready (readiness) on that port', () => {
    const { container, config } = appPod(overlay, app);
    const probes = {
      startup: container.startupProbe,
      liveness: container.livenessProbe,
      readiness: container.readinessProbe,
    };
    expect(Object.fromEntries(Object.entries(probes).map(([kind, probe]) => [kind, probe?.httpGet?.path]))).toEqual({
      startup: '/health/live',
      liveness: '/health/live',
      readiness: '/health/ready',
    });
    for (const probe of Object.values(probes)) expect(['http', config.PORT]).toContain(probe?.httpGet?.port);
  });

  it('is given longer to stop than preStop + SHUTDOWN_TIMEOUT_MS, so the drain finishes before SIGKILL', () => {
    const { pod, container, config } = appPod(overlay, app);
    expect((pod.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(
      preStopMs(container) + config.SHUTDOWN_TIMEOUT_MS,
    );
  });

  it('runs as non-root on a read-only root filesystem, with /tmp on an emptyDir', () => {
    const { pod, container } = appPod(overlay, app);
    expect(container.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot).toBe(true);
    expect(container.securityContext?.readOnlyRootFilesystem).toBe(true);
    const tmp = container.volumeMounts?.find((m) => m.mountPath === '/tmp');
    expect(pod.volumes?.find((v) => v.name === tmp?.name)?.emptyDir).toBeDefined();
  });
});

describe('distributed mode', () => {
  it.each(serviceAppNames())(
    '%s uses Kafka, a PostgreSQL server, Redis and OpenSearch, bound to all interfaces',
    (app) => {
      const { config } = appPod('distributed', app);
      expect(config).toMatchObject({
        BUS: 'kafka',
        HOST: '0.0.0.0',
        DATABASE_URL: expect.stringMatching(/^postgres/),
        REDIS_URL: expect.any(String),
        OPENSEARCH_URL: expect.any(String),
      });
    },
  );

  it('keeps the workspace blobs in the database every replica reaches, not on the read-only root filesystem', () => {
    const { config } = appPod('distributed', 'workspace');
    expect(config).toMatchObject({ WORKSPACE_BLOB_STORE: 'postgres' });
  });

  it('keeps one gateway up through voluntary disruptions (PodDisruptionBudget, 2 replicas)', () => {
    const { deployment } = appPod('distributed', 'gateway');
    const [pdb] = ofKind<
      K8sObject & { spec: { minAvailable: number; selector: { matchLabels: Record<string, string> } } }
    >(rendered.distributed.objects, 'PodDisruptionBudget');
    expect(pdb.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
    expect(deployment.spec.replicas).toBeGreaterThan(pdb.spec.minAvailable);
  });
});

describe('embedded mode', () => {
  it('keeps PGlite (LOMO_DATA_DIR) on the PersistentVolumeClaim, one process at a time', () => {
    const { deployment, pod, container, config } = appPod('embedded', 'platform');
    expect(config).toMatchObject({ BUS: 'inproc', HOST: '0.0.0.0', DATABASE_URL: undefined });
    const mount = container.volumeMounts?.find((m) =>
      (config as BaseAppConfig).pgliteDataDir().startsWith(`${m.mountPath}/`),
    );
    const claim = pod.volumes?.find((v) => v.name === mount?.name)?.persistentVolumeClaim?.claimName;
    expect(
      named(rendered.embedded.objects, 'PersistentVolumeClaim', claim ?? '(none mounted at LOMO_DATA_DIR)'),
    ).toBeDefined();
    expect({ replicas: deployment.spec.replicas, strategy: deployment.spec.strategy?.type }).toEqual({
      replicas: 1,
      strategy: 'Recreate',
    });
  });
});

describe('the checks fail on a broken manifest', () => {
  it('strict decoding rejects a misspelled field', () => {
    const broken = rendered.distributed.yaml.replace('readOnlyRootFilesystem: true', 'readOnlyRootFileSystem: true');
    expect(strictDecode(broken)).toEqual({
      ok: false,
      report: expect.stringContaining(
        'unknown field "spec.template.spec.containers[0].securityContext.readOnlyRootFileSystem"',
      ),
    });
  });

  it('config validation rejects a bad value and a misspelled variable in the settings ConfigMap', () => {
    const settings = named<ConfigMap>(rendered.distributed.objects, 'ConfigMap', 'lomo-distributed');
    const typo = {
      ...settings,
      data: { ...settings.data, KAFKA_BROKERS: 'kafka', OPENSEARCH_ULR: 'http://opensearch:9200' },
    };
    const objects = [typo, ...rendered.distributed.objects.filter((o) => o !== settings)];
    const { container } = appPod('distributed', 'router');
    expect(checkAppEnv(apps.get('router')!, containerEnv(container, objects)).problems).toEqual([
      'OPENSEARCH_ULR: not a setting of router',
      expect.stringMatching(/^KAFKA_BROKERS: .*got "kafka"/),
    ]);
  });
});
