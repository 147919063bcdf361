import { createHash } from 'node:crypto';

/**
 * Where object content lives, addressed by content hash within a scope (the object id). A
 * scope is the unit of purge: deleting an object deletes its scope, and because blobs are
 * never shared across scopes, a purge can never break another object (ADR 0005).
 * Every adapter passes `blobStoreContract` (./blob-store.contract).
 */
export interface BlobStore {
  /** Stores the bytes once per (scope, hash); storing the same bytes again is a no-op. */
  put(scope: string, bytes: Uint8Array): Promise<{ sha256: string; sizeBytes: number }>;
  /** @throws BlobNotFound */
  get(scope: string, sha256: string): Promise<Uint8Array>;
  /** Deletes every blob of the scope; nothing happens when there is none. */
  deleteScope(scope: string): Promise<void>;
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

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
