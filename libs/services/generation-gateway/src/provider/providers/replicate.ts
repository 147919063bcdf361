import { createHash } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
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
  type UpstreamState,
  type UpstreamStatus,
  type VerifiedCallback,
} from '../provider.port';
import type { ReferenceSource } from './references';
import { reportedUsage } from './usage';
import { requireKey, vendorCapability, vendorInput, type VendorKinds } from './vendor-kinds';
import {
  call,
  callbackWith,
  DEFAULT_LIMITS,
  headerOf,
  type Headers,
  mediaTypeOf,
  readJson,
  readJsonOrUndefined,
  reasonCode,
  streamOutput,
  submitCall,
  type WireLimits,
} from './wire';

export interface ReplicateOptions {
  /** @default replicate */
  id?: string;
  /** @default https://api.replicate.com/v1 */
  baseUrl?: string;
  kinds: VendorKinds;
  credentials: ProviderCredentials;
  references: ReferenceSource;
  limits?: Partial<WireLimits>;
}

/** The documented prediction object (the fields this adapter reads). */
interface Prediction {
  id: string;
  status: string;
  output?: unknown;
  error?: unknown;
  logs?: string;
  /** `predict_time` (seconds of hardware, what hardware-priced models bill), `image_count` (per-image models). */
  metrics?: unknown;
}

const STATES: Record<string, UpstreamState> = {
  starting: 'queued',
  processing: 'running',
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'cancelled',
  aborted: 'cancelled',
};

/**
 * Replicate predictions: `POST /models/{owner}/{name}/predictions` (or `/predictions` with a
 * `version`), `GET /predictions/{id}`, `POST /predictions/{id}/cancel`; outputs are file URLs.
 * Webhooks follow Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`:
 * HMAC-SHA256 over `id.timestamp.body` with the account's `whsec_` secret from
 * `GET /webhooks/default/secret`). The secret is per account, so the callback URL names the
 * workspace whose key submitted the job and the secret is fetched with that key.
 * Replicate has no idempotency keys: no query-by-key, a lost answer is reconciled by time.
 */
export class ReplicateProvider implements GenerationProvider {
  readonly id: string;
  private readonly limits: WireLimits;
  private readonly secrets = new Map<string, Promise<string>>();

  constructor(private readonly options: ReplicateOptions) {
    this.id = options.id ?? 'replicate';
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
  }

  capability(): Promise<ProviderCapability> {
    return vendorCapability(this.options.kinds);
  }

  async submit(request: SubmitRequest): Promise<SubmitResult> {
    const key = await this.key(request);
    const input = await vendorInput(this.options.kinds, request, this.options.references, 'replicate');
    const [model, version] = request.model.split(':') as [string, string | undefined];
    const body = {
      ...(version && { version }),
      input,
      ...(request.callbackUrl && {
        webhook: callbackWith(request.callbackUrl, request),
        webhook_events_filter: ['start', 'completed'],
      }),
    };
    const path = version ? '/predictions' : `/models/${model}/predictions`;
    const response = await submitCall(
      `${this.base()}${path}`,
      { method: 'POST', headers: this.headers(key, true), body: JSON.stringify(body) },
      this.limits,
    );
    if (response.status >= 500) throw new UncertainSubmission(`http_${response.status}`);
    if (!response.ok) {
      const problem = (await readJsonOrUndefined(response, this.limits.maxJsonBytes)) as { title?: string } | undefined;
      throw new SubmissionRejected(reasonCode(this.id, problem?.title, `http_${response.status}`));
    }
    const prediction = parsePrediction(await readJsonOrUndefined(response, this.limits.maxJsonBytes));
    if (!prediction) throw new UncertainSubmission('malformed_response');
    return { upstreamJobId: prediction.id };
  }

  async query(upstreamJobId: string, scope: JobScope): Promise<UpstreamStatus> {
    return this.toStatus(await this.prediction(upstreamJobId, scope), '');
  }

  queryByKey(): Promise<UpstreamStatus | undefined> {
    return Promise.resolve(undefined);
  }

  async cancel(upstreamJobId: string, scope: JobScope): Promise<boolean> {
    const response = await call(
      `${this.base()}/predictions/${encodeURIComponent(upstreamJobId)}/cancel`,
      { method: 'POST', headers: this.headers(await this.key(scope)) },
      this.limits,
    );
    const prediction = parsePrediction(await readJsonOrUndefined(response, this.limits.maxJsonBytes));
    return response.ok && prediction?.status === 'canceled';
  }

  async fetchOutput(upstreamJobId: string, index: number, scope: JobScope): Promise<ProviderOutput> {
    const prediction = await this.prediction(upstreamJobId, scope);
    // Not finished yet (a webhook ahead of the API): try again later, it is not a bad answer.
    if (prediction.status !== 'succeeded') throw new Error(`prediction ${upstreamJobId} is ${prediction.status}`);
    const url = outputUrls(prediction)[index];
    if (!url)
      throw new ProviderProtocolError('malformed_response', `prediction ${upstreamJobId} has no output ${index}`);
    // Files served by the API itself need the key; delivery URLs are signed and need none.
    const own = new URL(url).origin === new URL(this.base()).origin;
    const response = await call(url, { headers: own ? this.headers(await this.key(scope)) : {} }, this.limits);
    return streamOutput(response, this.limits, mediaTypeOf(url));
  }

  async verifyCallback(
    rawBody: Buffer,
    headers: Headers,
    _nowMs: number,
    query: Record<string, string | undefined> = {},
  ): Promise<VerifiedCallback> {
    const { ws, ref } = query;
    const id = headerOf(headers, 'webhook-id');
    if (!ws || !ref || !id) throw new CallbackRejected('bad_signature', 'missing webhook headers or job reference');
    const secret = await this.secret({ workspaceId: ws });
    let body: unknown;
    try {
      body = new Webhook(secret).verify(rawBody, {
        'webhook-id': id,
        'webhook-timestamp': headerOf(headers, 'webhook-timestamp') ?? '',
        'webhook-signature': headerOf(headers, 'webhook-signature') ?? '',
      });
    } catch (error) {
      if (error instanceof WebhookVerificationError && /timestamp/i.test(error.message))
        throw new CallbackRejected('stale', error.message);
      throw new CallbackRejected('bad_signature', error instanceof Error ? error.message : 'invalid signature');
    }
    const prediction = parsePrediction(body);
    if (!prediction) throw new CallbackRejected('malformed', 'webhook body is not a prediction');
    return {
      signatureId: `${this.id}:${id}`,
      timestamp: Number(headerOf(headers, 'webhook-timestamp')),
      status: this.toStatus(prediction, ref),
      workspaceId: ws,
    };
  }

  private toStatus(prediction: Prediction, clientReference: string): UpstreamStatus {
    const state = STATES[prediction.status] ?? 'queued';
    const urls = state === 'succeeded' ? outputUrls(prediction) : [];
    const percent = [...(prediction.logs ?? '').matchAll(/(\d{1,3})%/g)].pop()?.[1];
    return {
      upstreamJobId: prediction.id,
      clientReference,
      state,
      progress: state === 'succeeded' ? 100 : Math.min(99, Number(percent ?? 0)),
      outputs: urls.map((url, index) => ({
        index,
        mediaType: mediaTypeOf(url),
        name: new URL(url).pathname.split('/').pop() ?? `${index}`,
      })),
      ...(state === 'failed' && { errorCode: reasonCode(this.id, prediction.error, 'failed') }),
      ...(state === 'succeeded' && usageOf(prediction)),
    };
  }

  private async prediction(upstreamJobId: string, scope: JobScope): Promise<Prediction> {
    const response = await call(
      `${this.base()}/predictions/${encodeURIComponent(upstreamJobId)}`,
      { headers: this.headers(await this.key(scope)) },
      this.limits,
    );
    if (!response.ok) throw new Error(`${this.id} GET prediction answered ${response.status}`);
    const prediction = parsePrediction(await readJson(response, this.limits.maxJsonBytes));
    if (!prediction) throw new ProviderProtocolError('malformed_response', 'not a prediction');
    return prediction;
  }

  /** The account's signing secret for the key this workspace uses, fetched once per key. */
  private secret(scope: JobScope): Promise<string> {
    const noKey = () => new CallbackRejected('bad_signature', `no ${this.id} credential for the named workspace`);
    return this.key(scope)
      .catch(() => Promise.reject(noKey()))
      .then((key) => {
        const cacheKey = createHash('sha256').update(key).digest('hex');
        let secret = this.secrets.get(cacheKey);
        if (!secret) {
          secret = this.fetchSecret(key).catch((error: unknown) => {
            this.secrets.delete(cacheKey);
            throw error;
          });
          this.secrets.set(cacheKey, secret);
        }
        return secret;
      });
  }

  private async fetchSecret(key: string): Promise<string> {
    const response = await call(`${this.base()}/webhooks/default/secret`, { headers: this.headers(key) }, this.limits);
    const body = (await readJsonOrUndefined(response, this.limits.maxJsonBytes)) as { key?: unknown } | undefined;
    if (!response.ok || typeof body?.key !== 'string')
      throw new CallbackRejected('bad_signature', `no webhook secret from ${this.id} (${response.status})`);
    return body.key;
  }

  private key(scope: JobScope): Promise<string> {
    return requireKey(this.options.credentials, this.id, scope);
  }

  private headers(key: string, json = false): Record<string, string> {
    return { authorization: `Bearer ${key}`, ...(json && { 'content-type': 'application/json' }) };
  }

  private base(): string {
    return (this.options.baseUrl ?? 'https://api.replicate.com/v1').replace(/\/$/, '');
  }
}

function usageOf(prediction: Prediction): { usage?: UpstreamStatus['usage'] } {
  const usage = reportedUsage(prediction.metrics, { predict_time: 'computeSeconds', image_count: 'images' });
  return usage ? { usage } : {};
}

function parsePrediction(value: unknown): Prediction | undefined {
  const p = value as Partial<Prediction> | null | undefined;
  if (!p || typeof p !== 'object' || typeof p.id !== 'string' || typeof p.status !== 'string') return undefined;
  return p as Prediction;
}

/** `output` is a URL, a list of URLs, or (for some models) an object of them. */
function outputUrls(prediction: Prediction): string[] {
  const values = Array.isArray(prediction.output)
    ? prediction.output
    : prediction.output && typeof prediction.output === 'object'
      ? Object.values(prediction.output)
      : [prediction.output];
  return values.filter((v): v is string => typeof v === 'string' && /^https?:\/\//.test(v));
}
