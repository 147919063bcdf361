import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller } from '@lomo/service-api';
import { GenerationContext } from '../application/generation-context';
import { viewOf, type JobView } from '../application/job-view';

/** The user cancels one of their jobs; it still settles (refund or capture of what ran). */
export class CancelJob extends Command<JobView> {
  constructor(
    readonly caller: ApiCaller,
    readonly jobId: string,
  ) {
    super();
  }
}

@CommandHandler(CancelJob)
export class CancelJobHandler implements ICommandHandler<CancelJob> {
  constructor(private readonly ctx: GenerationContext) {}

  async execute({ caller, jobId }: CancelJob): Promise<JobView> {
    await this.ctx.loadOwn(caller, jobId);
    await this.ctx.tracker.cancel(jobId, 'user');
    return viewOf(await this.ctx.loadOwn(caller, jobId));
  }
}
