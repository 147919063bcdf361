import { BaseAppConfig, loadConfig } from '@lomo/config';
import { withWorkspaceConfig, workspaceSettings } from './workspace.config';

class Config extends withWorkspaceConfig(BaseAppConfig) {}
const blobsOf = (env: NodeJS.ProcessEnv) => workspaceSettings(loadConfig(Config, env)).blobs;

describe('workspace blob store selection', () => {
  it('given embedded PGlite, when nothing is set, then blobs stay on local disk under the data dir', () => {
    expect(blobsOf({ LOMO_DATA_DIR: '/data' })).toEqual({ kind: 'disk', dir: '/data/blobs' });
    expect(blobsOf({ DATABASE_URL: 'memory://', WORKSPACE_BLOB_DIR: '/b' })).toEqual({ kind: 'disk', dir: '/b' });
  });

  it('given a PostgreSQL server, when nothing is set, then blobs go to the database every replica reaches', () => {
    expect(blobsOf({ DATABASE_URL: 'postgres://u:p@db:5432/lomo' })).toEqual({ kind: 'postgres' });
    expect(blobsOf({ DATABASE_URL: 'postgres://u:p@db:5432/lomo', WORKSPACE_BLOB_STORE: 'disk' })).toMatchObject({
      kind: 'disk',
    });
  });

  it('given WORKSPACE_BLOB_STORE=s3, then the bucket, endpoint, region and prefix are taken', () => {
    expect(
      blobsOf({
        WORKSPACE_BLOB_STORE: 's3',
        S3_BUCKET: 'lomo-blobs',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_PREFIX: 'prod/',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'lomo-blobs',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      prefix: 'prod/',
    });
  });

  it('refuses at boot an S3 store without a bucket, an unknown store and a prefix without its slash', () => {
    expect(() => loadConfig(Config, { WORKSPACE_BLOB_STORE: 's3' })).toThrow(/S3_BUCKET must be an S3 bucket name/);
    expect(() => loadConfig(Config, { WORKSPACE_BLOB_STORE: 'nfs' })).toThrow(/WORKSPACE_BLOB_STORE/);
    expect(() => loadConfig(Config, { WORKSPACE_BLOB_STORE: 's3', S3_BUCKET: 'b-1', S3_PREFIX: 'x' })).toThrow(
      /S3_PREFIX must be empty or end with/,
    );
  });
});
