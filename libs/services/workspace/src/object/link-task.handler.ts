import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller } from '@lomo/service-api';
import { WorkspaceContext } from '../application/workspace-context';

export class LinkTask extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly objectId: string,
    readonly taskId: string,
  ) {
    super();
  }
}

@CommandHandler(LinkTask)
export class LinkTaskHandler implements ICommandHandler<LinkTask> {
  constructor(private readonly ctx: WorkspaceContext) {}

  execute({ caller, objectId, taskId }: LinkTask): Promise<void> {
    return this.ctx.notices.linkTask(caller, objectId, taskId);
  }
}
