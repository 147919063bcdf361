import { randomBytes } from 'node:crypto';
import { ConfigError } from '@lomo/config';
import type { SqlClient } from '@lomo/database';
import { KEY_BYTES } from './envelope';
import type { KekRing } from './kek-ring';
import { dataKeyRow, type DataKeyRow } from './vault-tables';
import { VaultUnavailable } from './credential';

const bytes = (value: Buffer | Uint8Array) => Buffer.from(value);

/**
 * One data key per workspace, stored only wrapped by a KEK (envelope encryption). The
 * plaintext data key lives for the length of one seal or open; nothing caches it, so a
 * rotation or a shredded workspace takes effect on the next use.
 */
export class DataKeys {
  constructor(
    private readonly sql: SqlClient,
    private readonly ring: KekRing | undefined,
  ) {}

  /** The workspace's data key, created on first use (two processes racing agree on one). @throws VaultUnavailable */
  async forWorkspace(workspaceId: string): Promise<Buffer> {
    const ring = this.requireRing();
    let row = await dataKeyRow(this.sql, workspaceId);
    if (!row) {
      const { kekId, wrapped } = ring.wrap(randomBytes(KEY_BYTES), workspaceId);
      await this.sql.query(
        `insert into vault_data_keys (workspace_id, kek_id, wrapped) values ($1, $2, $3) on conflict do nothing`,
        [workspaceId, kekId, wrapped],
      );
      row = (await dataKeyRow(this.sql, workspaceId))!;
    }
    return ring.unwrap(row.kek_id, bytes(row.wrapped), workspaceId);
  }

  /** Crypto-shredding: without its data key, every ciphertext of the workspace (backups too, once the KEK rotates) is noise. */
  async shred(workspaceId: string): Promise<void> {
    await this.sql.query(`delete from vault_data_keys where workspace_id = $1`, [workspaceId]);
  }

  /**
   * The boot check: every data key must open with a KEK of the ring, or the process refuses
   * to start (it would otherwise serve some workspaces and fail others at the first use).
   * Without a ring, the vault must be empty. @throws ConfigError naming VAULT_KEK
   */
  async check(): Promise<void> {
    const { rows } = await this.sql.query<DataKeyRow>(`select workspace_id, kek_id, wrapped from vault_data_keys`);
    if (rows.length === 0) return;
    if (!this.ring)
      throw new ConfigError([
        `VAULT_KEK: unset, but the vault holds the data keys of ${rows.length} workspace(s) wrapped by KEK ${kekIds(rows)}; set VAULT_KEK (and VAULT_KEK_PREVIOUS during a rotation) from the Kubernetes Secret`,
      ]);
    const ring = this.ring;
    const unheld = rows.filter((row) => !ring.holds(row.kek_id));
    if (unheld.length > 0)
      throw new ConfigError([
        `VAULT_KEK: wrong key-encryption key: ${unheld.length} workspace data key(s) are wrapped by KEK ${kekIds(unheld)}, but this process holds ${ring.ids().join(', ')} (VAULT_KEK, VAULT_KEK_PREVIOUS); refusing to start rather than serve secrets it cannot decrypt`,
      ]);
    const broken = rows.filter((row) => !opens(ring, row));
    if (broken.length > 0)
      throw new ConfigError([
        `VAULT_KEK: ${broken.length} workspace data key(s) wrapped by KEK ${kekIds(broken)} do not open with that key (a different key with the same id, or a tampered row); refusing to start`,
      ]);
  }

  /**
   * Re-wraps every data key not under the primary KEK with it (rotation). Safe to run in
   * every process at once: each update applies only while the row is still under the old KEK.
   * @returns how many data keys this call re-wrapped
   */
  async rewrap(): Promise<number> {
    if (!this.ring) return 0;
    const ring = this.ring;
    const { rows } = await this.sql.query<DataKeyRow>(
      `select workspace_id, kek_id, wrapped from vault_data_keys where kek_id <> $1`,
      [ring.primary.id],
    );
    let count = 0;
    for (const row of rows) {
      const dataKey = ring.unwrap(row.kek_id, bytes(row.wrapped), row.workspace_id);
      const { kekId, wrapped } = ring.wrap(dataKey, row.workspace_id);
      const { rows: updated } = await this.sql.query(
        `update vault_data_keys set kek_id = $1, wrapped = $2, rewrapped_at = now()
          where workspace_id = $3 and kek_id = $4 returning workspace_id`,
        [kekId, wrapped, row.workspace_id, row.kek_id],
      );
      count += updated.length;
    }
    return count;
  }

  private requireRing(): KekRing {
    if (!this.ring) throw new VaultUnavailable();
    return this.ring;
  }
}

const kekIds = (rows: readonly DataKeyRow[]) => [...new Set(rows.map((row) => row.kek_id))].join(', ');

function opens(ring: KekRing, row: DataKeyRow): boolean {
  try {
    ring.unwrap(row.kek_id, bytes(row.wrapped), row.workspace_id);
    return true;
  } catch {
    return false;
  }
}
