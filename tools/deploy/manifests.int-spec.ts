import type { LomoAppDefinition } from '@lomo/bootstrap';
import { GRPC_PEER_SETTINGS, type BaseAppConfig, type GrpcConfigValues } from '@lomo/config';
import {
  type ConfigMap,
  type Container,
  type Deployment,
  type HorizontalPodAutoscaler,
  type Ingress,
  type K8sObject,
  type NetworkPolicy,
  named,
  ofKind,
  parseObjects,
  type PodDisruptionBudget,
  type Service,
} from './k8s-objects';
import { calledPeers } from './call-graph';
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
  return {
    deployment,
    pod: deployment.spec.template.spec,
    container,
    env,
    config: config as typeof config & Partial<GrpcConfigValues>,
  };
}

/**
 * What is wrong with the gRPC wiring of the distributed overlay: every peer address an app is
 * given must name a Service, on a port that exposes the `grpc` port of the app it selects,
 * which must serve gRPC there (its GRPC_PORT).
 */
function grpcWiringProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const app of serviceAppNames()) {
    const deployment = named<Deployment>(objects, 'Deployment', app);
    const [container] = deployment.spec.template.spec.containers as [Container];
    const config = checkAppEnv(apps.get(app)!, containerEnv(container, objects)).config as Partial<GrpcConfigValues>;
    for (const [peer, setting] of Object.entries(GRPC_PEER_SETTINGS)) {
      const address = config[setting as keyof GrpcConfigValues] as string | undefined;
      if (!address) continue;
      const [host, port] = address.split(':');
      const service = ofKind<Service>(objects, 'Service').find((s) => s.metadata.name === host);
      const target = service?.spec.ports.find((p) => p.port === Number(port));
      if (host !== peer || !target || target.targetPort !== 'grpc') {
        problems.push(`${app}: ${setting}=${address} is not the grpc port of Service ${peer}`);
        continue;
      }
      const served = appPod('distributed', peer);
      const grpcPort = served.container.ports?.find((p) => p.name === 'grpc')?.containerPort;
      if (served.config.GRPC_PORT === undefined || grpcPort !== served.config.GRPC_PORT)
        problems.push(`${app}: ${peer} does not serve gRPC on its grpc container port`);
    }
  }
  return problems;
}

const appOf = (peer: { podSelector?: { matchLabels?: Record<string, string> } }) =>
  peer.podSelector?.matchLabels?.['app.kubernetes.io/name'];

/**
 * What is wrong with the NetworkPolicies of the distributed overlay, measured against the
 * code's call graph (`calledPeers`): each app's policy must select its pods, let it reach
 * the gRPC port of exactly the peers it calls (no other pod), and open its own gRPC port to
 * exactly its callers.
 */
function networkPolicyProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const grpcPortOf = (app: string) =>
    named<Deployment>(objects, 'Deployment', app).spec.template.spec.containers[0].ports?.find((p) => p.name === 'grpc')
      ?.containerPort;
  for (const app of serviceAppNames()) {
    const policy = ofKind<NetworkPolicy>(objects, 'NetworkPolicy').find((p) => p.metadata.name === app);
    const labels = named<Deployment>(objects, 'Deployment', app).spec.template.metadata.labels;
    if (!policy || appOf(policy.spec) !== labels['app.kubernetes.io/name']) {
      problems.push(`${app}: no NetworkPolicy selecting its pods`);
      continue;
    }
    if (!['Ingress', 'Egress'].every((type) => policy.spec.policyTypes?.includes(type)))
      problems.push(`${app}: its policy does not restrict both directions`);
    const reached = (policy.spec.egress ?? [])
      .flatMap((rule) => (rule.to ?? []).map((to) => `${appOf(to)}:${rule.ports?.map((p) => p.port).join(',')}`))
      .sort();
    const calls = calledPeers(app).map((peer) => `${peer}:${grpcPortOf(peer)}`);
    if (reached.join(' ') !== calls.join(' '))
      problems.push(`${app}: reaches [${reached.join(' ')}], but its code calls [${calls.join(' ')}]`);
    const callers = serviceAppNames().filter((caller) => calledPeers(caller).includes(app as never));
    const admitted = (policy.spec.ingress ?? [])
      .filter((rule) => rule.ports?.some((p) => p.port === 'grpc'))
      .flatMap((rule) => (rule.from ?? []).map(appOf))
      .sort();
    if (admitted.join(' ') !== callers.join(' '))
      problems.push(`${app}: admits gRPC from [${admitted.join(' ')}], but its callers are [${callers.join(' ')}]`);
  }
  return problems;
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

  it("listens on the app's PORT (and GRPC_PORT): container ports, Service targets and scrape annotation agree", () => {
    const { deployment, container, config } = appPod(overlay, app);
    const grpc = config.GRPC_PORT === undefined ? [] : [{ name: 'grpc', containerPort: config.GRPC_PORT }];
    expect(container.ports).toEqual([{ name: 'http', containerPort: config.PORT }, ...grpc]);
    expect(deployment.spec.template.metadata.annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/path': '/metrics',
      'prometheus.io/port': String(config.PORT),
    });
    const service = named<Service>(rendered[overlay].objects, 'Service', app);
    expect(deployment.spec.template.metadata.labels).toMatchObject(service.spec.selector);
    expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    expect(service.spec.ports.map((p) => p.targetPort)).toEqual(['http', ...grpc.map((p) => p.name)]);
  });

  it('probes /health/live (startup) and /health/ready (readiness) on that port, and liveness on gRPC health where it serves gRPC', () => {
    const { container, config } = appPod(overlay, app);
    const http = { startup: container.startupProbe, readiness: container.readinessProbe };
    expect(Object.fromEntries(Object.entries(http).map(([kind, probe]) => [kind, probe?.httpGet?.path]))).toEqual({
      startup: '/health/live',
      readiness: '/health/ready',
    });
    for (const probe of Object.values(http)) expect(['http', config.PORT]).toContain(probe?.httpGet?.port);
    if (config.GRPC_PORT === undefined) {
      expect(container.livenessProbe?.httpGet?.path).toBe('/health/live');
      expect(['http', config.PORT]).toContain(container.livenessProbe?.httpGet?.port);
    } else {
      expect(container.livenessProbe).toMatchObject({ grpc: { port: config.GRPC_PORT } });
      expect(container.livenessProbe?.httpGet).toBeUndefined();
    }
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

  it('runs two gateways and two task runtimes, and keeps one of each up through voluntary disruptions (PodDisruptionBudgets)', () => {
    const budgets = ofKind<PodDisruptionBudget>(rendered.distributed.objects, 'PodDisruptionBudget');
    const replicated = serviceAppNames().filter(
      (app) => (appPod('distributed', app).deployment.spec.replicas ?? 1) > 1,
    );
    expect(replicated.sort()).toEqual(['gateway', 'task-runtime']);
    // A budget on a single replica would block every node drain.
    expect(budgets.map((b) => b.metadata.name).sort()).toEqual(replicated);
    for (const pdb of budgets) {
      const { deployment } = appPod('distributed', pdb.metadata.name);
      expect(pdb.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
      expect(deployment.spec.replicas).toBeGreaterThan(pdb.spec.minAvailable ?? 0);
    }
  });

  it('points every peer address at the grpc port of the Service whose app serves that API on it', () => {
    expect(grpcWiringProblems(rendered.distributed.objects)).toEqual([]);
    const serving = serviceAppNames().filter((app) => appPod('distributed', app).config.GRPC_PORT !== undefined);
    expect(serving.sort()).toEqual(['billing', 'generation-gateway', 'memory', 'router', 'task-runtime', 'workspace']);
  });

  it('gives every service one VAULT_KEK from the Secret (each opens the sealed event log, ADR 0050), and requires it', () => {
    const refs = serviceAppNames().map((app) => ({
      app,
      secret: appPod('distributed', app).container.env?.find((e) => e.name === 'VAULT_KEK')?.valueFrom?.secretKeyRef,
      encryption: containerEnv(appPod('distributed', app).container, rendered.distributed.objects).EVENT_LOG_ENCRYPTION,
    }));
    expect(refs).toEqual(
      serviceAppNames().map((app) => ({ app, secret: { name: 'lomo-vault', key: 'kek' }, encryption: 'on' })),
    );
  });

  it('scales the gateway and the task runtime on CPU from their Deployment replicas up to a ceiling (HorizontalPodAutoscalers)', () => {
    const scalers = ofKind<HorizontalPodAutoscaler>(rendered.distributed.objects, 'HorizontalPodAutoscaler');
    expect(scalers.map((h) => h.metadata.name).sort()).toEqual(['gateway', 'task-runtime']);
    for (const hpa of scalers) {
      const { deployment } = appPod('distributed', hpa.metadata.name);
      expect({
        target: hpa.spec.scaleTargetRef,
        min: hpa.spec.minReplicas,
        aboveMin: hpa.spec.maxReplicas > (hpa.spec.minReplicas ?? 1),
        metrics: hpa.spec.metrics?.map((m) => m.resource?.name),
      }).toEqual({
        target: { apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name },
        min: deployment.spec.replicas,
        aboveMin: true,
        metrics: ['cpu'],
      });
    }
  });

  it('lets each app reach the gRPC port of exactly the peers its code calls, and admits on its own gRPC port exactly its callers (NetworkPolicies)', () => {
    expect(networkPolicyProblems(rendered.distributed.objects)).toEqual([]);
    expect(calledPeers('gateway')).toEqual(['billing', 'memory', 'router', 'task-runtime', 'workspace']);
    expect(calledPeers('billing')).toEqual([]);
  });

  it('makes every gRPC Service headless, so callers know each replica and fail over from a frozen one (ADR 0033)', () => {
    const serving = serviceAppNames().filter((app) => appPod('distributed', app).config.GRPC_PORT !== undefined);
    expect(
      serving.map((app) => [app, named<Service>(rendered.distributed.objects, 'Service', app).spec.clusterIP]),
    ).toEqual(serving.map((app) => [app, 'None']));
  });

  it("routes the public host to the gateway without buffering its SSE streams, and providers' webhooks to the generation gateway, whose callback base URL is that host (Ingress)", () => {
    const ingresses = ofKind<Ingress>(rendered.distributed.objects, 'Ingress');
    expect(ingresses.map((i) => i.metadata.name).sort()).toEqual(['gateway', 'gateway-uploads']);
    const ingress = named<Ingress>(rendered.distributed.objects, 'Ingress', 'gateway');
    const [rule] = ingress.spec.rules;
    const route = (path: string) => {
      const found = rule.http.paths.find((p) => p.path === path);
      return (
        found && { service: found.backend.service.name, port: found.backend.service.port.name, type: found.pathType }
      );
    };
    const annotations = ingress.metadata.annotations ?? {};
    expect({
      api: route('/'),
      callbacks: route('/v1/generation/callbacks/'),
      buffering: annotations['nginx.ingress.kubernetes.io/proxy-buffering'],
      readTimeoutS: Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']),
      tls: ingress.spec.tls?.[0].hosts,
      callbackBase: appPod('distributed', 'generation-gateway').env.GENERATION_CALLBACK_BASE_URL,
    }).toEqual({
      api: { service: 'gateway', port: 'http', type: 'Prefix' },
      callbacks: { service: 'generation-gateway', port: 'http', type: 'Prefix' },
      buffering: 'off',
      readTimeoutS: 3600,
      tls: [rule.host],
      callbackBase: `https://${rule.host}`,
    });
  });

  it('keeps unfinished resumable uploads on a volume of the gateway pod, and sends every /v1/uploads request of one key to one replica, unbuffered and unlimited by the proxy (Ingress gateway-uploads)', () => {
    const { pod, container, config } = appPod('distributed', 'gateway');
    const dir = (config as typeof config & { GATEWAY_UPLOAD_DIR?: string }).GATEWAY_UPLOAD_DIR;
    expect(dir).toBeDefined();
    const mount = container.volumeMounts?.find((m) => m.mountPath === dir);
    expect(pod.volumes?.find((v) => v.name === mount?.name)?.emptyDir).toBeDefined();
    const uploads = named<Ingress>(rendered.distributed.objects, 'Ingress', 'gateway-uploads');
    const api = named<Ingress>(rendered.distributed.objects, 'Ingress', 'gateway');
    const [rule] = uploads.spec.rules;
    expect({
      host: rule.host,
      paths: rule.http.paths.map((p) => [p.path, p.pathType, p.backend.service.name, p.backend.service.port.name]),
      annotations: uploads.metadata.annotations,
    }).toEqual({
      host: api.spec.rules[0].host,
      paths: [['/v1/uploads', 'Prefix', 'gateway', 'http']],
      annotations: expect.objectContaining({
        'nginx.ingress.kubernetes.io/upstream-hash-by': '$http_authorization',
        'nginx.ingress.kubernetes.io/proxy-request-buffering': 'off',
        'nginx.ingress.kubernetes.io/proxy-body-size': '0',
      }),
    });
  });

  it('gives every app that speaks gRPC its SERVICE_TOKEN from the Secret, never from a ConfigMap', () => {
    for (const app of serviceAppNames()) {
      const { container, config } = appPod('distributed', app);
      if (config.SERVICE_TOKEN === undefined) continue;
      expect(container.env?.find((e) => e.name === 'SERVICE_TOKEN')?.valueFrom?.secretKeyRef).toEqual({
        name: 'lomo-service-token',
        key: 'token',
      });
    }
    for (const map of ofKind<ConfigMap>(rendered.distributed.objects, 'ConfigMap'))
      expect(Object.keys(map.data ?? {})).not.toContain('SERVICE_TOKEN');
    expect(appPod('distributed', 'gateway').config.SERVICE_TOKEN).toBeDefined();
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
  it('the gRPC wiring check names a peer address on a port its Service does not expose', () => {
    const objects = rendered.distributed.objects.map((o) =>
      o.kind === 'ConfigMap' && o.metadata.name === 'lomo-grpc'
        ? { ...o, data: { ...(o as ConfigMap).data, BILLING_GRPC_URL: 'billing:4107' } }
        : o,
    );
    expect(grpcWiringProblems(objects)).toContain(
      'gateway: BILLING_GRPC_URL=billing:4107 is not the grpc port of Service billing',
    );
  });

  it('the NetworkPolicy check names a peer an app calls but may not reach', () => {
    const objects = rendered.distributed.objects.map((o) => {
      if (o.kind !== 'NetworkPolicy' || o.metadata.name !== 'router') return o;
      const policy = o as NetworkPolicy;
      const egress = policy.spec.egress!.filter((rule) => rule.to?.some((to) => appOf(to) === 'workspace') !== true);
      return { ...policy, spec: { ...policy.spec, egress } };
    });
    expect(networkPolicyProblems(objects)).toEqual([
      'router: reaches [memory:4104 task-runtime:4102], but its code calls [memory:4104 task-runtime:4102 workspace:4105]',
    ]);
  });

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
