import { createHash } from 'node:crypto';
import { BlobTooLarge, type BlobSource } from './blob-store';

const asBuffer = (chunk: Uint8Array | string): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk)
    : Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * A put's source, read once: every chunk passes through the SHA-256 and the byte count, and
 * the chunk that passes `maxBytes` throws `BlobTooLarge` instead of being handed on. So an
 * adapter writes while it reads and knows the blob's address only at the end (`sha256`).
 */
export class MeteredSource implements AsyncIterable<Buffer> {
  private readonly hash = createHash('sha256');
  private digest?: string;
  sizeBytes = 0;

  constructor(
    private readonly source: BlobSource,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<Buffer> {
    // A Uint8Array is iterable too, but byte by byte: it is one chunk.
    const chunks = this.source instanceof Uint8Array ? [this.source] : this.source;
    for await (const chunk of chunks) {
      const buffer = asBuffer(chunk);
      this.sizeBytes += buffer.byteLength;
      if (this.sizeBytes > this.maxBytes) throw new BlobTooLarge(this.maxBytes);
      this.hash.update(buffer);
      yield buffer;
    }
  }

  /** The SHA-256 of everything read; call it once the source has ended. */
  get sha256(): string {
    this.digest ??= this.hash.digest('hex');
    return this.digest;
  }
}

/** Ends a source that will not be read (a put that failed early): a stream's socket or file is freed. */
export function discard(source: BlobSource): void {
  const destroyable = source as { destroy?: (error?: Error) => void };
  if (typeof destroyable.destroy === 'function') destroyable.destroy();
}
