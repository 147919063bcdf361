import {
  type CredentialMetadata,
  CredentialNotFound,
  CredentialOutOfScope,
  CredentialWasRevoked,
  type CredentialUse,
} from './credential';

/**
 * Whether `use` may open the credential: pure, so every refusal is decided in one place and
 * tested without a database. A foreign workspace's credential reads as missing.
 * @returns the refusal, or undefined when the use is allowed
 */
export function refusalOf(
  credentialId: string,
  credential: CredentialMetadata | undefined,
  use: CredentialUse,
): CredentialNotFound | CredentialOutOfScope | CredentialWasRevoked | undefined {
  if (!credential || credential.workspaceId !== use.workspaceId) return new CredentialNotFound(credentialId);
  if (credential.revokedAt) return new CredentialWasRevoked(credentialId);
  const { scope } = credential;
  switch (scope.kind) {
    case 'workspace':
      return undefined;
    case 'user':
      return scope.userId === use.userId ? undefined : new CredentialOutOfScope(credentialId, scope);
    case 'task':
      return scope.taskId === use.taskId ? undefined : new CredentialOutOfScope(credentialId, scope);
    default: {
      const _exhaustive: never = scope;
      return _exhaustive;
    }
  }
}
