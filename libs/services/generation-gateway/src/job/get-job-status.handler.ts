import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller } from '@lomo/service-api';
import { GenerationContext } from '../application/generation-context';
import { viewOf, type JobView } from '../application/job-view';

export class GetJobStatus extends Query<JobView> {
  constructor(
    readonly caller: ApiCaller,
    readonly jobId: string,
  ) {
    super();
  }
}

@QueryHandler(GetJobStatus)
export class GetJobStatusHandler implements IQueryHandler<GetJobStatus> {
  constructor(private readonly ctx: GenerationContext) {}

  async execute({ caller, jobId }: GetJobStatus): Promise<JobView> {
    return viewOf(await this.ctx.loadOwn(caller, jobId));
  }
}
