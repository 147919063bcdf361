import type { ConfigMixinBase } from '@lomo/config';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { join } from 'node:path';
import type { WorkspaceLimits } from '../application/object-writes';

const AsInteger = () =>
  Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));

export const BLOB_STORES = ['disk', 'postgres', 's3'] as const;
export type BlobStoreKind = (typeof BLOB_STORES)[number];

/** Settings of the workspace service (all optional; the defaults suit the embedded mode). */
export interface WorkspaceSettings {
  WORKSPACE_BLOB_STORE?: BlobStoreKind;
  WORKSPACE_BLOB_DIR?: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_PREFIX: string;
  WORKSPACE_MAX_CONTENT_BYTES: number;
  WORKSPACE_MAX_FLOW_NODES: number;
}

/** Adds the workspace settings to an app's config class, validated at boot like the rest. */
export function withWorkspaceConfig<TBase extends ConfigMixinBase>(Base: TBase) {
  class WithWorkspaceConfig extends Base implements WorkspaceSettings {
    /**
     * Where object blobs live (ADR 0016): `disk` (one process), `postgres` (chunked bytea in the
     * app's database) or `s3`. @default postgres when DATABASE_URL is a postgres:// server, else disk
     */
    @IsOptional()
    @IsIn(BLOB_STORES)
    WORKSPACE_BLOB_STORE?: BlobStoreKind;

    /** Directory of object blobs when WORKSPACE_BLOB_STORE=disk. @default <LOMO_DATA_DIR>/blobs */
    @IsOptional()
    @IsString()
    @IsNotEmpty()
    WORKSPACE_BLOB_DIR?: string;

    /** Bucket of the blobs; required when WORKSPACE_BLOB_STORE=s3. Credentials come from the AWS SDK's chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a web identity, …), never from here. */
    @ValidateIf((config: WorkspaceSettings) => config.WORKSPACE_BLOB_STORE === 's3' || config.S3_BUCKET !== undefined)
    @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'S3_BUCKET must be an S3 bucket name (required when WORKSPACE_BLOB_STORE=s3)',
    })
    S3_BUCKET?: string;

    /** An S3-compatible endpoint (MinIO, Ceph, moto), addressed path-style. @default AWS S3 of S3_REGION */
    @IsOptional()
    @Matches(/^https?:\/\/.+/, { message: 'S3_ENDPOINT must be an http(s):// URL' })
    S3_ENDPOINT?: string;

    /** Region of the bucket. @default us-east-1 */
    @IsString()
    @IsNotEmpty()
    S3_REGION = 'us-east-1';

    /** Key prefix of the blobs inside the bucket, e.g. `lomo/`. @default '' */
    @IsString()
    @Matches(/^([A-Za-z0-9!_.*'()-]+\/)*$/, { message: "S3_PREFIX must be empty or end with '/'" })
    S3_PREFIX = '';

    /** Largest content of one object version, in bytes. @default 52428800 (50 MiB) */
    @AsInteger()
    @IsInt()
    @Min(1)
    @Max(2 ** 31 - 1)
    WORKSPACE_MAX_CONTENT_BYTES = 50 * 1024 * 1024;

    /** Most nodes in one Flow. @default 500 */
    @AsInteger()
    @IsInt()
    @Min(1)
    @Max(100_000)
    WORKSPACE_MAX_FLOW_NODES = 500;
  }
  return WithWorkspaceConfig;
}

/** Which blob store the settings select, and what it needs. */
export type BlobStoreSelection =
  | { kind: 'disk'; dir: string }
  | { kind: 'postgres' }
  | { kind: 's3'; bucket: string; endpoint?: string; region: string; prefix: string };

/** Reads the settings from any app config; an app without the mixin gets the defaults. */
export function workspaceSettings(
  config: { LOMO_DATA_DIR: string; DATABASE_URL?: string } & Partial<WorkspaceSettings>,
): { blobs: BlobStoreSelection; limits: WorkspaceLimits } {
  return {
    blobs: blobSelection(config, config.WORKSPACE_BLOB_DIR ?? join(config.LOMO_DATA_DIR, 'blobs')),
    limits: {
      maxContentBytes: config.WORKSPACE_MAX_CONTENT_BYTES ?? 50 * 1024 * 1024,
      maxFlowNodes: config.WORKSPACE_MAX_FLOW_NODES ?? 500,
    },
  };
}

function blobSelection(
  config: { DATABASE_URL?: string } & Partial<WorkspaceSettings>,
  dir: string,
): BlobStoreSelection {
  const kind = config.WORKSPACE_BLOB_STORE ?? (config.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'disk');
  if (kind === 'disk') return { kind, dir };
  if (kind === 'postgres') return { kind };
  if (!config.S3_BUCKET) throw new Error('WORKSPACE_BLOB_STORE=s3 needs S3_BUCKET');
  return {
    kind,
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? 'us-east-1',
    prefix: config.S3_PREFIX ?? '',
  };
}
