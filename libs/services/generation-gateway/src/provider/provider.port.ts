import type { Readable } from 'node:stream';
import type { PriceUnit } from '../capabilities/price-unit';

/** What a job produces; the names match workspace object kinds. */
export type GenerationKind = 'image' | 'video' | 'model3d' | 'audio';
export const GENERATION_KINDS: readonly GenerationKind[] = ['image', 'video', 'model3d', 'audio'];

/** A numeric parameter's accepted range. */
export interface ParamLimit {
  min: number;
  max: number;
  default: number;
}

/** One kind a provider generates, with its limits and price (R-11.1: plans are checked against this). */
export interface KindCapability {
  model: string;
  outputFormats: string[];
  maxPromptChars: number;
  /** How many reference images (workspace object ids) a request may carry. */
  maxReferences: number;
  params: Record<string, ParamLimit>;
  /**
   * Price: `baseMinor` + `perUnitMinor` × the units of the call, rounded up (`capabilities/pricing.ts`):
   * without `unit`, the value of `unitParam` (e.g. seconds of video); with a configured `unit`
   * (`GENERATION_PRICES`), one image, the seconds in `unitParam`, the megapixels of width × height,
   * or `maxUnits` seconds of the vendor's compute.
   */
  cost: {
    currency: string;
    baseMinor: number;
    perUnitMinor: number;
    unitParam?: string;
    unit?: PriceUnit;
    maxUnits?: number;
  };
}

/** What a provider can do; the gateway uses each optional feature only where it is declared. */
export interface ProviderCapability {
  kinds: Partial<Record<GenerationKind, KindCapability>>;
  supports: { callbacks: boolean; polling: boolean; cancel: boolean; queryByKey: boolean };
}

export type UpstreamState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** The upstream's view of one job, from a query, a callback or query-by-key. */
export interface UpstreamStatus {
  upstreamJobId: string;
  /** The gateway's job id, echoed back by the upstream. */
  clientReference: string;
  state: UpstreamState;
  /** 0..100 */
  progress: number;
  outputs: Array<{ index: number; mediaType: string; name: string }>;
  /** The provider's machine-readable failure code, e.g. `replicate:failed`, `comfyui:value_not_in_list` (never its free text). */
  errorCode?: string;
  /**
   * What the vendor reports the finished job used (the charge is reconciled with it), or
   * `malformed` when its report breaks the documented shape (the job fails, nothing charged).
   */
  usage?: VendorUsage | 'malformed';
}

/** What a vendor says a job used, in the units prices are set in; absent = not reported. */
export interface VendorUsage {
  images?: number;
  outputSeconds?: number;
  megapixels?: number;
  /** Seconds of the vendor's hardware (Replicate `metrics.predict_time`, fal `metrics.inference_time`). */
  computeSeconds?: number;
}

/** One output as a byte stream: read it once, into the blob store, never whole into memory. */
export interface ProviderOutput {
  stream: Readable;
  mediaType: string;
  /** When the upstream said (Content-Length); the stream still errors past the adapter's limit. */
  sizeBytes?: number;
}

export interface SubmitRequest {
  idempotencyKey: string;
  /** The workspace the job is for: picks its credential (`ProviderCredentials`); never sent upstream. */
  workspaceId: string;
  clientReference: string;
  kind: GenerationKind;
  model: string;
  prompt: string;
  params: Record<string, number>;
  references: string[];
  callbackUrl?: string;
}

/** The upstream did not say whether it created the job (timeout, reset): never re-submit blindly. */
export class UncertainSubmission extends Error {
  constructor(readonly reason: string) {
    super(`submission outcome unknown: ${reason}`);
  }
}

/** The upstream refused the request for good (4xx). */
export class SubmissionRejected extends Error {
  constructor(readonly code: string) {
    super(`submission rejected: ${code}`);
  }
}

/**
 * The upstream answered something this adapter cannot trust: a body that is not the documented
 * shape (`malformed_response`) or larger than its limit (`oversized_response`). Queries that
 * throw it leave the job to the poller (and its deadline); outputs that throw it fail the job.
 */
export class ProviderProtocolError extends Error {
  constructor(
    readonly code: 'malformed_response' | 'oversized_response',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The upstream could not hand over what it holds right now (a 5xx or 429 answer, a timeout, a
 * reset): nothing is wrong with the job, so nothing is failed or refunded; ask again later.
 */
export class UpstreamUnavailable extends Error {}

/** A callback that failed verification: `reason` picks the HTTP answer. */
export class CallbackRejected extends Error {
  constructor(
    readonly reason: 'bad_signature' | 'stale' | 'replayed' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

/** A verified callback: its identity (for replay protection) and what it reports. */
export interface VerifiedCallback {
  signatureId: string;
  timestamp: number;
  status: UpstreamStatus;
  /** Set when the signature was checked with one workspace's secret: the job must be that workspace's. */
  workspaceId?: string;
}

/** What a submission returned: the upstream's id and, from a synchronous provider, the finished status. */
export interface SubmitResult {
  upstreamJobId: string;
  /** A synchronous upstream (OpenAI Images) answers with the result itself: applied at once. */
  status?: UpstreamStatus;
}

/** Whose job a call is about: picks the credential for queries, cancels and downloads too. */
export interface JobScope {
  workspaceId: string;
}

/** The port every generation provider adapter implements. */
export interface GenerationProvider {
  readonly id: string;
  capability(): Promise<ProviderCapability>;
  /** @throws UncertainSubmission, SubmissionRejected */
  submit(request: SubmitRequest): Promise<SubmitResult>;
  /** @throws ProviderProtocolError (malformed or oversized answer) */
  query(upstreamJobId: string, scope: JobScope): Promise<UpstreamStatus>;
  /** Only when `supports.queryByKey`; undefined = the upstream has no job with this key. */
  queryByKey(idempotencyKey: string, scope: JobScope): Promise<UpstreamStatus | undefined>;
  /** Only when `supports.cancel`; true = the upstream confirmed it. */
  cancel(upstreamJobId: string, scope: JobScope): Promise<boolean>;
  /** Output `index` as a stream (the caller pipes it into the blob store). @throws ProviderProtocolError */
  fetchOutput(upstreamJobId: string, index: number, scope: JobScope): Promise<ProviderOutput>;
  /**
   * Checks signature and freshness of a callback's raw body; `query` is the callback URL's query
   * (adapters put the job reference there when the upstream's body does not echo it).
   * @throws CallbackRejected
   */
  verifyCallback(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    nowMs: number,
    query?: Record<string, string | undefined>,
  ): VerifiedCallback | Promise<VerifiedCallback>;
}

/**
 * Where an adapter gets the secret it calls its upstream with (API key, token), asked at
 * request time and never kept: the secret is never stored in an event, a log line or the job
 * stream. The default (`DeploymentCredentials`) answers the deployment's configured keys; the
 * vault binds `PROVIDER_CREDENTIALS` to the workspace's own credential first, the deployment
 * key as fallback. `undefined` = no credential (the adapter sends none, or refuses).
 */
export interface ProviderCredentials {
  resolve(providerId: string, workspaceId: string): Promise<string | undefined>;
}

/** Injection token of the `ProviderCredentials` the gateway's adapters use (optional: default = deployment keys). */
export const PROVIDER_CREDENTIALS = Symbol('PROVIDER_CREDENTIALS');

/** The deployment's keys by provider id, the same for every workspace (from validated config). */
export class DeploymentCredentials implements ProviderCredentials {
  constructor(private readonly keys: Readonly<Record<string, string | undefined>>) {}

  resolve(providerId: string): Promise<string | undefined> {
    const key = this.keys[providerId];
    return Promise.resolve(key === undefined || key === '' ? undefined : key);
  }
}
