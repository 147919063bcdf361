import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProjectionReader } from '@lomo/event-store';
import { GenerationContext } from '../application/generation-context';
import { OPEN_JOBS_PROJECTION } from '../processing/open-jobs.projection';

/** A task was stopped: cancel its unfinished jobs upstream where possible; they still settle. */
export class CancelTaskJobs extends Command<number> {
  constructor(
    readonly workspaceId: string,
    readonly taskId: string,
  ) {
    super();
  }
}

@CommandHandler(CancelTaskJobs)
export class CancelTaskJobsHandler implements ICommandHandler<CancelTaskJobs> {
  constructor(private readonly ctx: GenerationContext) {}

  async execute({ workspaceId, taskId }: CancelTaskJobs): Promise<number> {
    const open = await new ProjectionReader(this.ctx.sql).find(OPEN_JOBS_PROJECTION, {
      where: { taskId, ...(workspaceId ? { workspaceId } : {}) },
      limit: 10_000,
    });
    for (const { id } of open) await this.ctx.tracker.cancel(id, 'task_ended');
    return open.length;
  }
}
