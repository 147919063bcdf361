import { parseAllDocuments } from 'yaml';

/**
 * The few fields of rendered Kubernetes objects the manifest tests read. Deliberately
 * partial: full-schema checking is k8s-validate's job (strict decode into k8s.io/api).
 */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
}

export interface KeyRef {
  name: string;
  key: string;
  optional?: boolean;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: KeyRef; configMapKeyRef?: KeyRef; fieldRef?: { fieldPath: string } };
}

export interface EnvFromSource {
  prefix?: string;
  configMapRef?: { name: string; optional?: boolean };
  secretRef?: { name: string; optional?: boolean };
}

export interface Probe {
  httpGet?: { path: string; port: number | string };
  /** The kubelet's gRPC health probe (`grpc.health.v1`); the port must be a number. */
  grpc?: { port: number; service?: string };
}

export interface Container {
  name: string;
  env?: EnvVar[];
  envFrom?: EnvFromSource[];
  ports?: Array<{ name?: string; containerPort: number }>;
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] }; sleep?: { seconds: number } } };
  securityContext?: { readOnlyRootFilesystem?: boolean; runAsNonRoot?: boolean };
  volumeMounts?: Array<{ name: string; mountPath: string }>;
}

export interface Volume {
  name: string;
  emptyDir?: object;
  persistentVolumeClaim?: { claimName: string };
}

export interface PodSpec {
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean };
  containers: Container[];
  volumes?: Volume[];
}

export interface Deployment extends K8sObject {
  spec: {
    replicas?: number;
    strategy?: { type: string };
    selector: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string>; annotations?: Record<string, string> }; spec: PodSpec };
  };
}

export interface Service extends K8sObject {
  spec: {
    clusterIP?: string;
    selector: Record<string, string>;
    ports: Array<{ name?: string; port: number; targetPort?: number | string }>;
  };
}

export interface PodDisruptionBudget extends K8sObject {
  spec: { minAvailable?: number; selector: { matchLabels: Record<string, string> } };
}

export interface HorizontalPodAutoscaler extends K8sObject {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas: number;
    metrics?: Array<{ type: string; resource?: { name: string } }>;
  };
}

type LabelSelector = { matchLabels?: Record<string, string> };
type PolicyPort = { port?: number | string; protocol?: string };
type PolicyPeer = { podSelector?: LabelSelector; namespaceSelector?: LabelSelector; ipBlock?: { cidr: string } };

export interface NetworkPolicy extends K8sObject {
  spec: {
    podSelector: LabelSelector;
    policyTypes?: string[];
    ingress?: Array<{ from?: PolicyPeer[]; ports?: PolicyPort[] }>;
    egress?: Array<{ to?: PolicyPeer[]; ports?: PolicyPort[] }>;
  };
}

export interface Ingress extends K8sObject {
  spec: {
    ingressClassName?: string;
    tls?: Array<{ hosts?: string[]; secretName?: string }>;
    rules: Array<{
      host?: string;
      http: {
        paths: Array<{
          path: string;
          pathType: string;
          backend: { service: { name: string; port: { name?: string; number?: number } } };
        }>;
      };
    }>;
  };
}

export interface ConfigMap extends K8sObject {
  data?: Record<string, string>;
}

/** Parses `kustomize build` output (multi-document YAML); a syntax error throws. */
export function parseObjects(text: string): K8sObject[] {
  return parseAllDocuments(text).flatMap((doc) => {
    if (doc.errors.length > 0) throw doc.errors[0];
    const value = doc.toJS() as K8sObject | null;
    return value ? [value] : [];
  });
}

export function ofKind<T extends K8sObject>(objects: readonly K8sObject[], kind: string): T[] {
  return objects.filter((o) => o.kind === kind) as T[];
}

/** The one object of `kind` named `name`; throws (failing the test) when absent. */
export function named<T extends K8sObject>(objects: readonly K8sObject[], kind: string, name: string): T {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named "${name}" in the rendered manifests`);
  return found as T;
}
