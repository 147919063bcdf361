import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where object content lives, addressed by content hash within a scope (the object id). A
 * scope is the unit of purge: deleting an object deletes its scope, and because blobs are
 * never shared across scopes, a purge can never break another object (ADR 0005).
 * Adapters: local disk (embedded default), PostgreSQL chunked bytea (default on a PostgreSQL
 * server) and S3 (ADR 0016). Every adapter passes `blobStoreConformance` (./blob-store.conformance).
 */
export interface BlobStore {
  /**
   * Stores the bytes once per (scope, hash); storing the same bytes again is a no-op. A stream
   * is hashed, counted and written as it is read, holding at most a few chunks in memory.
   * Readers never see half a blob: when the source fails or passes `maxBytes`, nothing of it
   * stays stored and the promise rejects with the source's own error or `BlobTooLarge`.
   */
  put(scope: string, source: BlobSource, options?: PutOptions): Promise<{ sha256: string; sizeBytes: number }>;
  /** The whole blob in memory; for small content (text, Flow JSON). @throws BlobNotFound */
  get(scope: string, sha256: string): Promise<Uint8Array>;
  /**
   * The blob as a byte stream that holds at most a few chunks in memory at a time (downloads of
   * large media). The promise rejects with `BlobNotFound` before any byte when there is no such
   * blob; a blob purged while it is being read ends the stream with an error.
   */
  stream(scope: string, sha256: string): Promise<Readable>;
  /** Deletes every blob of the scope (every chunk, every object); nothing happens when there is none. */
  deleteScope(scope: string): Promise<void>;
}

/** The bytes of a blob: whole, or a stream of chunks (a Node `Readable` is one). */
export type BlobSource = Uint8Array | AsyncIterable<Uint8Array | string>;

/** Options of one `put`. */
export interface PutOptions {
  /** Largest blob accepted; the put fails with `BlobTooLarge` as soon as the source passes it. @default unlimited */
  maxBytes?: number;
}

export const BLOB_STORE = Symbol('WORKSPACE_BLOB_STORE');

export class BlobNotFound extends Error {
  constructor(
    readonly scope: string,
    readonly sha256: string,
  ) {
    super(`blob ${sha256} of ${scope} not found`);
  }
}

/** A put whose source passed its `maxBytes`; nothing of it was stored. */
export class BlobTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`blob exceeds ${maxBytes} bytes`);
  }
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const SAFE_SCOPE = /^[A-Za-z0-9_-]{1,128}$/;
const SHA256 = /^[0-9a-f]{64}$/;

/** Scopes become directory names and key prefixes: nothing that could climb out of the root. */
export function checkScope(scope: string): void {
  if (!SAFE_SCOPE.test(scope)) throw new Error(`invalid blob scope ${JSON.stringify(scope.slice(0, 40))}`);
}

/** A scope and a hash that address a blob; a malformed hash addresses none. @throws BlobNotFound */
export function checkAddress(scope: string, sha256: string): void {
  checkScope(scope);
  if (!SHA256.test(sha256)) throw new BlobNotFound(scope, sha256);
}
