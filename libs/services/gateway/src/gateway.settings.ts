import type { BaseAppConfig } from '@lomo/config';

/**
 * What the gateway reads from the app's config. Apps may add these fields to their config
 * class (`GatewayConfig` does); an app that does not gets the defaults, read here.
 */
export interface GatewaySettings {
  /**
   * Whether `GET /v1/dev/session` hands out the local console key (workspace `local`, user
   * `local`). @default true when the app binds a loopback address and runs without Redis
   * (embedded mode), false otherwise.
   */
  devLogin: boolean;
  /** Requests per key per minute. @default 600 */
  rateLimitPerMinute: number;
  /** Redis URL for rate limits and status fan-out across replicas; unset = in-process. */
  redisUrl?: string;
  /** Largest media upload (multipart `POST /v1/objects` and resumable `/v1/uploads` alike), bytes. @default 52428800 */
  maxUploadBytes: number;
  /** Where unfinished resumable uploads (tus) keep their bytes. @default <LOMO_DATA_DIR>/uploads */
  resumableUploadDir: string;
  /** How long an unfinished resumable upload may wait for its next bytes before it is removed, ms. @default 86400000 (a day) */
  resumableUploadTtlMs: number;
}

type GatewayFields = Partial<
  Record<
    | 'GATEWAY_DEV_LOGIN'
    | 'GATEWAY_RATE_LIMIT_PER_MINUTE'
    | 'GATEWAY_MAX_UPLOAD_BYTES'
    | 'GATEWAY_UPLOAD_DIR'
    | 'GATEWAY_UPLOAD_EXPIRY_SECONDS',
    string | number | boolean
  >
>;

const DEFAULT_MAX_UPLOAD_BYTES = 52_428_800;
const DEFAULT_UPLOAD_EXPIRY_SECONDS = 86_400;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

export function gatewaySettings(config: BaseAppConfig): GatewaySettings {
  const fields = config as BaseAppConfig & GatewayFields;
  const devLogin =
    fields.GATEWAY_DEV_LOGIN === undefined
      ? LOOPBACK.has(config.HOST) && !config.REDIS_URL
      : String(fields.GATEWAY_DEV_LOGIN) === 'true';
  const rate = Number(fields.GATEWAY_RATE_LIMIT_PER_MINUTE ?? 600);
  const upload = Number(fields.GATEWAY_MAX_UPLOAD_BYTES ?? DEFAULT_MAX_UPLOAD_BYTES);
  const expiry = Number(fields.GATEWAY_UPLOAD_EXPIRY_SECONDS ?? DEFAULT_UPLOAD_EXPIRY_SECONDS);
  return {
    devLogin,
    rateLimitPerMinute: Number.isFinite(rate) && rate > 0 ? rate : 600,
    redisUrl: config.REDIS_URL,
    maxUploadBytes: Number.isInteger(upload) && upload > 0 ? upload : DEFAULT_MAX_UPLOAD_BYTES,
    resumableUploadDir: String(fields.GATEWAY_UPLOAD_DIR ?? `${config.LOMO_DATA_DIR}/uploads`),
    resumableUploadTtlMs: (Number.isInteger(expiry) && expiry > 0 ? expiry : DEFAULT_UPLOAD_EXPIRY_SECONDS) * 1000,
  };
}

export const GATEWAY_SETTINGS = Symbol('GATEWAY_SETTINGS');
