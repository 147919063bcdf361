import { randomUUID } from 'node:crypto';
import type { Clock } from '@lomo/clock';
import { vaultStreamId } from '@lomo/contracts';
import type { SqlClient } from '@lomo/database';
import type { EventStore } from '@lomo/event-store';
import { ApiError } from '@lomo/service-api';
import {
  type CredentialKind,
  type CredentialMetadata,
  CredentialNotFound,
  type CredentialScope,
  CredentialWasRevoked,
  type CredentialUse,
} from './credential';
import { refusalOf } from './credential.policy';
import type { DataKeys } from './data-keys';
import { open, seal } from './envelope';
import type { VaultEvent } from './vault.events';
import { type CredentialRow, METADATA_COLUMNS, scopeIdOf, toMetadata } from './vault-tables';

/** What registering a credential takes: the secret is sealed at once and never returned. */
export interface RegisterCredential {
  name: string;
  kind: CredentialKind;
  providerId?: string;
  scope: CredentialScope;
  secret: string;
}

/** Who acts on the vault: every call is confined to the caller's workspace. */
export interface VaultCaller {
  workspaceId: string;
  userId: string;
}

/** The longest secret accepted (a JWT or PEM key fits; a document does not). */
export const MAX_SECRET_LENGTH = 8192;

/** The sealed secret belongs to this credential of this workspace and nowhere else. */
const secretContext = (workspaceId: string, credentialId: string) =>
  `lomo-vault:credential:v1:${workspaceId}:${credentialId}`;

/**
 * The credential vault: a secret is registered once, sealed with its workspace's
 * data key, and referenced by id. It is opened only inside `reveal`, after the use is
 * checked against the credential's scope and recorded as a `CredentialUsed` event, and
 * handed to the one callback that makes the provider request or tool call.
 */
export class Vault {
  constructor(
    private readonly sql: SqlClient,
    private readonly store: EventStore,
    private readonly keys: DataKeys,
    private readonly clock: Clock,
  ) {}

  async register(caller: VaultCaller, input: RegisterCredential): Promise<CredentialMetadata> {
    if (input.secret.length === 0 || input.secret.length > MAX_SECRET_LENGTH)
      throw new ApiError('invalid', 'invalid_secret', `secret must be 1–${MAX_SECRET_LENGTH} characters`);
    const credentialId = randomUUID();
    const createdAt = this.clock.now().toISOString();
    const dataKey = await this.keys.forWorkspace(caller.workspaceId);
    const ciphertext = seal(
      dataKey,
      Buffer.from(input.secret, 'utf8'),
      secretContext(caller.workspaceId, credentialId),
    );
    await this.sql.query(
      `insert into vault_credentials (credential_id, workspace_id, name, kind, provider_id, scope_kind, scope_id,
         created_by, created_at, ciphertext) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        credentialId,
        caller.workspaceId,
        input.name,
        input.kind,
        input.providerId ?? null,
        input.scope.kind,
        scopeIdOf(input.scope),
        caller.userId,
        createdAt,
        ciphertext,
      ],
    );
    const { name, kind, providerId, scope } = input;
    try {
      await this.record(caller, {
        type: 'CredentialRegistered',
        data: { credentialId, name, kind, ...(providerId ? { providerId } : {}), scope },
      });
    } catch (error) {
      // No credential without its audit record: the row goes again, nothing half-written.
      await this.sql.query(`delete from vault_credentials where credential_id = $1`, [credentialId]);
      throw error;
    }
    return this.get(caller.workspaceId, credentialId);
  }

  async list(workspaceId: string): Promise<CredentialMetadata[]> {
    const { rows } = await this.sql.query<CredentialRow>(
      `select ${METADATA_COLUMNS} from vault_credentials where workspace_id = $1 order by created_at, credential_id`,
      [workspaceId],
    );
    return rows.map(toMetadata);
  }

  /** @throws CredentialNotFound (also for another workspace's id) */
  async get(workspaceId: string, credentialId: string): Promise<CredentialMetadata> {
    const found = await this.find(credentialId);
    if (!found || found.workspaceId !== workspaceId) throw new CredentialNotFound(credentialId);
    return found;
  }

  /** Deletes the ciphertext and marks the credential revoked; revoking twice is a no-op. @throws CredentialNotFound */
  async revoke(caller: VaultCaller, credentialId: string): Promise<CredentialMetadata> {
    const current = await this.get(caller.workspaceId, credentialId);
    if (current.revokedAt) return current;
    await this.record(caller, { type: 'CredentialRevoked', data: { credentialId } });
    await this.sql.query(
      `update vault_credentials set revoked_at = $2, ciphertext = null where credential_id = $1 and revoked_at is null`,
      [credentialId, this.clock.now().toISOString()],
    );
    return this.get(caller.workspaceId, credentialId);
  }

  /**
   * Opens the secret for one use: checks the reference, records the use, then calls `use`
   * with the plaintext. Keep the plaintext inside `use`: pass it to the request, never
   * return, log or store it.
   * @throws CredentialNotFound, CredentialOutOfScope, CredentialWasRevoked, VaultUnavailable
   */
  async reveal<T>(credentialId: string, request: CredentialUse, use: (secret: string) => Promise<T> | T): Promise<T> {
    const refusal = refusalOf(credentialId, await this.find(credentialId), request);
    if (refusal) throw refusal;
    const { workspaceId, ...used } = request;
    // The use is on record before the secret exists in memory: no audit, no secret.
    await this.record(
      { workspaceId, userId: request.userId ?? 'system' },
      { type: 'CredentialUsed', data: { credentialId, ...used } },
    );
    const { rows } = await this.sql.query<{ ciphertext: Buffer | Uint8Array | null }>(
      `update vault_credentials set last_used_at = $2 where credential_id = $1 returning ciphertext`,
      [credentialId, this.clock.now().toISOString()],
    );
    const sealed = rows[0]?.ciphertext;
    if (!sealed) throw new CredentialWasRevoked(credentialId);
    const dataKey = await this.keys.forWorkspace(workspaceId);
    return use(open(dataKey, Buffer.from(sealed), secretContext(workspaceId, credentialId)).toString('utf8'));
  }

  /** The newest unrevoked workspace-wide provider key of the workspace for `providerId`, if any. */
  async providerCredential(workspaceId: string, providerId: string): Promise<string | undefined> {
    const { rows } = await this.sql.query<{ credential_id: string }>(
      `select credential_id from vault_credentials
        where workspace_id = $1 and kind = 'provider_key' and provider_id = $2 and scope_kind = 'workspace'
          and revoked_at is null order by created_at desc, credential_id desc limit 1`,
      [workspaceId, providerId],
    );
    return rows[0]?.credential_id;
  }

  private async find(credentialId: string): Promise<CredentialMetadata | undefined> {
    const { rows } = await this.sql.query<CredentialRow>(
      `select ${METADATA_COLUMNS} from vault_credentials where credential_id = $1`,
      [credentialId],
    );
    return rows[0] && toMetadata(rows[0]);
  }

  private async record(caller: VaultCaller, event: VaultEvent): Promise<void> {
    await this.store.append(
      vaultStreamId(caller.workspaceId),
      [
        {
          id: randomUUID(),
          ...event,
          metadata: {
            workspaceId: caller.workspaceId,
            actor: caller.userId,
            occurredAt: this.clock.now().toISOString(),
          },
        },
      ],
      { expected: 'any' },
    );
  }
}
