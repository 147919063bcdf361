import { CredentialWasRevoked, type Vault } from '@lomo/vault';
import type { ProviderCredentials } from './provider.port';

/**
 * `PROVIDER_CREDENTIALS` bound to the vault: the workspace's newest unrevoked
 * `provider_key` for the provider, opened at request time and audited as `CredentialUsed`;
 * without one, the deployment's key. The secret goes straight to the adapter's request header.
 */
export class VaultProviderCredentials implements ProviderCredentials {
  constructor(
    private readonly vault: Vault,
    private readonly deployment: ProviderCredentials,
  ) {}

  async resolve(providerId: string, workspaceId: string): Promise<string | undefined> {
    const credentialId = await this.vault.providerCredential(workspaceId, providerId);
    if (!credentialId) return this.deployment.resolve(providerId, workspaceId);
    try {
      return await this.vault.reveal(
        credentialId,
        { workspaceId, purpose: 'provider_request', target: providerId },
        (secret) => secret,
      );
    } catch (error) {
      // Revoked between the lookup and the use: the next newest (or the deployment's) serves.
      if (error instanceof CredentialWasRevoked) return this.resolve(providerId, workspaceId);
      throw error;
    }
  }
}
