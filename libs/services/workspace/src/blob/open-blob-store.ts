import type { SqlClient } from '@lomo/database';
import type { BlobStoreSelection } from '../config/workspace.config';
import type { BlobStore } from './blob-store';
import { LocalDiskBlobStore } from './local-disk-blob-store';
import { PostgresBlobStore } from './postgres-blob-store';

/** The adapter the settings select (WORKSPACE_BLOB_STORE); the Postgres one on the app's own database. */
export async function openBlobStore(selection: BlobStoreSelection, sql: SqlClient): Promise<BlobStore> {
  switch (selection.kind) {
    case 'disk':
      return new LocalDiskBlobStore(selection.dir);
    case 'postgres':
      return PostgresBlobStore.open(sql);
    case 's3': {
      // The AWS SDK loads only when S3 is chosen: ~0.4 s of CPU on every boot that does not use it
      // (the embedded default, and each platform process the test suite starts).
      const { S3BlobStore, s3Client } = await import('./s3-blob-store');
      return new S3BlobStore(
        s3Client({ endpoint: selection.endpoint, region: selection.region }),
        selection.bucket,
        selection.prefix,
      );
    }
  }
}
