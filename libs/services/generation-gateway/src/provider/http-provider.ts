import { verifyCallbackSignature, SIGNATURE_HEADER } from './callback-signature';
import { DEFAULT_LIMITS, streamOutput, type WireLimits } from './providers/wire';
import {
  CallbackRejected,
  type GenerationProvider,
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
} from './provider.port';

export interface HttpProviderOptions {
  id: string;
  baseUrl: string;
  /** Active callback secrets: the current one and, during a rotation, the previous one. */
  secrets: readonly string[];
  /** @default 10000 */
  requestTimeoutMs?: number;
  /** @default 300 */
  callbackToleranceSeconds?: number;
  /** Output and answer limits (an output past `maxOutputBytes` fails the job). */
  limits?: Partial<WireLimits>;
  /** Asked at submit time for the workspace's key, sent as `Authorization: Bearer`; none = no header. */
  credentials?: ProviderCredentials;
}

interface WireStatus {
  id: string;
  clientReference: string;
  state: UpstreamStatus['state'];
  progress: number;
  outputs?: UpstreamStatus['outputs'];
  errorCode?: string;
}

const toStatus = (w: WireStatus): UpstreamStatus => ({
  upstreamJobId: w.id,
  clientReference: w.clientReference,
  state: w.state,
  progress: w.progress,
  outputs: w.outputs ?? [],
  errorCode: w.errorCode,
});

const STATES = new Set(['queued', 'running', 'succeeded', 'failed', 'cancelled']);
function parseStatus(value: unknown): UpstreamStatus | undefined {
  const w = value as Partial<WireStatus> | null;
  if (
    !w ||
    typeof w.id !== 'string' ||
    typeof w.clientReference !== 'string' ||
    !STATES.has(w.state as string) ||
    typeof w.progress !== 'number'
  )
    return undefined;
  return toStatus(w as WireStatus);
}

/**
 * The generic HTTP provider: a JSON job API (`POST /v1/jobs` with an `Idempotency-Key`,
 * `GET /v1/jobs/:id`, `GET /v1/jobs?idempotencyKey=`, `POST /v1/jobs/:id/cancel`,
 * `GET /v1/jobs/:id/outputs/:n`, `GET /v1/capabilities`) and HMAC-signed callbacks. The
 * simulated upstream speaks exactly this protocol.
 */
export class HttpGenerationProvider implements GenerationProvider {
  readonly id: string;
  private capabilities?: Promise<ProviderCapability>;

  constructor(private readonly options: HttpProviderOptions) {
    this.id = options.id;
  }

  capability(): Promise<ProviderCapability> {
    this.capabilities ??= this.json<ProviderCapability>('GET', '/v1/capabilities').catch((error: unknown) => {
      this.capabilities = undefined;
      throw error;
    });
    return this.capabilities;
  }

  async submit(request: SubmitRequest): Promise<SubmitResult> {
    const { workspaceId, ...wire } = request; // the tenant stays here; only its key (if any) goes out
    const key = await this.options.credentials?.resolve(this.id, workspaceId);
    let response: Response;
    try {
      response = await this.fetch('POST', '/v1/jobs', wire, {
        'idempotency-key': request.idempotencyKey,
        ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
      });
    } catch (error) {
      // Timeout or reset: the request may have created the job. The caller reconciles.
      throw new UncertainSubmission(error instanceof Error ? error.name : 'network');
    }
    const body = (await response.json().catch(() => undefined)) as { id?: string; error?: string } | undefined;
    if (response.status >= 500) throw new UncertainSubmission(`http_${response.status}`);
    if (!response.ok)
      throw new SubmissionRejected(typeof body?.error === 'string' ? body.error : `http_${response.status}`);
    if (typeof body?.id !== 'string') throw new UncertainSubmission('malformed_response');
    return { upstreamJobId: body.id };
  }

  async query(upstreamJobId: string): Promise<UpstreamStatus> {
    const status = parseStatus(await this.json('GET', `/v1/jobs/${encodeURIComponent(upstreamJobId)}`));
    if (!status) throw new ProviderProtocolError('malformed_response', 'malformed job status from upstream');
    return status;
  }

  async queryByKey(idempotencyKey: string): Promise<UpstreamStatus | undefined> {
    const response = await this.fetch('GET', `/v1/jobs?idempotencyKey=${encodeURIComponent(idempotencyKey)}`);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`upstream query-by-key answered ${response.status}`);
    const status = parseStatus(await response.json());
    if (!status) throw new Error('malformed job status from upstream');
    return status;
  }

  async cancel(upstreamJobId: string): Promise<boolean> {
    const body = await this.json<{ cancelled?: boolean }>(
      'POST',
      `/v1/jobs/${encodeURIComponent(upstreamJobId)}/cancel`,
      {},
    );
    return body.cancelled === true;
  }

  async fetchOutput(upstreamJobId: string, index: number): Promise<ProviderOutput> {
    const response = await this.fetch('GET', `/v1/jobs/${encodeURIComponent(upstreamJobId)}/outputs/${index}`);
    return streamOutput(response, { ...DEFAULT_LIMITS, ...this.options.limits }, 'application/octet-stream');
  }

  verifyCallback(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    nowMs: number,
  ): VerifiedCallback {
    const header = headers[SIGNATURE_HEADER];
    const { signatureId, timestamp } = verifyCallbackSignature(
      rawBody,
      Array.isArray(header) ? header[0] : header,
      this.options.secrets,
      nowMs,
      this.options.callbackToleranceSeconds ?? 300,
    );
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new CallbackRejected('malformed', 'callback body is not JSON');
    }
    const status = parseStatus(parsed);
    if (!status) throw new CallbackRejected('malformed', 'callback body is not a job status');
    return { signatureId, timestamp, status };
  }

  private async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.fetch(method, path, body);
    if (!response.ok) throw new Error(`upstream ${method} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  private fetch(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.options.baseUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 10_000),
    });
  }
}
