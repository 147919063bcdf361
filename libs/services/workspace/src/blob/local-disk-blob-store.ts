import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readAllBytes } from '@lomo/service-api';
import { BlobNotFound, checkAddress, checkScope, type BlobSource, type BlobStore, type PutOptions } from './blob-store';
import { discard, MeteredSource } from './metered-source';

/**
 * Blobs as files `<root>/<scope>/<sha256>`. A write streams into a temporary file, hashing as
 * it goes, and is renamed into place once the hash is known, so a reader never sees a
 * half-written blob; a failed write removes its file, and a crash leaves at most a `.tmp`
 * file that the scope's purge removes. One process only: the embedded default.
 */
export class LocalDiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async put(
    scope: string,
    source: BlobSource,
    options: PutOptions = {},
  ): Promise<{ sha256: string; sizeBytes: number }> {
    try {
      checkScope(scope);
      await mkdir(join(this.root, scope), { recursive: true });
    } catch (error) {
      discard(source);
      throw error;
    }
    const metered = new MeteredSource(source, options.maxBytes);
    const temporary = join(this.root, scope, `${randomUUID()}.tmp`);
    try {
      await pipeline(Readable.from(metered), createWriteStream(temporary));
      // Renaming over an existing copy is atomic and harmless: the same hash is the same bytes.
      await rename(temporary, this.path(scope, metered.sha256));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { sha256: metered.sha256, sizeBytes: metered.sizeBytes };
  }

  async get(scope: string, sha256: string): Promise<Uint8Array> {
    return readAllBytes(await this.stream(scope, sha256));
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
