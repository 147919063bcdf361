import { runMigrations, type SqlClient, type SqlExecutor } from '@lomo/database';
import type { CredentialKind, CredentialMetadata, CredentialScope } from './credential';

/**
 * The vault's own tables. Ciphertext lives here and only here (ADR 0022): a row can be
 * deleted (revocation) and a workspace's data key dropped (crypto-shredding), which the
 * append-only event log could not do.
 */
const MIGRATIONS = [
  `create table vault_data_keys (
    workspace_id text primary key,
    kek_id text not null,
    wrapped bytea not null,
    created_at timestamptz not null default now(),
    rewrapped_at timestamptz
  );
  create table vault_credentials (
    credential_id text primary key,
    workspace_id text not null,
    name text not null,
    kind text not null,
    provider_id text,
    scope_kind text not null,
    scope_id text,
    created_by text not null,
    created_at timestamptz not null,
    revoked_at timestamptz,
    last_used_at timestamptz,
    ciphertext bytea
  );
  create index vault_credentials_lookup on vault_credentials (workspace_id, kind, provider_id, created_at);`,
];

export const migrateVault = (sql: SqlClient) => sql.transaction((tx) => runMigrations(tx, 'vault', MIGRATIONS));

export interface CredentialRow extends Record<string, unknown> {
  credential_id: string;
  workspace_id: string;
  name: string;
  kind: CredentialKind;
  provider_id: string | null;
  scope_kind: CredentialScope['kind'];
  scope_id: string | null;
  created_by: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
}

/** Every column but the ciphertext: metadata reads never load a secret, even sealed. */
export const METADATA_COLUMNS = `credential_id, workspace_id, name, kind, provider_id, scope_kind, scope_id, created_by,
  created_at, revoked_at, last_used_at`;

const iso = (value: Date | string) => new Date(value).toISOString();

const scopeOf = (row: CredentialRow): CredentialScope =>
  row.scope_kind === 'user'
    ? { kind: 'user', userId: row.scope_id ?? '' }
    : row.scope_kind === 'task'
      ? { kind: 'task', taskId: row.scope_id ?? '' }
      : { kind: 'workspace' };

export const scopeIdOf = (scope: CredentialScope): string | null =>
  scope.kind === 'user' ? scope.userId : scope.kind === 'task' ? scope.taskId : null;

export const toMetadata = (row: CredentialRow): CredentialMetadata => ({
  credentialId: row.credential_id,
  workspaceId: row.workspace_id,
  name: row.name,
  kind: row.kind,
  ...(row.provider_id ? { providerId: row.provider_id } : {}),
  scope: scopeOf(row),
  createdBy: row.created_by,
  createdAt: iso(row.created_at),
  ...(row.revoked_at ? { revokedAt: iso(row.revoked_at) } : {}),
  ...(row.last_used_at ? { lastUsedAt: iso(row.last_used_at) } : {}),
});

export interface DataKeyRow extends Record<string, unknown> {
  workspace_id: string;
  kek_id: string;
  wrapped: Buffer | Uint8Array;
}

export async function dataKeyRow(sql: SqlExecutor, workspaceId: string): Promise<DataKeyRow | undefined> {
  const { rows } = await sql.query<DataKeyRow>(
    `select workspace_id, kek_id, wrapped from vault_data_keys where workspace_id = $1`,
    [workspaceId],
  );
  return rows[0];
}
