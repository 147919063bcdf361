import { randomUUID } from 'node:crypto';
import {
  CallbackRejected,
  type GenerationKind,
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
import { ComfyProgress } from './comfyui-progress';
import { type ComfyWorkflow, defaultWorkflow, fillWorkflow, promptIdOf, rejectionCode } from './comfyui-workflow';
import {
  call,
  DEFAULT_LIMITS,
  mediaTypeOf,
  readJson,
  readJsonOrUndefined,
  reasonCode,
  streamOutput,
  submitCall,
  type WireLimits,
} from './wire';

export interface ComfyUiOptions {
  /** @default comfyui */
  id?: string;
  /** e.g. http://127.0.0.1:8188 */
  baseUrl: string;
  /** Workflow per kind; image defaults to the stock text-to-image graph with `checkpoint`. */
  workflows?: Partial<Record<GenerationKind, ComfyWorkflow>>;
  /** @default v1-5-pruned-emaonly.safetensors */
  checkpoint?: string;
  /** Optional: a key sent as `Authorization: Bearer` (a ComfyUI behind an authenticating proxy). */
  credentials?: ProviderCredentials;
  limits?: Partial<WireLimits>;
}

interface HistoryEntry {
  outputs?: Record<string, Record<string, unknown>>;
  status?: { status_str?: string; completed?: boolean; messages?: Array<[string, Record<string, unknown>]> };
}
interface FileRef {
  filename: string;
  subfolder?: string;
  type?: string;
}

/**
 * A self-hosted ComfyUI (free, local): `POST /prompt` with the filled workflow and a
 * `prompt_id` derived from the job key (so a lost answer is found again: query-by-key),
 * `GET /history/{id}` (outputs, success or the execution error), `GET /queue` (pending or
 * running), `GET /view` (the files), `POST /queue {delete}` / `POST /interrupt` (cancel), and
 * progress over `/ws`. No webhooks. A workflow naming a model the server does not have is
 * refused by `/prompt` validation: `comfyui:missing_model`.
 */
export class ComfyUiProvider implements GenerationProvider {
  readonly id: string;
  private readonly limits: WireLimits;
  private readonly progress: ComfyProgress;
  /**
   * The one id this adapter is known by to ComfyUI: the websocket's `?clientId=` and every
   * prompt's `client_id`. ComfyUI sends a prompt's execution messages only to the socket of its
   * client_id (server.py `send_json(…, sid)` writes to `self.sockets[sid]`; main.py
   * `hijack_progress` sends progress with `sid=server.client_id`, the running prompt's
   * client_id), so two ids meant no progress at all. Unique per instance: a second socket with
   * the same clientId replaces the first (`self.sockets.pop(sid)`), which would silence another
   * gateway replica.
   */
  private readonly clientId = randomUUID();

  constructor(private readonly options: ComfyUiOptions) {
    this.id = options.id ?? 'comfyui';
    this.limits = { ...DEFAULT_LIMITS, requestTimeoutMs: 15_000, maxJsonBytes: 4_194_304, ...options.limits };
    const ws = new URL(`${this.base()}/ws`);
    ws.protocol = ws.protocol === 'https:' ? 'wss:' : 'ws:';
    ws.searchParams.set('clientId', this.clientId);
    this.progress = new ComfyProgress(ws.toString(), () => this.headers({ workspaceId: '' }));
  }

  capability(): Promise<ProviderCapability> {
    const kinds: ProviderCapability['kinds'] = {};
    for (const kind of Object.keys(this.workflows()) as GenerationKind[])
      kinds[kind] = {
        model: kind === 'image' ? (this.options.checkpoint ?? 'v1-5-pruned-emaonly.safetensors') : `comfyui-${kind}`,
        outputFormats:
          kind === 'audio' ? ['audio/flac'] : kind === 'video' ? ['image/webp', 'video/mp4'] : ['image/png'],
        maxPromptChars: 4000,
        maxReferences: 0,
        params: { width: { min: 64, max: 2048, default: 512 }, height: { min: 64, max: 2048, default: 512 } },
        cost: { currency: 'USD', baseMinor: 0, perUnitMinor: 0 },
      };
    return Promise.resolve({ kinds, supports: { callbacks: false, polling: true, cancel: true, queryByKey: true } });
  }

  async submit(request: SubmitRequest): Promise<SubmitResult> {
    const template = this.workflows()[request.kind];
    if (!template) throw new SubmissionRejected(`${this.id}:unsupported_kind`);
    const promptId = promptIdOf(request.workspaceId, request.idempotencyKey);
    this.progress.ensure();
    const response = await submitCall(
      `${this.base()}/prompt`,
      {
        method: 'POST',
        headers: { ...(await this.headers(request)), 'content-type': 'application/json' },
        body: JSON.stringify({
          prompt: fillWorkflow(template, request),
          client_id: this.clientId,
          prompt_id: promptId,
        }),
      },
      this.limits,
    );
    if (response.status >= 500) throw new UncertainSubmission(`http_${response.status}`);
    const body = (await readJsonOrUndefined(response, this.limits.maxJsonBytes)) as
      { prompt_id?: unknown; error?: { type?: string }; node_errors?: Record<string, never> } | undefined;
    if (!response.ok) throw new SubmissionRejected(rejectionCode(body));
    if (typeof body?.prompt_id !== 'string') throw new UncertainSubmission('malformed_response');
    return { upstreamJobId: body.prompt_id };
  }

  async query(upstreamJobId: string, scope: JobScope): Promise<UpstreamStatus> {
    const status = await this.find(upstreamJobId, scope);
    return status ?? lost(upstreamJobId);
  }

  queryByKey(idempotencyKey: string, scope: JobScope): Promise<UpstreamStatus | undefined> {
    return this.find(promptIdOf(scope.workspaceId, idempotencyKey), scope);
  }

  async cancel(upstreamJobId: string, scope: JobScope): Promise<boolean> {
    const headers = { ...(await this.headers(scope)), 'content-type': 'application/json' };
    const queue = await this.queue(scope);
    if (queue.pending.has(upstreamJobId)) {
      const response = await call(
        `${this.base()}/queue`,
        { method: 'POST', headers, body: JSON.stringify({ delete: [upstreamJobId] }) },
        this.limits,
      );
      return response.ok;
    }
    if (!queue.running.has(upstreamJobId)) return false;
    const response = await call(
      `${this.base()}/interrupt`,
      { method: 'POST', headers, body: JSON.stringify({ prompt_id: upstreamJobId }) },
      this.limits,
    );
    return response.ok;
  }

  async fetchOutput(upstreamJobId: string, index: number, scope: JobScope): Promise<ProviderOutput> {
    const entry = await this.history(upstreamJobId, scope);
    const file = entry ? filesOf(entry)[index] : undefined;
    if (!file) throw new ProviderProtocolError('malformed_response', `prompt ${upstreamJobId} has no output ${index}`);
    const query = new URLSearchParams({
      filename: file.filename,
      subfolder: file.subfolder ?? '',
      type: file.type ?? 'output',
    });
    const response = await call(`${this.base()}/view?${query}`, { headers: await this.headers(scope) }, this.limits);
    return streamOutput(response, this.limits, mediaTypeOf(file.filename));
  }

  verifyCallback(): VerifiedCallback {
    throw new CallbackRejected('bad_signature', `${this.id} sends no callbacks`);
  }

  /** Closes the progress websocket (shutdown). */
  close(): Promise<void> {
    return this.progress.close();
  }

  /** History first (finished), then the queue; history again for a prompt that finished in between. */
  private async find(promptId: string, scope: JobScope): Promise<UpstreamStatus | undefined> {
    const done = await this.history(promptId, scope);
    if (done) return finished(promptId, done);
    const queue = await this.queue(scope);
    if (queue.running.has(promptId))
      return {
        upstreamJobId: promptId,
        clientReference: '',
        state: 'running',
        progress: this.progress.of(promptId) ?? 0,
        outputs: [],
      };
    if (queue.pending.has(promptId))
      return { upstreamJobId: promptId, clientReference: '', state: 'queued', progress: 0, outputs: [] };
    const late = await this.history(promptId, scope);
    return late ? finished(promptId, late) : undefined;
  }

  private async history(promptId: string, scope: JobScope): Promise<HistoryEntry | undefined> {
    const response = await call(
      `${this.base()}/history/${encodeURIComponent(promptId)}`,
      { headers: await this.headers(scope) },
      this.limits,
    );
    if (!response.ok) throw new Error(`${this.id} history answered ${response.status}`);
    const body = (await readJson(response, this.limits.maxJsonBytes)) as Record<string, HistoryEntry> | null;
    if (!body || typeof body !== 'object')
      throw new ProviderProtocolError('malformed_response', 'history is not an object');
    return body[promptId];
  }

  private async queue(scope: JobScope): Promise<{ running: Set<string>; pending: Set<string> }> {
    const response = await call(`${this.base()}/queue`, { headers: await this.headers(scope) }, this.limits);
    if (!response.ok) throw new Error(`${this.id} queue answered ${response.status}`);
    const body = (await readJson(response, this.limits.maxJsonBytes)) as {
      queue_running?: unknown[][];
      queue_pending?: unknown[][];
    };
    const ids = (items: unknown[][] | undefined) => new Set((items ?? []).map((item) => String(item[1])));
    return { running: ids(body.queue_running), pending: ids(body.queue_pending) };
  }

  private workflows(): Partial<Record<GenerationKind, ComfyWorkflow>> {
    return {
      image: defaultWorkflow(this.options.checkpoint ?? 'v1-5-pruned-emaonly.safetensors'),
      ...this.options.workflows,
    };
  }

  private async headers(scope: JobScope): Promise<Record<string, string>> {
    const key = await this.options.credentials?.resolve(this.id, scope.workspaceId);
    return key ? { authorization: `Bearer ${key}` } : {};
  }

  private base(): string {
    return this.options.baseUrl.replace(/\/$/, '');
  }
}

/** Output files of a finished prompt, node by node: images, gifs/videos, audio. */
function filesOf(entry: HistoryEntry): FileRef[] {
  return Object.values(entry.outputs ?? {}).flatMap((node) =>
    ['images', 'gifs', 'videos', 'audio'].flatMap((key) =>
      ((node[key] as FileRef[] | undefined) ?? []).filter((f) => typeof f?.filename === 'string' && f.type !== 'temp'),
    ),
  );
}

function finished(promptId: string, entry: HistoryEntry): UpstreamStatus {
  const base = { upstreamJobId: promptId, clientReference: '', progress: 100 };
  if (entry.status?.status_str === 'success' || (entry.status === undefined && entry.outputs))
    return {
      ...base,
      state: 'succeeded',
      outputs: filesOf(entry).map((f, index) => ({ index, name: f.filename, mediaType: mediaTypeOf(f.filename) })),
    };
  const messages = entry.status?.messages ?? [];
  if (messages.some(([type]) => type === 'execution_interrupted')) return { ...base, state: 'cancelled', outputs: [] };
  const error = messages.find(([type]) => type === 'execution_error')?.[1];
  return {
    ...base,
    state: 'failed',
    outputs: [],
    errorCode: reasonCode('comfyui', error?.exception_type, 'execution_error'),
  };
}

/** Neither queued, running nor in the history (the server restarted and lost its queue). */
const lost = (promptId: string): UpstreamStatus => ({
  upstreamJobId: promptId,
  clientReference: '',
  state: 'failed',
  progress: 100,
  outputs: [],
  errorCode: 'comfyui:prompt_lost',
});
