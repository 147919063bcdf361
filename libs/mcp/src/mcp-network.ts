import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { ApiError } from '@lomo/service-api';
import ipaddr from 'ipaddr.js';

/**
 * Whether remote MCP servers may live inside the network (`MCP_PRIVATE_NETWORKS`): `refuse`
 * (the default) keeps an attached URL from reaching private, loopback, link-local (cloud
 * metadata), unspecified or carrier-grade-NAT addresses — server-side request forgery;
 * `allow` is for an operator whose MCP servers run next to Lomo (and for tests).
 */
export type McpPrivateNetworks = 'refuse' | 'allow';
export const MCP_PRIVATE_NETWORKS: readonly McpPrivateNetworks[] = ['refuse', 'allow'];

/** Where a host's addresses come from (the system's DNS; tests answer from a table). */
export interface McpResolver {
  /** Every address of the host (IPv4 and IPv6). */
  lookup(host: string): Promise<string[]>;
}

export const systemResolver: McpResolver = {
  lookup: (host) =>
    new Promise((resolve, reject) =>
      dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
        error ? reject(error) : resolve(addresses.map((a) => a.address)),
      ),
    ),
};

/**
 * The range that makes an address off limits, or undefined for a public one. Anything that is
 * not global unicast is refused (ipaddr.js's ranges: private, loopback, linkLocal, uniqueLocal,
 * unspecified, carrierGradeNat, multicast, reserved, the IPv6 transition ranges …); an
 * IPv4-mapped IPv6 address is judged as its IPv4 address.
 */
export function forbiddenRange(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return 'invalid';
  const range = ipaddr.process(address).range();
  return range === 'unicast' ? undefined : range;
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');

const forbidden = (host: string, address: string, range: string) =>
  new ApiError(
    'invalid',
    'mcp_url_forbidden',
    `url: ${host} is ${address} (${range}); MCP servers inside the network are refused unless the operator sets MCP_PRIVATE_NETWORKS=allow`,
    { field: 'url', host, address, range },
  );

/** Refuses the first address of `host` that is off limits. */
function check(host: string, addresses: readonly string[]): void {
  for (const address of addresses) {
    const range = forbiddenRange(address);
    if (range) throw forbidden(host, address, range);
  }
}

/**
 * Checks an MCP URL before anything connects: its literal address, or every address its host
 * resolves to (one private answer among public ones is enough to refuse). A host that does not
 * resolve is the server being unreachable (`mcp_unavailable`). Connections are checked again
 * by `guardedLookup`, because DNS may answer differently by then (rebinding).
 */
export async function assertPublicUrl(
  url: string,
  policy: McpPrivateNetworks,
  resolver: McpResolver = systemResolver,
): Promise<void> {
  if (policy === 'allow') return;
  const host = hostOf(url);
  if (isIP(host)) return check(host, [host]);
  const addresses = await resolver.lookup(host).catch((error: unknown) => {
    throw new ApiError('unavailable', 'mcp_unavailable', `url: ${host} does not resolve (${String(error)})`, {
      field: 'url',
      host,
    });
  });
  check(host, addresses);
}

/**
 * A `net` lookup that refuses off-limits addresses of the connection being made (after the
 * attach-time check, at every connect): the addresses checked are the ones connected to, so
 * a DNS answer that changed since (rebinding) cannot slip through.
 */
export function guardedLookup(policy: McpPrivateNetworks, resolver: McpResolver = systemResolver): LookupFunction {
  return (host, options, callback) => {
    resolver.lookup(host).then(
      (all) => {
        const wanted =
          options.family === 4 || options.family === 6 ? all.filter((a) => isIP(a) === options.family) : all;
        try {
          if (policy === 'refuse') check(host, wanted);
        } catch (error) {
          return callback(error as NodeJS.ErrnoException, '', 0);
        }
        if (wanted.length === 0)
          return callback(Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all)
          return (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(
            null,
            wanted.map((address) => ({ address, family: isIP(address) })),
          );
        callback(null, wanted[0]!, isIP(wanted[0]!));
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** Refuses an off-limits literal address (a connection to one never asks DNS, so `guardedLookup` cannot see it). */
export function assertPublicLiteral(url: string, policy: McpPrivateNetworks): void {
  const host = hostOf(url);
  if (policy === 'refuse' && isIP(host)) check(host, [host]);
}
