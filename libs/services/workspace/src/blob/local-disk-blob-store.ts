import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { BlobNotFound, checkAddress, checkScope, readAll, sha256Hex, type BlobStore } from './blob-store';

/**
 * Blobs as files `<root>/<scope>/<sha256>`. A write goes to a temporary file first and is
 * renamed into place, so a reader never sees a half-written blob and a crash leaves at most
 * a `.tmp` file that the scope's purge removes. One process only: the embedded default.
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
    return readAll(await this.stream(scope, sha256));
  }

  async stream(scope: string, sha256: string): Promise<Readable> {
    // Opened here, so a missing file rejects this promise instead of failing the stream later.
    const handle = await open(this.path(scope, sha256), 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new BlobNotFound(scope, sha256) : error;
    });
    return handle.createReadStream(); // closes the file when it ends, fails or is destroyed
  }

  async deleteScope(scope: string): Promise<void> {
    checkScope(scope);
    await rm(join(this.root, scope), { recursive: true, force: true });
  }

  private path(scope: string, sha256: string): string {
    checkAddress(scope, sha256);
    return join(this.root, scope, sha256);
  }
}
