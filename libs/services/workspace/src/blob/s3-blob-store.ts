import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { readAllBytes } from '@lomo/service-api';
import { BlobNotFound, checkAddress, checkScope, type BlobSource, type BlobStore, type PutOptions } from './blob-store';
import { discard, MeteredSource } from './metered-source';

/** S3's smallest multipart part: a blob that fits is one PUT, a larger one a multipart upload. */
export const S3_PART_BYTES = 5 * 1024 * 1024;

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
 * Blobs as S3 objects `<prefix><scope>/<sha256>` (ADR 0016). A blob of at most one part is one
 * PUT: atomic (a reader never sees half an object), never replacing an object, and carrying
 * the blob's SHA-256, which S3 verifies before storing. A larger one streams as a multipart
 * upload (`@aws-sdk/lib-storage`, at most two parts in memory) to a pending key, because its
 * hash is known only at the end, and is then copied to its address server-side; a failed
 * upload is aborted (S3 never shows an unfinished one) and the pending key is deleted.
 * A read streams the response body; a scope's purge lists the scope's keys and deletes them
 * 1000 per call until none is left.
 */
export class S3BlobStore implements BlobStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix = '',
  ) {}

  private readonly uploads = new Map<string, Promise<void>>();

  async put(
    scope: string,
    source: BlobSource,
    options: PutOptions = {},
  ): Promise<{ sha256: string; sizeBytes: number }> {
    try {
      checkScope(scope);
    } catch (error) {
      discard(source);
      throw error;
    }
    const metered = new MeteredSource(source, options.maxBytes);
    const chunks = metered[Symbol.asyncIterator]();
    const first = await readPart(chunks);
    if (first.ended) {
      const bytes = Buffer.concat(first.parts);
      const key = this.key(scope, metered.sha256);
      // Puts of one blob in this process share one upload; across processes S3 keeps the first.
      let upload = this.uploads.get(key);
      if (!upload) {
        upload = this.upload(key, bytes, metered.sha256).finally(() => this.uploads.delete(key));
        this.uploads.set(key, upload);
      }
      await upload;
    } else {
      await this.uploadLarge(scope, metered, Readable.from(rest(first.parts, chunks)));
    }
    return { sha256: metered.sha256, sizeBytes: metered.sizeBytes };
  }

  /** Multipart to a pending key, then a server-side copy to the blob's address once its hash is known. */
  private async uploadLarge(scope: string, metered: MeteredSource, body: Readable): Promise<void> {
    const pending = `${this.prefix}${scope}/${randomUUID()}.pending`;
    let sourceError: unknown;
    body.once('error', (error) => (sourceError = error));
    try {
      const params = { Bucket: this.bucket, Key: pending, Body: body };
      await new Upload({ client: this.client, params, partSize: S3_PART_BYTES, queueSize: 2 }).done();
      const key = this.key(scope, metered.sha256);
      if (!(await this.exists(key))) await this.copy(pending, key, metered.sha256);
    } catch (error) {
      // The uploader reports a failed source as its own error: the caller gets the source's.
      throw sourceError ?? error;
    } finally {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: pending }));
    }
  }

  /**
   * Copies the pending object to the blob's address with a whole-object SHA-256 that S3
   * computes, checked against the one computed while streaming (a multipart object has only
   * a checksum of its parts' checksums).
   */
  private async copy(pending: string, key: string, sha256: string): Promise<void> {
    const { CopyObjectResult } = await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: key,
        CopySource: `${this.bucket}/${pending}`,
        ChecksumAlgorithm: 'SHA256',
      }),
    );
    const stored = CopyObjectResult?.ChecksumSHA256;
    if (stored !== Buffer.from(sha256, 'hex').toString('base64')) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
      throw new Error(`S3 stored ${key} with SHA-256 ${stored ?? '(none)'}, not the one streamed`);
    }
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** Never overwrites: `If-None-Match: *` makes S3 keep the object already there (412, or 409 while one is in flight). */
  private async upload(key: string, bytes: Uint8Array, sha256: string): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          IfNoneMatch: '*',
          ChecksumSHA256: Buffer.from(sha256, 'hex').toString('base64'),
        }),
      );
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status !== 412 && status !== 409) throw error;
    }
  }

  async get(scope: string, sha256: string): Promise<Uint8Array> {
    return readAllBytes(await this.stream(scope, sha256));
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

/** Reads chunks until one part's worth has arrived or the source ended. */
async function readPart(chunks: AsyncIterator<Buffer>): Promise<{ parts: Buffer[]; ended: boolean }> {
  const parts: Buffer[] = [];
  let size = 0;
  while (size < S3_PART_BYTES) {
    const next = await chunks.next();
    if (next.done) return { parts, ended: true };
    parts.push(next.value);
    size += next.value.byteLength;
  }
  return { parts, ended: false };
}

async function* rest(head: Buffer[], chunks: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield* head;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}
