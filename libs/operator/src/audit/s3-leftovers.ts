import { GetObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { needlesIn } from './byte-scan';
import { LeftoverTally, needlesOf, type StoreLeftover } from './store-leftover';

/** Where the S3 blob store keeps blobs (WORKSPACE_BLOB_STORE=s3: S3_BUCKET, S3_PREFIX, …). */
export interface S3Location {
  bucket: string;
  /** @default '' */
  prefix?: string;
  /** @default 'us-east-1' */
  region?: string;
  /** An S3-compatible endpoint, addressed path-style. @default AWS S3 */
  endpoint?: string;
  /** @default the AWS SDK's chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a web identity, …) */
  credentials?: S3ClientConfig['credentials'];
}

/**
 * Every object under the blob store's prefix — blobs and the `.pending` keys of unfinished
 * multipart uploads — streamed whole for a deleted task's id and words; one row per
 * needle counts the objects.
 */
export async function s3Leftovers(
  location: S3Location,
  target: { taskId: string; words?: readonly string[] },
): Promise<StoreLeftover[]> {
  const where = `${location.bucket}/${location.prefix ?? ''}`;
  const tally = new LeftoverTally('s3', needlesOf(target));
  const client = new S3Client({
    region: location.region ?? 'us-east-1',
    ...(location.credentials && { credentials: location.credentials }),
    ...(location.endpoint && { endpoint: location.endpoint, forcePathStyle: true }),
  });
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: location.bucket, Prefix: location.prefix, ContinuationToken: token }),
      );
      for (const { Key } of page.Contents ?? []) {
        if (!Key) continue;
        const { Body } = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key }));
        const chunks = [Key, '\n', ...(Body ? [Body as AsyncIterable<Uint8Array>] : [])];
        for (const needle of await needlesIn(concat(chunks), tally.needles)) tally.count(where, needle);
      }
      token = page.NextContinuationToken;
    } while (token);
  } finally {
    client.destroy();
  }
  return tally.leftovers();
}

async function* concat(parts: ReadonlyArray<string | AsyncIterable<Uint8Array>>): AsyncGenerator<string | Uint8Array> {
  for (const part of parts)
    if (typeof part === 'string') yield part;
    else yield* part;
}
