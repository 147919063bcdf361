import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '@lomo/service-api';
import { GenerationContext } from '../application/generation-context';
import { CallbackRejected } from '../provider/provider.port';

/** A provider's callback, raw as received (the signature is over the exact bytes). */
export class HandleCallback extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly rawBody: Buffer,
    readonly headers: Record<string, string | string[] | undefined>,
    /** The callback URL's query (the job reference of upstreams that do not echo it). */
    readonly query: Record<string, string | undefined> = {},
  ) {
    super();
  }
}

@CommandHandler(HandleCallback)
export class HandleCallbackHandler implements ICommandHandler<HandleCallback> {
  constructor(private readonly ctx: GenerationContext) {}

  /**
   * The signature over the raw body (either active secret), its age, then the replay guard,
   * then the job. Anything wrong throws before the job changes.
   * @throws CallbackRejected, ApiError(not_found), ApiError(unavailable) when the outputs cannot be fetched yet
   */
  async execute({ providerId, rawBody, headers, query }: HandleCallback): Promise<void> {
    const provider = this.ctx.providers.get(providerId);
    const verified = await provider.verifyCallback(rawBody, headers, this.ctx.clock.now().getTime(), query);
    const { signatureId, status } = verified;
    const job = await this.ctx.find(status.clientReference);
    // A signature checked with one workspace's secret speaks only for that workspace's jobs.
    const otherWorkspace = verified.workspaceId !== undefined && job?.workspaceId !== verified.workspaceId;
    if (!job || job.provider !== provider.id || otherWorkspace)
      throw new ApiError('not_found', 'unknown_job', 'no such generation job');
    const { rows } = await this.ctx.sql.query(
      `insert into generation_callback_signatures (signature) values ($1) on conflict do nothing returning signature`,
      [signatureId],
    );
    if (rows.length === 0) throw new CallbackRejected('replayed', 'this callback was already received');
    try {
      await this.ctx.tracker.inJobTrace(job.jobId, 'generation callback', () =>
        this.ctx.tracker.observe(job.jobId, status),
      );
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The report is genuine but its outputs could not be fetched (an outage, a timeout): the
      // job stays as it was, and the signature is released so the provider's retry of this very
      // report is accepted. The poller also asks again on its own.
      await this.ctx.sql.query(`delete from generation_callback_signatures where signature = $1`, [signatureId]);
      throw new ApiError(
        'unavailable',
        'upstream_output_unavailable',
        "the job's output could not be fetched from the provider yet; retry later",
        {
          cause: error instanceof Error ? error.message : String(error),
        },
      );
    }
  }
}
