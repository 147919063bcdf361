import type { Vault } from './vault';

/**
 * The vault as a resolver of credential references for tool calls (it fits `@lomo/mcp`'s
 * `McpCredentials`): the call names only the workspace, so only workspace-scoped credentials
 * open. A missing or foreign reference is `credential_not_found`, never a silent undefined.
 */
export const toolCredentials = (vault: Vault, target: string) => ({
  resolve: (credentialRef: string, workspaceId: string): Promise<string> =>
    vault.reveal(credentialRef, { workspaceId, purpose: 'tool_call', target }, (secret) => secret),
});
