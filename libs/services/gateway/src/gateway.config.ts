import type { ConfigMixinBase } from '@lomo/config';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

/** Adds the gateway's settings to an app's config class (`apps/gateway`, `apps/platform`). */
export function withGatewayConfig<TBase extends ConfigMixinBase>(Base: TBase) {
  class WithGatewayConfig extends Base {
    /** Hand the local console key to loopback browsers (`GET /v1/dev/session`). @default on when HOST is loopback and REDIS_URL unset */
    @IsOptional()
    @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
    @IsBoolean()
    GATEWAY_DEV_LOGIN?: boolean;

    /** Requests per API key per minute (counted in Redis when REDIS_URL is set). @default 600 */
    @IsOptional()
    @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
    @IsInt()
    @Min(1)
    @Max(1_000_000)
    GATEWAY_RATE_LIMIT_PER_MINUTE?: number;

    /** Largest media upload (multipart `POST /v1/objects` and resumable `/v1/uploads`), bytes. @default 52428800 */
    @IsOptional()
    @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
    @IsInt()
    @Min(1)
    GATEWAY_MAX_UPLOAD_BYTES?: number;

    /** Where unfinished resumable uploads keep their bytes; replicas behind one address share it. @default <LOMO_DATA_DIR>/uploads */
    @IsOptional()
    @IsString()
    GATEWAY_UPLOAD_DIR?: string;

    /** Seconds an unfinished resumable upload is kept after it was created. @default 86400 */
    @IsOptional()
    @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
    @IsInt()
    @Min(1)
    GATEWAY_UPLOAD_EXPIRY_SECONDS?: number;
  }
  return WithGatewayConfig;
}
