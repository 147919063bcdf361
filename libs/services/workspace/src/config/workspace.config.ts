import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { join } from 'node:path';
import type { WorkspaceLimits } from '../application/object-writes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor = new (...args: any[]) => object;
const AsInteger = () =>
  Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));

/** Settings of the workspace service (all optional; the defaults suit the embedded mode). */
export interface WorkspaceSettings {
  WORKSPACE_BLOB_DIR?: string;
  WORKSPACE_MAX_CONTENT_BYTES: number;
  WORKSPACE_MAX_FLOW_NODES: number;
}

/** Adds the workspace settings to an app's config class, validated at boot like the rest. */
export function withWorkspaceConfig<TBase extends Constructor>(Base: TBase) {
  class WithWorkspaceConfig extends Base implements WorkspaceSettings {
    /** Directory of object blobs. @default <LOMO_DATA_DIR>/blobs */
    @IsOptional()
    @IsString()
    @IsNotEmpty()
    WORKSPACE_BLOB_DIR?: string;

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

/** Reads the settings from any app config; an app without the mixin gets the defaults. */
export function workspaceSettings(config: { LOMO_DATA_DIR: string } & Partial<WorkspaceSettings>): {
  blobDir: string;
  limits: WorkspaceLimits;
} {
  return {
    blobDir: config.WORKSPACE_BLOB_DIR ?? join(config.LOMO_DATA_DIR, 'blobs'),
    limits: {
      maxContentBytes: config.WORKSPACE_MAX_CONTENT_BYTES ?? 50 * 1024 * 1024,
      maxFlowNodes: config.WORKSPACE_MAX_FLOW_NODES ?? 500,
    },
  };
}
