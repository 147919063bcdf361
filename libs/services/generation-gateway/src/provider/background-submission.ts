import { Logger } from '@nestjs/common';
import {
  type GenerationProvider,
  type JobScope,
  type ProviderCapability,
  type ProviderOutput,
  SubmissionRejected,
  type SubmitRequest,
  type SubmitResult,
  UncertainSubmission,
  type UpstreamStatus,
  type VerifiedCallback,
} from './provider.port';

/** A provider whose submit answers with the result itself (OpenAI Images): the call is the job. */
export interface SynchronousProvider extends GenerationProvider {
  readonly synchronous: true;
  /** The id the result is kept under, known before the call is made (a pure function of the request). */
  upstreamJobIdOf(request: Pick<SubmitRequest, 'workspaceId' | 'idempotencyKey'>): string;
}

export const isSynchronous = (provider: GenerationProvider): provider is SynchronousProvider =>
  (provider as Partial<SynchronousProvider>).synchronous === true;

export interface BackgroundOptions {
  /** Vendor calls of this provider in flight at once in this process; more wait their turn (queued). */
  concurrency: number;
}

const logger = new Logger('generation-gateway');

/**
 * Runs a synchronous vendor's call as a job of its own (ADR 0040): `submit` returns the job id
 * at once, the call runs in the background — at most `concurrency` at a time per provider —
 * and `query` reports it queued, running, then its result, as an asynchronous vendor would.
 * So a tool call never holds a gRPC deadline open for a minute-long image, and the production
 * DAG's scenes render side by side with any provider.
 *
 * What the call ends with becomes the job's status: the images (succeeded), a refusal
 * (`SubmissionRejected`: failed with its code), or no answer (`UncertainSubmission`: failed with
 * `<id>:<reason>`, nothing re-sent — a second request would be a second charge; the gateway
 * refunds a failed job). A job this process does not know (another replica's, or one whose call
 * a restart cut off) is the spooled result if there is one, else still running: the job
 * deadline ends it; it is never failed early while another replica may be running it.
 */
export class BackgroundSubmission implements GenerationProvider {
  readonly id: string;
  private readonly calls = new Map<string, { state: 'queued' | 'running'; done?: UpstreamStatus }>();
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly inner: SynchronousProvider,
    private readonly options: BackgroundOptions,
  ) {
    this.id = inner.id;
  }

  capability(): Promise<ProviderCapability> {
    return this.inner.capability();
  }

  /** Calls started and not yet finished (queued or running) in this process. */
  inFlight(): number {
    return [...this.calls.values()].filter((c) => !c.done).length;
  }

  submit(request: SubmitRequest): Promise<SubmitResult> {
    const upstreamJobId = this.inner.upstreamJobIdOf(request);
    if (!this.calls.has(upstreamJobId)) {
      const call: { state: 'queued' | 'running'; done?: UpstreamStatus } = { state: 'queued' };
      this.calls.set(upstreamJobId, call);
      void this.run(request, upstreamJobId, call);
    }
    return Promise.resolve({ upstreamJobId });
  }

  async query(upstreamJobId: string, scope: JobScope): Promise<UpstreamStatus> {
    const call = this.calls.get(upstreamJobId);
    if (call?.done) return call.done;
    if (call) return { upstreamJobId, clientReference: '', state: call.state, progress: 0, outputs: [] };
    const spooled = await this.inner.query(upstreamJobId, scope).catch(() => undefined);
    return spooled ?? { upstreamJobId, clientReference: '', state: 'running', progress: 0, outputs: [] };
  }

  async queryByKey(idempotencyKey: string, scope: JobScope): Promise<UpstreamStatus | undefined> {
    const upstreamJobId = this.inner.upstreamJobIdOf({ workspaceId: scope.workspaceId, idempotencyKey });
    if (this.calls.has(upstreamJobId)) return this.query(upstreamJobId, scope);
    return this.inner.query(upstreamJobId, scope).catch(() => undefined);
  }

  cancel(upstreamJobId: string, scope: JobScope): Promise<boolean> {
    return this.inner.cancel(upstreamJobId, scope);
  }

  fetchOutput(upstreamJobId: string, index: number, scope: JobScope): Promise<ProviderOutput> {
    return this.inner.fetchOutput(upstreamJobId, index, scope);
  }

  verifyCallback(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    nowMs: number,
    query?: Record<string, string | undefined>,
  ): VerifiedCallback | Promise<VerifiedCallback> {
    return this.inner.verifyCallback(rawBody, headers, nowMs, query);
  }

  private async run(
    request: SubmitRequest,
    upstreamJobId: string,
    call: { state: 'queued' | 'running'; done?: UpstreamStatus },
  ): Promise<void> {
    await this.slot();
    call.state = 'running';
    const failed = (errorCode: string): UpstreamStatus => ({
      upstreamJobId,
      clientReference: request.clientReference,
      state: 'failed',
      progress: 100,
      outputs: [],
      errorCode,
    });
    try {
      const result = await this.inner.submit(request);
      call.done = result.status ?? (await this.inner.query(upstreamJobId, request));
    } catch (error) {
      if (error instanceof SubmissionRejected) call.done = failed(error.code);
      else {
        const reason = error instanceof UncertainSubmission ? error.reason : 'error';
        logger.warn({ upstreamJobId, reason, msg: 'synchronous vendor call ended without an answer; the job fails' });
        call.done = failed(`${this.id}:${reason}`);
      }
    } finally {
      this.release();
    }
    // Kept for the polls that read it; dropped once read long after (the spool keeps the images).
    setTimeout(() => this.calls.delete(upstreamJobId), 600_000).unref();
  }

  private slot(): Promise<void> {
    if (this.active < this.options.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}
