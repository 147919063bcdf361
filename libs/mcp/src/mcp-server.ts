import { ApiError } from '@lomo/service-api';

/** Per-tool permission policy of, as the task runtime stores it. */
export type McpToolPolicy = 'always_allow' | 'always_ask' | 'deny';
const POLICIES: readonly McpToolPolicy[] = ['always_allow', 'always_ask', 'deny'];

/** Risk class of for a remote tool, when the attachment states it instead of the server's hints. */
export type McpToolRisk = 'read' | 'write' | 'paid' | 'irreversible';
const RISKS: readonly McpToolRisk[] = ['read', 'write', 'paid', 'irreversible'];

/**
 * A remote MCP server attached to a workspace, reached over Streamable HTTP. The
 * credential is a reference (`credentialRef`) resolved at call time, so the secret is never in
 * this record, a prompt, an event or a log.
 */
export interface McpServerAttachment {
  workspaceId: string;
  /** `[a-z][a-z0-9_]{0,23}` without `__`: prefixes the tools' names in the registry (`mcp__<serverId>__<tool>`). */
  serverId: string;
  url: string;
  /** Id of the credential sent as `Authorization: Bearer …`; resolved through `McpCredentials`. */
  credentialRef?: string;
  /** Policy per remote tool name; tools not named get `defaultPolicy`. */
  policies?: Record<string, McpToolPolicy>;
  /** @default undefined — the runtime's rules by risk class (irreversible asks) */
  defaultPolicy?: McpToolPolicy;
  /** Risk per remote tool name, overriding the server's annotations. */
  risks?: Record<string, McpToolRisk>;
  /** Deadline of one call (connect + call). @default 15000 */
  timeoutMs?: number;
  /**
   * OAuth 2.1 client credentials (the SDK's `ClientCredentialsProvider`): the secret behind
   * `credentialRef` is then the client secret, sent only to `issuer`'s token endpoint (found
   * through the server's protected-resource metadata), and the access token it grants is what
   * the server receives. Without it, the secret itself is the bearer token.
   */
  oauth?: { clientId: string; issuer: string; scope?: string };
}

// The registry name must fit the tool-policy API's `[a-z][a-z0-9_]*`; no `__`, which separates the parts.
const SERVER_ID = /^(?!.*__)[a-z][a-z0-9_]{0,23}$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Checks an attachment before anything connects; a bad field is `ApiError('invalid')` naming
 * it. The URL is http(s) without user info (credentials go by reference), and plain http only
 * to a loopback host: a token must not cross a network in the clear.
 */
export function validateAttachment(input: McpServerAttachment): McpServerAttachment {
  const bad = (field: string, detail: string): never => {
    throw new ApiError('invalid', 'invalid_mcp_server', `${field}: ${detail}`, { field });
  };
  if (!SERVER_ID.test(input.serverId ?? ''))
    bad('serverId', 'must match [a-z][a-z0-9_]{0,23} without a double underscore');
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return bad('url', 'is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') bad('url', 'must be http(s)');
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) bad('url', 'plain http is allowed only to localhost');
  if (url.username || url.password) bad('url', 'must not carry credentials; use credentialRef');
  if (url.hash) bad('url', 'must not have a fragment');
  for (const [tool, policy] of Object.entries(input.policies ?? {}))
    if (!POLICIES.includes(policy)) bad(`policies.${tool}`, `must be one of ${POLICIES.join(', ')}`);
  if (input.defaultPolicy !== undefined && !POLICIES.includes(input.defaultPolicy))
    bad('defaultPolicy', `must be one of ${POLICIES.join(', ')}`);
  for (const [tool, risk] of Object.entries(input.risks ?? {}))
    if (!RISKS.includes(risk)) bad(`risks.${tool}`, `must be one of ${RISKS.join(', ')}`);
  if (input.timeoutMs !== undefined && !(Number.isInteger(input.timeoutMs) && input.timeoutMs > 0))
    bad('timeoutMs', 'must be a positive integer');
  if (input.oauth !== undefined) {
    const { clientId, issuer, scope } = input.oauth;
    if (typeof clientId !== 'string' || clientId === '' || clientId.length > 200)
      bad('oauth.clientId', 'must be 1–200 characters');
    if (!input.credentialRef) bad('credentialRef', 'names the OAuth client secret and is required with oauth');
    let issuerUrl: URL | undefined;
    try {
      issuerUrl = new URL(issuer);
    } catch {
      bad('oauth.issuer', 'is not a URL');
    }
    if (issuerUrl!.protocol !== 'https:' && !(issuerUrl!.protocol === 'http:' && LOOPBACK.has(issuerUrl!.hostname)))
      bad('oauth.issuer', 'must be https (plain http only to localhost)');
    if (scope !== undefined && (typeof scope !== 'string' || scope.length > 500))
      bad('oauth.scope', 'must be a string of at most 500 characters');
  }
  return { ...input, url: url.toString() };
}

/**
 * The registry name of a remote tool: provider-safe and what the tool-policy API takes
 * (`[a-z0-9_]`, ≤ 64), scoped by server. Names that fold alike are refused at attach.
 */
export function registryName(serverId: string, tool: string): string {
  return `mcp__${serverId}__${tool.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 64);
}
