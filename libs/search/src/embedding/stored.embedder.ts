import { createHash } from 'node:crypto';
import { runMigrations, type SqlClient } from '@lomo/database';
import type { Embedder } from './embedder.port';
import { embeddingScope } from './embedding-scope';

/**
 * Texts longer than this are not kept: they are documents that change with every message a
 * task is sent (a task's summary), so a kept vector would never be asked for again.
 */
const MAX_KEPT_CHARS = 500;

/** The vectors table (position = version, never edit a shipped entry). */
export const EMBEDDING_MIGRATIONS = [
  `create table if not exists lomo_embeddings (
    model text not null,
    key text not null,
    vector bytea not null,
    primary key (model, key)
  );`,
  // Vectors are kept per workspace, so an erasure can drop them (ADR 0057); rows kept before
  // had no owner an erasure could find, and are a cache: they go.
  `delete from lomo_embeddings;
   alter table lomo_embeddings add column scope text not null;
   alter table lomo_embeddings drop constraint lomo_embeddings_pkey;
   alter table lomo_embeddings add primary key (scope, model, key);`,
];

/**
 * Where `StoredEmbedder` keeps vectors, per scope (a workspace): looked up for many texts in one
 * round trip, and dropped with everything else of the scope when something in it is erased.
 */
export interface EmbeddingStore {
  /** The kept vectors of these keys (absent keys are missing from the map). */
  get(model: string, scope: string, keys: readonly string[]): Promise<Map<string, number[]>>;
  put(model: string, scope: string, vectors: ReadonlyArray<[key: string, vector: readonly number[]]>): Promise<void>;
  /** Drops every vector kept for `scope`; how many went. */
  drop(scope: string): Promise<number>;
}

/** Where the erasure cascades find the kept vectors (`SearchModule` provides the main database's). */
export const EMBEDDING_STORE = Symbol('EMBEDDING_STORE');

/** Float32 little-endian: 1.5 KB for e5-small's 384 dimensions, read back without parsing. */
const toBytes = (vector: readonly number[]) => Buffer.from(new Float32Array(vector).buffer);
const fromBytes = (bytes: Uint8Array) =>
  Array.from(new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));

/** Vectors in the main database (PGlite embedded, PostgreSQL distributed). */
export class PostgresEmbeddingStore implements EmbeddingStore {
  private migrated?: Promise<void>;

  constructor(private readonly sql: SqlClient) {}

  async get(model: string, scope: string, keys: readonly string[]): Promise<Map<string, number[]>> {
    if (!keys.length) return new Map();
    await this.migrate();
    const { rows } = await this.sql.query<{ key: string; vector: Uint8Array }>(
      `select key, vector from lomo_embeddings where scope = $1 and model = $2 and key = any($3::text[])`,
      [scope, model, keys],
    );
    return new Map(rows.map((r) => [r.key, fromBytes(r.vector)]));
  }

  async put(model: string, scope: string, vectors: ReadonlyArray<[string, readonly number[]]>): Promise<void> {
    if (!vectors.length) return;
    await this.migrate();
    await this.sql.query(
      `insert into lomo_embeddings (scope, model, key, vector)
       select $1, $2, k, v from unnest($3::text[], $4::bytea[]) as t(k, v) on conflict do nothing`,
      [scope, model, vectors.map(([key]) => key), vectors.map(([, vector]) => toBytes(vector))],
    );
  }

  async drop(scope: string): Promise<number> {
    await this.migrate();
    const { rows } = await this.sql.query<{ n: number }>(
      `with gone as (delete from lomo_embeddings where scope = $1 returning 1) select count(*)::int as n from gone`,
      [scope],
    );
    return rows[0].n;
  }

  private migrate(): Promise<void> {
    this.migrated ??= this.sql.transaction((tx) => runMigrations(tx, 'embeddings', EMBEDDING_MIGRATIONS));
    // A failed migration is tried again by the next call.
    this.migrated.catch(() => (this.migrated = undefined));
    return this.migrated;
  }
}

/**
 * A model embedder whose vectors outlive the process (ADR 0055): a text the router embedded
 * once — a message when it was posted, a task's brief — is read back in one round trip for
 * all the texts of a post instead of being embedded again after a restart or once the
 * in-process cache (`CachedEmbedder`, wrapped around this) has let it go. At 10,000 tasks a
 * search hit is often a task whose words no process embedded lately. A store that fails is
 * not fatal: the texts are embedded as if nothing were kept. Vectors are kept only inside a
 * workspace's scope (`withEmbeddingScope`), so the erasures can drop them.
 */
export class StoredEmbedder implements Embedder {
  readonly name: string;
  readonly dimensions: number;

  constructor(
    readonly inner: Embedder,
    private readonly store: EmbeddingStore,
    private readonly onStoreError: (error: unknown) => void = () => undefined,
  ) {
    this.name = inner.name;
    this.dimensions = inner.dimensions;
  }

  async embed(texts: string[]): Promise<number[][]> {
    const scope = embeddingScope();
    if (scope === undefined) return this.inner.embed(texts);
    const keys = texts.map((text) => (text.length <= MAX_KEPT_CHARS ? keyOf(text) : undefined));
    const wanted = [...new Set(keys.filter((k): k is string => k !== undefined))];
    const kept = await this.store.get(this.name, scope, wanted).catch((error: unknown) => {
      this.onStoreError(error);
      return new Map<string, number[]>();
    });
    const missing = texts.flatMap((text, i) => (keys[i] !== undefined && kept.has(keys[i]) ? [] : [i]));
    const computed = missing.length ? await this.inner.embed(missing.map((i) => texts[i])) : [];
    const fresh = new Map<number, number[]>(missing.map((i, n) => [i, computed[n]]));
    const toKeep = new Map<string, number[]>();
    for (const [i, vector] of fresh) {
      const key = keys[i];
      if (key !== undefined) toKeep.set(key, vector);
    }
    await this.store.put(this.name, scope, [...toKeep]).catch((error: unknown) => this.onStoreError(error));
    return texts.map((_, i) => fresh.get(i) ?? [...(kept.get(keys[i] as string) as number[])]);
  }

  close(): Promise<void> {
    return this.inner.close?.() ?? Promise.resolve();
  }
}

const keyOf = (text: string) => createHash('sha256').update(text).digest('base64');
