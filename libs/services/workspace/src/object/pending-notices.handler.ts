import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, ChangeNotice } from '@lomo/service-api';
import { WorkspaceContext } from '../application/workspace-context';

export class PendingNotices extends Query<ChangeNotice[]> {
  constructor(
    readonly caller: ApiCaller,
    readonly taskId: string,
  ) {
    super();
  }
}

@QueryHandler(PendingNotices)
export class PendingNoticesHandler implements IQueryHandler<PendingNotices> {
  constructor(private readonly ctx: WorkspaceContext) {}

  execute({ caller, taskId }: PendingNotices): Promise<ChangeNotice[]> {
    return this.ctx.notices.pending(caller, taskId);
  }
}
