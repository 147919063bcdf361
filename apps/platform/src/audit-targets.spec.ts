import { auditTargets } from '@lomo/operator';
import { workspaceSettings } from '@lomo/services/workspace';

/**
 * `lomo audit deletion` restates the workspace's blob-store settings (a shared library may
 * not import a service): here, where both are in reach, the two agree on where blobs live.
 */
describe("the audit's blob store is the workspace's", () => {
  it.each([
    [{ LOMO_DATA_DIR: '/srv/lomo' }],
    [{ LOMO_DATA_DIR: '/srv/lomo', WORKSPACE_BLOB_DIR: '/data/blobs' }],
    [{ LOMO_DATA_DIR: '.lomo', DATABASE_URL: 'postgres://u:p@db/lomo' }],
    [{ LOMO_DATA_DIR: '.lomo', DATABASE_URL: 'postgres://u:p@db/lomo', WORKSPACE_BLOB_STORE: 'disk' as const }],
    [
      {
        LOMO_DATA_DIR: '.lomo',
        WORKSPACE_BLOB_STORE: 's3' as const,
        S3_BUCKET: 'b-1',
        S3_PREFIX: 'x/',
        S3_ENDPOINT: 'http://s3',
      },
    ],
  ])('given %j, then both name the same store', (env) => {
    const { blobs } = workspaceSettings({ S3_REGION: 'us-east-1', S3_PREFIX: '', ...env });
    const audit = auditTargets(env);
    const expected =
      blobs.kind === 'disk'
        ? { blobDir: blobs.dir }
        : blobs.kind === 's3'
          ? { s3: { bucket: blobs.bucket, prefix: blobs.prefix, region: blobs.region, endpoint: blobs.endpoint } }
          : {};
    expect({ blobDir: audit.blobDir, s3: audit.s3 }).toEqual({ blobDir: undefined, s3: undefined, ...expected });
  });
});
