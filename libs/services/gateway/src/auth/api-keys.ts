import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { runMigrations, type SqlClient } from '@lomo/database';

/** What a key may do: read, write (messages, actions, edits) and fire triggers. */
export const SCOPES = ['read', 'write', 'trigger'] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * `api` keys are the open API: paid work they start is confirmed one by one.
 * `console` keys are the web console's session.
 */
export type KeyKind = 'api' | 'console';

export interface ApiKeyRecord {
  keyId: string;
  workspaceId: string;
  userId: string;
  scopes: Scope[];
  kind: KeyKind;
}

const MIGRATIONS = [
  `create table gateway_api_keys (
    key_id text primary key,
    secret_sha256 text not null,
    workspace_id text not null,
    user_id text not null,
    scopes text not null,
    kind text not null,
    created_at timestamptz not null default now(),
    revoked_at timestamptz
  );`,
  // The plaintext of keys every gateway replica hands out alike (the dev login's): see createShared.
  `create table gateway_shared_keys (
    key_id text primary key,
    key text not null,
    created_at timestamptz not null default now()
  );`,
];

const KEY = /^lomo_([a-z0-9]{8,32})\.([A-Za-z0-9_-]{20,100})$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * API keys, stored as the SHA-256 of their secret half: the secret is 32 random bytes, so a
 * slow password hash would add nothing but latency. The plaintext is shown once, at creation.
 */
export class ApiKeys {
  constructor(private readonly sql: SqlClient) {}

  migrate(): Promise<void> {
    return this.sql.transaction((tx) => runMigrations(tx, 'gateway-api-keys', MIGRATIONS));
  }

  /** Creates a key (or replaces the secret of `keyId`) and returns its plaintext once. */
  async create(
    input: Omit<ApiKeyRecord, 'keyId'> & { keyId?: string },
  ): Promise<{ key: string; record: ApiKeyRecord }> {
    const keyId = input.keyId ?? randomBytes(8).toString('hex');
    const secret = randomBytes(32).toString('base64url');
    return { key: `lomo_${keyId}.${secret}`, record: await this.store(keyId, secret, input) };
  }

  /**
   * The one key `keyId` every gateway replica on this database hands out: the first replica
   * to ask creates it, the others read it (insert-if-absent under the key id), and each makes
   * sure the key table accepts exactly that secret — so no replica's boot logs out a console
   * signed in on another. Its plaintext is stored, which is why only the loopback-only dev
   * login uses this.
   */
  async createShared(input: Omit<ApiKeyRecord, 'keyId'> & { keyId: string }): Promise<{ key: string }> {
    const candidate = `lomo_${input.keyId}.${randomBytes(32).toString('base64url')}`;
    await this.sql.query(
      `insert into gateway_shared_keys (key_id, key) values ($1, $2) on conflict (key_id) do nothing`,
      [input.keyId, candidate],
    );
    const { rows } = await this.sql.query<{ key: string }>(`select key from gateway_shared_keys where key_id = $1`, [
      input.keyId,
    ]);
    const key = rows[0].key;
    await this.store(input.keyId, KEY.exec(key)![2], input);
    return { key };
  }

  /** Stores (or replaces) `keyId` with the hash of `secret`, unrevoked. */
  private async store(keyId: string, secret: string, input: Omit<ApiKeyRecord, 'keyId'>): Promise<ApiKeyRecord> {
    const scopes = [...new Set(input.scopes)].filter((s) => (SCOPES as readonly string[]).includes(s));
    await this.sql.query(
      `insert into gateway_api_keys (key_id, secret_sha256, workspace_id, user_id, scopes, kind) values ($1, $2, $3, $4, $5, $6)
       on conflict (key_id) do update set secret_sha256 = excluded.secret_sha256, workspace_id = excluded.workspace_id, user_id = excluded.user_id,
         scopes = excluded.scopes, kind = excluded.kind, revoked_at = null`,
      [keyId, sha256(secret), input.workspaceId, input.userId, scopes.join(' '), input.kind],
    );
    return { keyId, workspaceId: input.workspaceId, userId: input.userId, scopes, kind: input.kind };
  }

  /** The record of a valid, unrevoked key; undefined for anything else (no hint which part was wrong). */
  async verify(key: string): Promise<ApiKeyRecord | undefined> {
    const match = KEY.exec(key);
    if (!match) return undefined;
    const { rows } = await this.sql.query<{
      secret_sha256: string;
      workspace_id: string;
      user_id: string;
      scopes: string;
      kind: KeyKind;
    }>(
      `select secret_sha256, workspace_id, user_id, scopes, kind from gateway_api_keys where key_id = $1 and revoked_at is null`,
      [match[1]],
    );
    const row = rows[0];
    if (!row || !timingSafeEqual(Buffer.from(row.secret_sha256, 'hex'), Buffer.from(sha256(match[2]), 'hex')))
      return undefined;
    return {
      keyId: match[1],
      workspaceId: row.workspace_id,
      userId: row.user_id,
      scopes: row.scopes.split(' ').filter(Boolean) as Scope[],
      kind: row.kind,
    };
  }

  async revoke(keyId: string): Promise<boolean> {
    const { rows } = await this.sql.query(
      `update gateway_api_keys set revoked_at = now() where key_id = $1 and revoked_at is null returning key_id`,
      [keyId],
    );
    return rows.length > 0;
  }

  /**
   * Deletes every key of one person (their erasure, ADR 0051), the dev login's stored
   * plaintext with it: a key that only stopped working would still name them.
   */
  async forgetUser(workspaceId: string, userId: string): Promise<number> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ key_id: string }>(
        `delete from gateway_api_keys where workspace_id = $1 and user_id = $2 returning key_id`,
        [workspaceId, userId],
      );
      await tx.query(`delete from gateway_shared_keys where key_id = any($1::text[])`, [rows.map((r) => r.key_id)]);
      return rows.length;
    });
  }

  async list(): Promise<Array<ApiKeyRecord & { revoked: boolean }>> {
    const { rows } = await this.sql.query<{
      key_id: string;
      workspace_id: string;
      user_id: string;
      scopes: string;
      kind: KeyKind;
      revoked_at: unknown;
    }>(`select key_id, workspace_id, user_id, scopes, kind, revoked_at from gateway_api_keys order by created_at`);
    return rows.map((r) => ({
      keyId: r.key_id,
      workspaceId: r.workspace_id,
      userId: r.user_id,
      scopes: r.scopes.split(' ') as Scope[],
      kind: r.kind,
      revoked: r.revoked_at !== null,
    }));
  }
}
