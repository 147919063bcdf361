import type { SqlClient } from '@lomo/database';
import type { BlobStoreSelection } from '../config/workspace.config';
import type { BlobStore } from './blob-store';
import { LocalDiskBlobStore } from './local-disk-blob-store';
import { PostgresBlobStore } from './postgres-blob-store';
import { S3BlobStore, s3Client } from './s3-blob-store';

/** The adapter the settings select (WORKSPACE_BLOB_STORE); the Postgres one on the app's own database. */
export async function openBlobStore(selection: BlobStoreSelection, sql: SqlClient): Promise<BlobStore> {
  switch (selection.kind) {
    case 'disk':
      return new LocalDiskBlobStore(selection.dir);
    case 'postgres':
      return PostgresBlobStore.open(sql);
    case 's3':
      return new S3BlobStore(
        s3Client({ endpoint: selection.endpoint, region: selection.region }),
        selection.bucket,
        selection.prefix,
      );
  }
}
