import { isApiError } from '@lomo/service-api';
import { assertPublicUrl, forbiddenRange, type McpResolver } from './mcp-network';

/** A resolver answering from a table, counting its calls (the DNS a test controls). */
const resolver = (table: Record<string, string[]>): McpResolver => ({
  lookup: async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses;
  },
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: unknown) => (isApiError(error) ? { kind: error.kind, code: error.code, ...error.details } : String(error)),
  );

describe('MCP server addresses: no server-side request forgery (issue 31 item 7)', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['169.254.169.254', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
  ])('given %s, then it is refused as %s', (address, range) => {
    expect(forbiddenRange(address)).toBe(range);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946'])(
    'given the public address %s, then it is allowed',
    (address) => expect(forbiddenRange(address)).toBeUndefined(),
  );

  it('given a URL whose literal or any resolved address is inside the network, then it is refused naming the host, the address and its range; a public one passes', async () => {
    const dns = resolver({
      'mcp.example.com': ['93.184.216.34'],
      'split.example.com': ['93.184.216.34', '10.0.0.7'],
      'metadata.example.com': ['169.254.169.254'],
    });
    expect(await refusal(assertPublicUrl('https://mcp.example.com/mcp', 'refuse', dns))).toBe('allowed');
    expect(await refusal(assertPublicUrl('https://split.example.com/mcp', 'refuse', dns))).toEqual({
      kind: 'invalid',
      code: 'mcp_url_forbidden',
      field: 'url',
      host: 'split.example.com',
      address: '10.0.0.7',
      range: 'private',
    });
    expect(await refusal(assertPublicUrl('https://metadata.example.com/', 'refuse', dns))).toMatchObject({
      code: 'mcp_url_forbidden',
      range: 'linkLocal',
    });
    expect(await refusal(assertPublicUrl('http://[::1]:8080/mcp', 'refuse', dns))).toMatchObject({
      code: 'mcp_url_forbidden',
      address: '::1',
      range: 'loopback',
    });
    expect(await refusal(assertPublicUrl('http://127.0.0.1:8080/mcp', 'refuse', dns))).toMatchObject({
      code: 'mcp_url_forbidden',
      range: 'loopback',
    });
  });

  it('given the operator allows private networks, then nothing is refused and nothing is resolved', async () => {
    let lookups = 0;
    const counting: McpResolver = { lookup: async () => (lookups++, ['10.0.0.1']) };
    expect(await refusal(assertPublicUrl('http://127.0.0.1:8080/mcp', 'allow', counting))).toBe('allowed');
    expect(await refusal(assertPublicUrl('https://internal.example.com/mcp', 'allow', counting))).toBe('allowed');
    expect(lookups).toBe(0);
  });

  it('given a host that does not resolve, then it is the unavailable server, not a forbidden one', async () => {
    expect(await refusal(assertPublicUrl('https://nowhere.example.com/', 'refuse', resolver({})))).toMatchObject({
      kind: 'unavailable',
      code: 'mcp_unavailable',
    });
  });
});
