import { createHash } from 'node:crypto';
import type { SynchronousProvider } from '../background-submission';
import {
  CallbackRejected,
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
import type { OutputSpool } from './output-spool';
import type { ReferenceSource } from './references';
import { DEFAULT_LIMITS, readJson, readJsonOrUndefined, reasonCode, submitCall, type WireLimits } from './wire';

export interface OpenAiImagesOptions {
  /** @default openai */
  id?: string;
  /** @default https://api.openai.com/v1 */
  baseUrl?: string;
  /** @default gpt-image-1 */
  model?: string;
  /** `low` | `medium` | `high` | `auto`. @default auto */
  quality?: string;
  /** Price per image in minor units, as this deployment charges it. @default 5 */
  costMinor?: number;
  currency?: string;
  credentials: ProviderCredentials;
  references: ReferenceSource;
  spool: OutputSpool;
  /** A generation takes up to minutes: the request timeout is long and must stay below the lost-job timeout. */
  limits?: Partial<WireLimits>;
}

interface ImagesResponse {
  data?: Array<{ b64_json?: string }>;
  output_format?: string;
}

const EXT: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/**
 * OpenAI Images (`POST /images/generations`, `POST /images/edits` multipart with `image[]` for
 * reference images). The API is synchronous: the answer carries the images as base64
 * (`b64_json`), which are decoded into the spool and registered from there. There is no job
 * to poll, cancel or find by key, and no webhook: a timeout is an uncertain submission the
 * gateway fails and refunds (it never re-sends: a second request would be a second charge).
 */
export class OpenAiImagesProvider implements SynchronousProvider {
  readonly id: string;
  readonly synchronous = true as const;
  private readonly limits: WireLimits;

  constructor(private readonly options: OpenAiImagesOptions) {
    this.id = options.id ?? 'openai';
    this.limits = { ...DEFAULT_LIMITS, requestTimeoutMs: 120_000, maxJsonBytes: 67_108_864, ...options.limits };
  }

  capability(): Promise<ProviderCapability> {
    const side = { min: 1024, max: 1536, default: 1024 };
    return Promise.resolve({
      kinds: {
        image: {
          model: this.options.model ?? 'gpt-image-1',
          outputFormats: ['image/png'],
          maxPromptChars: 32_000,
          maxReferences: 16,
          params: { width: side, height: side },
          cost: { currency: this.options.currency ?? 'USD', baseMinor: this.options.costMinor ?? 5, perUnitMinor: 0 },
        },
      },
      supports: { callbacks: false, polling: true, cancel: false, queryByKey: false },
    });
  }

  async submit(request: SubmitRequest): Promise<SubmitResult> {
    const key = await this.options.credentials.resolve(this.id, request.workspaceId);
    if (!key) throw new SubmissionRejected(`${this.id}:no_credential`);
    const upstreamJobId = jobIdOf(request);
    const body = request.references.length > 0 ? await this.editForm(request) : JSON.stringify(this.fields(request));
    const response = await submitCall(
      `${this.base()}/images/${request.references.length > 0 ? 'edits' : 'generations'}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          ...(typeof body === 'string' && { 'content-type': 'application/json' }),
        },
        body,
      },
      this.limits,
    );
    if (response.status >= 500) throw new UncertainSubmission(`http_${response.status}`);
    if (!response.ok) {
      const error = (await readJsonOrUndefined(response, this.limits.maxJsonBytes)) as
        { error?: { code?: string; type?: string } } | undefined;
      throw new SubmissionRejected(
        reasonCode(this.id, error?.error?.code ?? error?.error?.type, `http_${response.status}`),
      );
    }
    let answer: ImagesResponse;
    try {
      answer = (await readJson(response, this.limits.maxJsonBytes)) as ImagesResponse;
    } catch (error) {
      // The images were made (and billed) but cannot be read: nothing to retry, a typed failure.
      const code = error instanceof ProviderProtocolError ? error.code : 'malformed_response';
      return { upstreamJobId, status: failed(upstreamJobId, request, `${this.id}:${code}`) };
    }
    const images = (answer.data ?? []).map((d) => d.b64_json).filter((b): b is string => typeof b === 'string');
    if (images.length === 0)
      return { upstreamJobId, status: failed(upstreamJobId, request, `${this.id}:malformed_response`) };
    const ext = EXT[answer.output_format ?? 'png'] ?? 'png';
    const outputs: UpstreamStatus['outputs'] = [];
    for (const [index, b64] of images.entries()) {
      const name = await this.options.spool.put(upstreamJobId, index, ext, Buffer.from(b64, 'base64'));
      outputs.push({ index, name, mediaType: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` });
    }
    const status: UpstreamStatus = {
      upstreamJobId,
      clientReference: request.clientReference,
      state: 'succeeded',
      progress: 100,
      outputs,
      usage: { images: images.length }, // OpenAI's per-image price: the images it made and billed
    };
    return { upstreamJobId, status };
  }

  /** The spool folder a request's images go to: known before the call (background submission). */
  upstreamJobIdOf(request: Pick<SubmitRequest, 'workspaceId' | 'idempotencyKey'>): string {
    return jobIdOf(request);
  }

  /** What the spool holds (a synchronous job's only state). */
  async query(upstreamJobId: string): Promise<UpstreamStatus> {
    const names = await this.options.spool.list(upstreamJobId);
    if (!names) throw new ProviderProtocolError('malformed_response', `no spooled result for ${upstreamJobId}`);
    return {
      upstreamJobId,
      clientReference: '',
      state: 'succeeded',
      progress: 100,
      outputs: names.map((name, index) => ({ index, name, mediaType: `image/${name.split('.')[1] ?? 'png'}` })),
    };
  }

  queryByKey(): Promise<UpstreamStatus | undefined> {
    return Promise.resolve(undefined);
  }

  cancel(): Promise<boolean> {
    return Promise.resolve(false);
  }

  fetchOutput(upstreamJobId: string, index: number): Promise<ProviderOutput> {
    return this.options.spool.open(upstreamJobId, index);
  }

  verifyCallback(): VerifiedCallback {
    throw new CallbackRejected('bad_signature', `${this.id} sends no callbacks`);
  }

  private fields(request: SubmitRequest): Record<string, string | number> {
    const { width = 1024, height = 1024 } = request.params;
    return {
      model: request.model,
      prompt: request.prompt,
      n: 1,
      size: width > height ? '1536x1024' : height > width ? '1024x1536' : '1024x1024',
      quality: this.options.quality ?? 'auto',
    };
  }

  private async editForm(request: SubmitRequest): Promise<FormData> {
    const form = new FormData();
    for (const [name, value] of Object.entries(this.fields(request))) form.append(name, String(value));
    for (const objectId of request.references) {
      const image = await this.options.references.read(request.workspaceId, objectId);
      form.append('image[]', new Blob([image.bytes], { type: image.mediaType }), image.name);
    }
    return form;
  }

  private base(): string {
    return (this.options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/, '');
  }
}

/** One id per (workspace, key): the spool's folder name. */
const jobIdOf = (request: Pick<SubmitRequest, 'workspaceId' | 'idempotencyKey'>): string =>
  `oai-${createHash('sha256').update(`${request.workspaceId}\n${request.idempotencyKey}`).digest('hex').slice(0, 32)}`;

const failed = (upstreamJobId: string, request: SubmitRequest, errorCode: string): UpstreamStatus => ({
  upstreamJobId,
  clientReference: request.clientReference,
  state: 'failed',
  progress: 100,
  outputs: [],
  errorCode,
});
