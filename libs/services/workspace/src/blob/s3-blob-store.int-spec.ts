import {
  CreateBucketCommand,
  DeleteBucketCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { blobStoreConformance } from './blob-store.conformance';
import { S3BlobStore, s3Client } from './s3-blob-store';

// The moto server that `scripts/services.sh up s3` starts; it checks no signature, any key signs.
const bucket = `lomo-blobs-test-${process.pid}-${Date.now().toString(36)}`;
const prefix = 'blobs/';
let client: S3Client;

beforeAll(async () => {
  client = s3Client({
    endpoint: process.env.TEST_S3_ENDPOINT,
    credentials: { accessKeyId: 'lomo-test', secretAccessKey: 'lomo-test' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
});

afterAll(async () => {
  const store = new S3BlobStore(client, bucket);
  await store.deleteScope('blobs'); // every key of the run lives under blobs/
  await client.send(new DeleteBucketCommand({ Bucket: bucket }));
  client.destroy();
});

blobStoreConformance('S3 (moto server)', async () => new S3BlobStore(client, bucket, prefix), {
  // Objects, and multipart uploads begun but neither completed nor aborted (parts S3 still keeps).
  storedPieces: async (scope) => {
    const Prefix = `${prefix}${scope}/`;
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix }));
    const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix }));
    return (page.KeyCount ?? 0) + (uploads.Uploads?.length ?? 0);
  },
});
