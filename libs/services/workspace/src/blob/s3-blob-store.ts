import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { BlobNotFound, checkAddress, checkScope, readAll, sha256Hex, type BlobStore } from './blob-store';

/** Where the S3 adapter keeps blobs. Credentials are not options: the SDK's default chain reads them. */
export interface S3BlobStoreOptions {
  bucket: string;
  /** Key prefix inside the bucket, e.g. `lomo/blobs/`. @default '' */
  prefix?: string;
  /** Region of the bucket. @default 'us-east-1' */
  region?: string;
  /** An S3-compatible endpoint (MinIO, moto, Ceph); addressed path-style. @default AWS S3 */
  endpoint?: string;
}

/** The S3 client for these options; `AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY` (or any other source of the SDK's chain) sign its calls. */
export function s3Client(
  options: Omit<S3BlobStoreOptions, 'bucket' | 'prefix'> & Pick<S3ClientConfig, 'credentials'>,
): S3Client {
  const config: S3ClientConfig = {
    region: options.region ?? 'us-east-1',
    ...(options.credentials && { credentials: options.credentials }),
    ...(options.endpoint && { endpoint: options.endpoint, forcePathStyle: true }),
  };
  return new S3Client(config);
}

/**
 * Blobs as S3 objects `<prefix><scope>/<sha256>` (ADR 0016). A PUT is atomic (a reader
 * never sees half an object), never replaces an object, and carries the blob's SHA-256, which
 * S3 verifies before storing;
 * a read streams the response body; a scope's purge lists the scope's keys and deletes them
 * 1000 per call until none is left.
 */
export class S3BlobStore implements BlobStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix = '',
  ) {}

  private readonly uploads = new Map<string, Promise<void>>();

  async put(scope: string, bytes: Uint8Array): Promise<{ sha256: string; sizeBytes: number }> {
    checkScope(scope);
    const sha256 = sha256Hex(bytes);
    const key = this.key(scope, sha256);
    // Puts of one blob in this process share one upload; across processes S3 keeps the first.
    let upload = this.uploads.get(key);
    if (!upload) {
      upload = this.upload(key, bytes).finally(() => this.uploads.delete(key));
      this.uploads.set(key, upload);
    }
    await upload;
    return { sha256, sizeBytes: bytes.byteLength };
  }

  /** Never overwrites: `If-None-Match: *` makes S3 keep the object already there (412, or 409 while one is in flight). */
  private async upload(key: string, bytes: Uint8Array): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          IfNoneMatch: '*',
          ChecksumSHA256: createHash('sha256').update(bytes).digest('base64'),
        }),
      );
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status !== 412 && status !== 409) throw error;
    }
  }

  async get(scope: string, sha256: string): Promise<Uint8Array> {
    return readAll(await this.stream(scope, sha256));
  }

  async stream(scope: string, sha256: string): Promise<Readable> {
    checkAddress(scope, sha256);
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(scope, sha256) }),
      );
      if (!(Body instanceof Readable)) throw new Error('S3 GetObject returned no Node.js stream');
      return Body;
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFound(scope, sha256);
      throw error;
    }
  }

  async deleteScope(scope: string): Promise<void> {
    checkScope(scope);
    // S3 lists are strongly consistent: re-listing after each delete ends when the scope is empty.
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.prefix}${scope}/`, MaxKeys: 1000 }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length === 0) return;
      const result = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      if (result.Errors?.length)
        throw new Error(`S3 could not delete ${result.Errors.length} blobs of ${scope}: ${result.Errors[0].Code}`);
    }
  }

  private key(scope: string, sha256: string): string {
    return `${this.prefix}${scope}/${sha256}`;
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}
