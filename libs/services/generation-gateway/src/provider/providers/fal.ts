import {
  CallbackRejected,
  type GenerationProvider,
  type JobScope,
  type ProviderCapability,
  type ProviderCredentials,
  type ProviderOutput,
  ProviderProtocolError,
  SubmissionRejected,
  type SubmitRequest,
  type SubmitResult,
  UncertainSubmission,
  type UpstreamStatus,
  type VerifiedCallback,
} from '../provider.port';
import { FalKeys, verifyFalSignature } from './fal-signature';
import type { ReferenceSource } from './references';
import { reportedUsage } from './usage';
import { requireKey, vendorCapability, vendorInput, type VendorKinds } from './vendor-kinds';
import {
  call,
  callbackWith,
  DEFAULT_LIMITS,
  type Headers,
  mediaTypeOf,
  readJson,
  readJsonOrUndefined,
  reasonCode,
  streamOutput,
  submitCall,
  type WireLimits,
} from './wire';

export interface FalOptions {
  /** @default fal */
  id?: string;
  /** @default https://queue.fal.run */
  queueUrl?: string;
  /** @default https://rest.alpha.fal.ai/.well-known/jwks.json */
  jwksUrl?: string;
  kinds: VendorKinds;
  credentials: ProviderCredentials;
  references: ReferenceSource;
  limits?: Partial<WireLimits>;
}

/** `endpoint::request_id`: the status and result paths need the endpoint's app id. */
const SEP = '::';
const split = (upstreamJobId: string) => {
  const at = upstreamJobId.lastIndexOf(SEP);
  if (at < 0) throw new ProviderProtocolError('malformed_response', `not a fal job id: ${upstreamJobId}`);
  return { endpoint: upstreamJobId.slice(0, at), requestId: upstreamJobId.slice(at + SEP.length) };
};
/** `fal-ai/flux/dev` → `fal-ai/flux`: queue request paths drop the endpoint's sub-path. */
const appOf = (endpoint: string) => endpoint.split('/').slice(0, 2).join('/');

/**
 * fal.ai's queue API: `POST {queue}/{endpoint}?fal_webhook=` → `request_id`;
 * `GET {queue}/{app}/requests/{id}/status` (IN_QUEUE, IN_PROGRESS, COMPLETED);
 * `GET {queue}/{app}/requests/{id}` (the result, or the model's error status);
 * `PUT {queue}/{app}/requests/{id}/cancel` (202 CANCELLATION_REQUESTED, 400 ALREADY_COMPLETED).
 * Auth `Authorization: Key …`. Webhooks are Ed25519-signed (see `fal-signature.ts`).
 */
export class FalProvider implements GenerationProvider {
  readonly id: string;
  private readonly limits: WireLimits;
  private readonly keys: FalKeys;

  constructor(private readonly options: FalOptions) {
    this.id = options.id ?? 'fal';
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.keys = new FalKeys(options.jwksUrl ?? 'https://rest.alpha.fal.ai/.well-known/jwks.json', this.limits);
  }

  capability(): Promise<ProviderCapability> {
    return vendorCapability(this.options.kinds);
  }

  async submit(request: SubmitRequest): Promise<SubmitResult> {
    const key = await this.key(request);
    const input = await vendorInput(this.options.kinds, request, this.options.references, 'fal', '_url');
    const url = new URL(`${this.base()}/${request.model}`);
    if (request.callbackUrl)
      url.searchParams.set('fal_webhook', callbackWith(request.callbackUrl, request, { app: request.model }));
    const response = await submitCall(
      url.toString(),
      { method: 'POST', headers: this.headers(key, true), body: JSON.stringify(input) },
      this.limits,
    );
    if (response.status >= 500) throw new UncertainSubmission(`http_${response.status}`);
    if (!response.ok) {
      const body = (await readJsonOrUndefined(response, this.limits.maxJsonBytes)) as { detail?: unknown } | undefined;
      const detail = Array.isArray(body?.detail) ? (body.detail[0] as { type?: string })?.type : body?.detail;
      throw new SubmissionRejected(reasonCode(this.id, detail, `http_${response.status}`));
    }
    const body = (await readJsonOrUndefined(response, this.limits.maxJsonBytes)) as
      { request_id?: unknown } | undefined;
    if (typeof body?.request_id !== 'string') throw new UncertainSubmission('malformed_response');
    return { upstreamJobId: `${request.model}${SEP}${body.request_id}` };
  }

  async query(upstreamJobId: string, scope: JobScope): Promise<UpstreamStatus> {
    const { endpoint, requestId } = split(upstreamJobId);
    const key = await this.key(scope);
    const response = await call(
      `${this.requestUrl(endpoint, requestId)}/status?logs=1`,
      { headers: this.headers(key) },
      this.limits,
    );
    if (!response.ok) throw new Error(`${this.id} status answered ${response.status}`);
    const status = (await readJson(response, this.limits.maxJsonBytes)) as {
      status?: unknown;
      error?: unknown;
      error_type?: unknown;
      /** `inference_time`: seconds of fal's hardware (what GPU-priced endpoints bill). */
      metrics?: unknown;
    };
    const base = { upstreamJobId, clientReference: '', outputs: [] };
    switch (status.status) {
      case 'IN_QUEUE':
        return { ...base, state: 'queued', progress: 0 };
      case 'IN_PROGRESS':
        return { ...base, state: 'running', progress: 50 };
      case 'COMPLETED': {
        if (status.error)
          return {
            ...base,
            state: 'failed',
            progress: 100,
            errorCode: reasonCode(this.id, status.error_type, 'error'),
          };
        const usage = reportedUsage(status.metrics, { inference_time: 'computeSeconds' });
        const result = await this.result(upstreamJobId, '', key);
        return usage && result.state === 'succeeded' ? { ...result, usage } : result;
      }
      default:
        throw new ProviderProtocolError('malformed_response', `unknown fal status ${String(status.status)}`);
    }
  }

  queryByKey(): Promise<UpstreamStatus | undefined> {
    return Promise.resolve(undefined);
  }

  async cancel(upstreamJobId: string, scope: JobScope): Promise<boolean> {
    const { endpoint, requestId } = split(upstreamJobId);
    const response = await call(
      `${this.requestUrl(endpoint, requestId)}/cancel`,
      { method: 'PUT', headers: this.headers(await this.key(scope)) },
      this.limits,
    );
    const body = (await readJsonOrUndefined(response, this.limits.maxJsonBytes)) as { status?: unknown } | undefined;
    return response.status === 202 && body?.status === 'CANCELLATION_REQUESTED';
  }

  async fetchOutput(upstreamJobId: string, index: number, scope: JobScope): Promise<ProviderOutput> {
    const key = await this.key(scope);
    const file = filesIn(await this.payload(upstreamJobId, key))[index];
    if (!file) throw new ProviderProtocolError('malformed_response', `fal result has no output ${index}`);
    return streamOutput(await call(file.url, {}, this.limits), this.limits, file.contentType);
  }

  async verifyCallback(
    rawBody: Buffer,
    headers: Headers,
    nowMs: number,
    query: Record<string, string | undefined> = {},
  ): Promise<VerifiedCallback> {
    const { requestId, signature, timestamp } = await verifyFalSignature(rawBody, headers, this.keys, nowMs);
    const { ref, endpoint } = { ref: query.ref, endpoint: query.app };
    if (!ref || !endpoint) throw new CallbackRejected('malformed', 'callback URL lacks the job reference');
    let body: { request_id?: unknown; status?: unknown; payload?: unknown; error?: unknown };
    try {
      body = JSON.parse(rawBody.toString('utf8')) as typeof body;
    } catch {
      throw new CallbackRejected('malformed', 'webhook body is not JSON');
    }
    if (body.request_id !== requestId || (body.status !== 'OK' && body.status !== 'ERROR'))
      throw new CallbackRejected('malformed', 'webhook body is not a fal result for this request');
    const upstreamJobId = `${endpoint}${SEP}${requestId}`;
    const status: UpstreamStatus =
      body.status === 'OK'
        ? succeeded(upstreamJobId, ref, body.payload)
        : {
            upstreamJobId,
            clientReference: ref,
            state: 'failed',
            progress: 100,
            outputs: [],
            errorCode: reasonCode(this.id, body.error, 'error'),
          };
    return { signatureId: `${this.id}:${signature}`, timestamp, status };
  }

  private async result(upstreamJobId: string, clientReference: string, key: string): Promise<UpstreamStatus> {
    try {
      return succeeded(upstreamJobId, clientReference, await this.payload(upstreamJobId, key));
    } catch (error) {
      if (!(error instanceof ModelError)) throw error;
      return { upstreamJobId, clientReference, state: 'failed', progress: 100, outputs: [], errorCode: error.code };
    }
  }

  private async payload(upstreamJobId: string, key: string): Promise<unknown> {
    const { endpoint, requestId } = split(upstreamJobId);
    const response = await call(this.requestUrl(endpoint, requestId), { headers: this.headers(key) }, this.limits);
    if (response.status >= 400 && response.status < 500) {
      const body = (await readJsonOrUndefined(response, this.limits.maxJsonBytes)) as { detail?: unknown } | undefined;
      const detail = Array.isArray(body?.detail) ? (body.detail[0] as { type?: string })?.type : body?.detail;
      throw new ModelError(reasonCode(this.id, detail, `http_${response.status}`));
    }
    if (!response.ok) throw new Error(`${this.id} result answered ${response.status}`);
    return readJson(response, this.limits.maxJsonBytes);
  }

  private requestUrl(endpoint: string, requestId: string): string {
    return `${this.base()}/${appOf(endpoint)}/requests/${encodeURIComponent(requestId)}`;
  }

  private key(scope: JobScope): Promise<string> {
    return requireKey(this.options.credentials, this.id, scope);
  }

  private headers(key: string, json = false): Record<string, string> {
    return { authorization: `Key ${key}`, ...(json && { 'content-type': 'application/json' }) };
  }

  private base(): string {
    return (this.options.queueUrl ?? 'https://queue.fal.run').replace(/\/$/, '');
  }
}

/** The model answered its own error for the request (validation, content policy): final. */
class ModelError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

function succeeded(upstreamJobId: string, clientReference: string, payload: unknown): UpstreamStatus {
  return {
    upstreamJobId,
    clientReference,
    state: 'succeeded',
    progress: 100,
    outputs: filesIn(payload).map((f, index) => ({ index, mediaType: f.contentType, name: f.name })),
  };
}

/** Every `{ url, content_type }` file in a result payload (`images[]`, `image`, `video`, `audio_file`, …), in order. */
function filesIn(payload: unknown, depth = 0): Array<{ url: string; contentType: string; name: string }> {
  if (!payload || typeof payload !== 'object' || depth > 3) return [];
  const p = payload as { url?: unknown; content_type?: unknown; file_name?: unknown };
  if (typeof p.url === 'string' && /^https?:\/\//.test(p.url)) {
    const name = typeof p.file_name === 'string' ? p.file_name : (new URL(p.url).pathname.split('/').pop() ?? 'output');
    return [
      { url: p.url, contentType: typeof p.content_type === 'string' ? p.content_type : mediaTypeOf(p.url), name },
    ];
  }
  return Object.values(payload).flatMap((v) => filesIn(v, depth + 1));
}
