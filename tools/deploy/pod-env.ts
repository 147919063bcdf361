import { type Container, type ConfigMap, type K8sObject, named } from './k8s-objects';

/**
 * Stand-ins for Secret values the manifests reference but never contain (operators create
 * the Secrets; see docs/operations/deploy.md), keyed `<secret>/<key>`. A reference to any
 * other secret key fails the test, so a new secret is added here deliberately.
 */
export const PLAUSIBLE_SECRETS: Readonly<Record<string, string>> = {
  'lomo-database/url': 'postgres://lomo:not-the-real-password@postgres.lomo.svc:5432/lomo',
  'lomo-service-token/token': 'a-plausible-service-token-of-32-chars',
  'lomo-vault/kek': '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
};

/**
 * The environment the kubelet gives `container`: `envFrom` sources in order, then `env`
 * entries, later ones winning. ConfigMaps come from the rendered objects; a reference to a
 * ConfigMap that is not rendered (and not optional) throws, as the pod would not start.
 */
export function containerEnv(container: Container, objects: readonly K8sObject[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.secretRef)
      throw new Error(`envFrom secretRef "${source.secretRef.name}": no stand-in values for a whole Secret`);
    if (!source.configMapRef) continue;
    const map = findConfigMap(objects, source.configMapRef.name, source.configMapRef.optional);
    for (const [key, value] of Object.entries(map?.data ?? {})) env[`${source.prefix ?? ''}${key}`] = value;
  }
  for (const variable of container.env ?? []) {
    const value = resolve(variable.name, variable.valueFrom, objects, variable.value);
    if (value !== undefined) env[variable.name] = value;
  }
  return env;
}

function resolve(
  name: string,
  from: NonNullable<Container['env']>[number]['valueFrom'],
  objects: readonly K8sObject[],
  literal?: string,
): string | undefined {
  if (!from) return literal ?? '';
  if (from.configMapKeyRef) {
    const ref = from.configMapKeyRef;
    const value = findConfigMap(objects, ref.name, ref.optional)?.data?.[ref.key];
    if (value === undefined && !ref.optional)
      throw new Error(`${name}: ConfigMap "${ref.name}" has no key "${ref.key}"`);
    return value;
  }
  if (from.secretKeyRef) {
    const value = PLAUSIBLE_SECRETS[`${from.secretKeyRef.name}/${from.secretKeyRef.key}`];
    // An optional Secret the operator did not create leaves the variable unset, as the kubelet does.
    if (value === undefined && from.secretKeyRef.optional) return undefined;
    if (value === undefined)
      throw new Error(
        `${name}: secret ${from.secretKeyRef.name}/${from.secretKeyRef.key} has no stand-in in PLAUSIBLE_SECRETS`,
      );
    return value;
  }
  throw new Error(`${name}: unsupported valueFrom ${JSON.stringify(from)}`);
}

function findConfigMap(objects: readonly K8sObject[], name: string, optional?: boolean): ConfigMap | undefined {
  if (optional) return objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name) as ConfigMap | undefined;
  return named<ConfigMap>(objects, 'ConfigMap', name);
}
