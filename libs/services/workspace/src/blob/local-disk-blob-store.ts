import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BlobNotFound, sha256Hex, type BlobStore } from './blob-store';

const SAFE_SCOPE = /^[A-Za-z0-9_-]{1,128}$/;
const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Blobs as files `<root>/<scope>/<sha256>`. A write goes to a temporary file first and is
 * renamed into place, so a reader never sees a half-written blob and a crash leaves at most
 * a `.tmp` file that the scope's purge removes.
 */
export class LocalDiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async put(scope: string, bytes: Uint8Array): Promise<{ sha256: string; sizeBytes: number }> {
    const sha256 = sha256Hex(bytes);
    const path = this.path(scope, sha256);
    const exists = await stat(path).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await mkdir(join(this.root, scope), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    }
    return { sha256, sizeBytes: bytes.byteLength };
  }

  async get(scope: string, sha256: string): Promise<Uint8Array> {
    try {
      return new Uint8Array(await readFile(this.path(scope, sha256)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFound(scope, sha256);
      throw error;
    }
  }

  async deleteScope(scope: string): Promise<void> {
    this.checkScope(scope);
    await rm(join(this.root, scope), { recursive: true, force: true });
  }

  private path(scope: string, sha256: string): string {
    this.checkScope(scope);
    if (!SHA256.test(sha256)) throw new BlobNotFound(scope, sha256);
    return join(this.root, scope, sha256);
  }

  /** Scopes become directory names: nothing that could climb out of the root. */
  private checkScope(scope: string): void {
    if (!SAFE_SCOPE.test(scope)) throw new Error(`invalid blob scope ${JSON.stringify(scope.slice(0, 40))}`);
  }
}
