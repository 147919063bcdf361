import type { CredentialKind, CredentialScope, CredentialUse } from './credential';

/**
 * The vault's audit trail on `vault-{workspace}`. Events carry what a credential is and who
 * used it for what, never its secret, ciphertext or a hash of it: the log is append-only and
 * replayed by analysts, so nothing in it could ever be shredded (ADR 0022).
 */

/** A credential was registered (its ciphertext went to `vault_credentials`, not here). */
export interface CredentialRegistered {
  type: 'CredentialRegistered';
  data: { credentialId: string; name: string; kind: CredentialKind; providerId?: string; scope: CredentialScope };
}

/** A credential was revoked: its ciphertext was deleted in the same step. */
export interface CredentialRevoked {
  type: 'CredentialRevoked';
  data: { credentialId: string };
}

/** A secret was handed to a provider request or tool call. Recorded before the secret is revealed. */
export interface CredentialUsed {
  type: 'CredentialUsed';
  data: { credentialId: string } & Omit<CredentialUse, 'workspaceId'>;
}

export type VaultEvent = CredentialRegistered | CredentialRevoked | CredentialUsed;
