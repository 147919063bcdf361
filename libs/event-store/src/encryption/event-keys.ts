import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { runMigrations, type SqlClient } from '@lomo/database';
import { DATA_KEY_BYTES, type KeyWrapper } from './sealing';

/**
 * The key store lives in its own schema, and may live in its own database (ADR 0041): a dump
 * of the event log then carries ciphertexts and no key. Only the wrapped data key is stored;
 * after shredding, only the SHA-256 of the owner stays, so a late write about it never gets a
 * fresh key that nobody would destroy.
 */
export const KEY_SCHEMA = 'lomo_keys';
const MIGRATIONS = [
  `create schema if not exists ${KEY_SCHEMA};
   create table ${KEY_SCHEMA}.event_data_keys (
     key_id       text primary key,
     owner        text not null unique,
     kek_id       text not null,
     wrapped      bytea not null,
     created_at   timestamptz not null default now(),
     rewrapped_at timestamptz
   );
   create table ${KEY_SCHEMA}.event_shredded_owners (
     owner_sha256 text primary key,
     shredded_at  timestamptz not null default now()
   );`,
];

export interface DataKey {
  keyId: string;
  owner: string;
  dek: Buffer;
}

export interface EventKeysOptions {
  /** Unwrapped keys kept in memory (least recently used go first). @default 10000 */
  cacheSize?: number;
  /**
   * How long an unwrapped key is trusted without asking the key store again: the longest another
   * process may still read a task it did not shred itself (ADR 0050). @default 10000
   */
  cacheTtlMs?: number;
  now?: () => number;
}

interface KeyRow extends Record<string, unknown> {
  key_id: string;
  owner: string;
  kek_id: string;
  wrapped: Uint8Array;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const wrapContext = (owner: string, keyId: string) => `lomo-events:data-key:v1:${owner}:${keyId}`;

/**
 * Data keys of the event log, one per owner (a task, a main thread, a stream), wrapped by the KEK.
 * Unwrapped keys are cached with a bound and a time limit, so an append or a read costs no round
 * trip to the key store in the usual case.
 */
export class EventKeys {
  private readonly byId = new Map<string, { key: DataKey; at: number }>();
  private readonly idByOwner = new Map<string, string>();
  private readonly cacheSize: number;
  private readonly ttl: number;
  private readonly now: () => number;
  private ready?: Promise<void>;

  constructor(
    private readonly sql: SqlClient,
    private readonly kek: KeyWrapper,
    options: EventKeysOptions = {},
  ) {
    this.cacheSize = options.cacheSize ?? 10_000;
    this.ttl = options.cacheTtlMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  migrate(): Promise<void> {
    this.ready ??= this.sql.transaction((tx) => runMigrations(tx, 'event-keys', MIGRATIONS));
    return this.ready;
  }

  /** The owner's key, created on first use (writers racing agree on one); undefined once shredded. */
  async keyFor(owner: string): Promise<DataKey | undefined> {
    const knownId = this.idByOwner.get(owner);
    const cached = knownId === undefined ? undefined : this.cached(knownId);
    if (cached) return cached;
    await this.migrate();
    // A key this process held past its time limit: one read by id says whether it is still there
    // (an owner keeps its key until shredded). Not the insert below, which wraps a fresh key only
    // to conflict: that ran on every append to a task older than the limit (issue 26).
    if (knownId !== undefined) {
      const found = (await this.byIds([knownId])).get(knownId);
      if (found) return found;
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const keyId = randomUUID();
      const { kekId, wrapped } = this.kek.wrap(randomBytes(DATA_KEY_BYTES), wrapContext(owner, keyId));
      // One round trip: the existing row, or the new one unless the owner was shredded. Both empty
      // means another writer inserted in between (invisible to this statement's snapshot): again.
      const { rows } = await this.sql.query<KeyRow>(
        `with created as (
           insert into ${KEY_SCHEMA}.event_data_keys (key_id, owner, kek_id, wrapped)
           select $2, $1, $3, $4
            where not exists (select 1 from ${KEY_SCHEMA}.event_shredded_owners where owner_sha256 = $5)
           on conflict (owner) do nothing
           returning key_id, owner, kek_id, wrapped)
         select key_id, owner, kek_id, wrapped from created
         union all
         select key_id, owner, kek_id, wrapped from ${KEY_SCHEMA}.event_data_keys where owner = $1`,
        [owner, keyId, kekId, wrapped, sha256(owner)],
      );
      if (rows[0]) return this.remember(rows[0]);
      if (await this.isShredded(owner)) return undefined;
    }
    throw new Error(`event key of ${owner}: neither found nor created`);
  }

  /** Keys by id, for reading; a shredded key is absent from the map. */
  async byIds(keyIds: Iterable<string>): Promise<Map<string, DataKey>> {
    const found = new Map<string, DataKey>();
    const missing: string[] = [];
    for (const id of new Set(keyIds)) {
      const cached = this.cached(id);
      if (cached) found.set(id, cached);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    await this.migrate();
    const { rows } = await this.sql.query<KeyRow>(
      `select key_id, owner, kek_id, wrapped from ${KEY_SCHEMA}.event_data_keys where key_id = any($1::text[])`,
      [missing],
    );
    for (const row of rows) found.set(row.key_id, this.remember(row));
    // Not in the store: shredded. A copy held past its time limit goes now.
    for (const id of missing) if (!found.has(id)) this.forget(id);
    return found;
  }

  /** Crypto-shredding: destroys the owner's key for good; every copy of what it sealed is noise from now on. */
  async shred(owner: string): Promise<void> {
    await this.migrate();
    await this.sql.transaction(async (tx) => {
      await tx.query(
        `insert into ${KEY_SCHEMA}.event_shredded_owners (owner_sha256) values ($1) on conflict do nothing`,
        [sha256(owner)],
      );
      await tx.query(`delete from ${KEY_SCHEMA}.event_data_keys where owner = $1`, [owner]);
    });
    // PGlite never vacuums: without this the wrapped key stays in the table's data file (ADR 0041).
    if (this.sql.kind === 'pglite') await this.sql.query(`vacuum ${KEY_SCHEMA}.event_data_keys`);
    const id = this.idByOwner.get(owner);
    this.idByOwner.delete(owner);
    if (id !== undefined) this.byId.delete(id);
  }

  private forget(keyId: string): void {
    const entry = this.byId.get(keyId);
    if (!entry) return;
    this.byId.delete(keyId);
    if (this.idByOwner.get(entry.key.owner) === keyId) this.idByOwner.delete(entry.key.owner);
  }

  async isShredded(owner: string): Promise<boolean> {
    await this.migrate();
    const { rows } = await this.sql.query(`select 1 from ${KEY_SCHEMA}.event_shredded_owners where owner_sha256 = $1`, [
      sha256(owner),
    ]);
    return rows.length > 0;
  }

  /**
   * Re-wraps every data key not under the primary KEK (a `VAULT_KEK` rotation). Safe in every
   * process at once: each update applies only while the row is still under the old KEK.
   * @returns how many keys this call re-wrapped
   */
  async rewrap(): Promise<number> {
    await this.migrate();
    const { rows } = await this.sql.query<KeyRow>(
      `select key_id, owner, kek_id, wrapped from ${KEY_SCHEMA}.event_data_keys where kek_id <> $1`,
      [this.kek.primary.id],
    );
    let count = 0;
    for (const row of rows) {
      const context = wrapContext(row.owner, row.key_id);
      const dek = this.unwrapOrSkip(row.kek_id, Buffer.from(row.wrapped), context);
      if (!dek) continue;
      const { kekId, wrapped } = this.kek.wrap(dek, context);
      const { rows: updated } = await this.sql.query(
        `update ${KEY_SCHEMA}.event_data_keys set kek_id = $1, wrapped = $2, rewrapped_at = now()
          where key_id = $3 and kek_id = $4 returning key_id`,
        [kekId, wrapped, row.key_id, row.kek_id],
      );
      count += updated.length;
    }
    return count;
  }

  /**
   * A key this ring cannot open is left as it is: another deployment's sharing the database (a
   * test run's), or a wrong `VAULT_KEK`, which the vault's own boot check refuses with a clear
   * message (docs/vault.md); reading such an event fails, it never opens as something else.
   */
  private unwrapOrSkip(kekId: string, wrapped: Buffer, context: string): Buffer | undefined {
    try {
      return this.kek.unwrap(kekId, wrapped, context);
    } catch {
      return undefined;
    }
  }

  /**
   * A key within its time limit. One past it stays held (the LRU bound still applies) but is not
   * used until the store has confirmed it: `remember` then keeps its unwrapped copy.
   */
  private cached(keyId: string): DataKey | undefined {
    const entry = this.byId.get(keyId);
    if (!entry || this.now() - entry.at > this.ttl) return undefined;
    // Map order is insertion order: re-inserting makes this the most recently used.
    this.byId.delete(keyId);
    this.byId.set(keyId, entry);
    return entry.key;
  }

  private remember(row: KeyRow): DataKey {
    // A key id names one data key for good (a KEK rotation changes only its wrapping): a copy
    // held past its time limit and found in the store again needs no unwrap.
    const held = this.byId.get(row.key_id)?.key;
    const key: DataKey =
      held?.owner === row.owner
        ? held
        : {
            keyId: row.key_id,
            owner: row.owner,
            dek: this.kek.unwrap(row.kek_id, Buffer.from(row.wrapped), wrapContext(row.owner, row.key_id)),
          };
    this.byId.delete(key.keyId);
    this.byId.set(key.keyId, { key, at: this.now() });
    this.idByOwner.set(key.owner, key.keyId);
    while (this.byId.size > this.cacheSize) {
      const [oldest] = this.byId.keys();
      const evicted = this.byId.get(oldest)!;
      this.byId.delete(oldest);
      if (this.idByOwner.get(evicted.key.owner) === oldest) this.idByOwner.delete(evicted.key.owner);
    }
    return key;
  }
}
