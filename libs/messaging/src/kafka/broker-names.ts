/** How the catalog's topic and group names map to the names on the broker (KAFKA_NAMESPACE). */
export interface BrokerNames {
  toBroker(name: string): string;
  fromBroker(name: string): string;
}

/** `<namespace>.<name>` on the broker; without a namespace, the names as they are. */
export function brokerNames(namespace?: string): BrokerNames {
  if (!namespace) return { toBroker: (name) => name, fromBroker: (name) => name };
  const prefix = `${namespace}.`;
  return {
    toBroker: (name) => `${prefix}${name}`,
    fromBroker: (name) => (name.startsWith(prefix) ? name.slice(prefix.length) : name),
  };
}
