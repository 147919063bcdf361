import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller } from '@lomo/service-api';
import { WorkspaceContext } from '../application/workspace-context';

export class AcknowledgeNotices extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly taskId: string,
    readonly noticeIds: string[],
  ) {
    super();
  }
}

@CommandHandler(AcknowledgeNotices)
export class AcknowledgeNoticesHandler implements ICommandHandler<AcknowledgeNotices> {
  constructor(private readonly ctx: WorkspaceContext) {}

  execute({ caller, taskId, noticeIds }: AcknowledgeNotices): Promise<void> {
    return this.ctx.notices.acknowledge(caller, taskId, noticeIds);
  }
}
