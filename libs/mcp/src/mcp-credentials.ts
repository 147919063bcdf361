/**
 * Resolves an attachment's `credentialRef` to the secret at call time. The seam for
 * `@lomo/vault`: until the vault is bound here, `configCredentials` reads the deployment's
 * configured values. The secret is used for one request's header and never stored or logged.
 */
export interface McpCredentials {
  resolve(credentialRef: string, workspaceId: string): Promise<string | undefined>;
}

/** Credentials from configuration (e.g. `MCP_CREDENTIALS` as a JSON object ref → token). */
export function configCredentials(values: Readonly<Record<string, string>>): McpCredentials {
  return { resolve: async (ref) => values[ref] };
}

/** No credentials configured: an attachment with a `credentialRef` is refused when called. */
export const noCredentials: McpCredentials = { resolve: async () => undefined };
