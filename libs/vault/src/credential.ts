import { ApiError } from '@lomo/service-api';

/** What a credential opens: an upstream provider's API key, an MCP server's token, a webhook's signing secret. */
export const CREDENTIAL_KINDS = ['provider_key', 'mcp_token', 'webhook_secret'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/**
 * Who may use a credential: everyone in the workspace (a provider key, used for
 * that workspace's requests), one user, or one task. Scope is checked on every use.
 */
export type CredentialScope =
  { kind: 'workspace' } | { kind: 'user'; userId: string } | { kind: 'task'; taskId: string };

/** Everything about a credential except its secret: what the API lists and events record. */
export interface CredentialMetadata {
  credentialId: string;
  workspaceId: string;
  name: string;
  kind: CredentialKind;
  /** For a provider key: the provider it authenticates to (`openai`, `simulated`, …). */
  providerId?: string;
  scope: CredentialScope;
  createdBy: string;
  createdAt: string;
  revokedAt?: string;
  lastUsedAt?: string;
}

/** Who asks to use a credential, and for what (recorded in the audit event, never the secret). */
export interface CredentialUse {
  workspaceId: string;
  userId?: string;
  taskId?: string;
  /** `provider_request` (an upstream call) or `tool_call` (an MCP server, a webhook). */
  purpose: 'provider_request' | 'tool_call';
  /** The provider id or tool name the secret is handed to. */
  target: string;
}

/** A reference to a credential that does not exist, or to another workspace's (no existence leak). */
export class CredentialNotFound extends ApiError {
  constructor(credentialId: string) {
    super('not_found', 'credential_not_found', `no credential ${credentialId} in this workspace`, { credentialId });
  }
}

/** A credential of this workspace, scoped to another user or task than the one asking. */
export class CredentialOutOfScope extends ApiError {
  constructor(credentialId: string, scope: CredentialScope) {
    super('forbidden', 'credential_out_of_scope', `credential ${credentialId} is scoped to one ${scope.kind}`, {
      credentialId,
    });
  }
}

/** A revoked credential: its ciphertext is gone, nothing can be revealed. */
export class CredentialWasRevoked extends ApiError {
  constructor(credentialId: string) {
    super('conflict', 'credential_revoked', `credential ${credentialId} was revoked`, { credentialId });
  }
}

/** This process has no KEK (distributed mode without VAULT_KEK): nothing can be sealed or opened. */
export class VaultUnavailable extends ApiError {
  constructor() {
    super('unavailable', 'vault_unavailable', 'the credential vault has no key-encryption key (set VAULT_KEK)');
  }
}
