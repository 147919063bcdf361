import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ActAs, ApiCaller, ContentPage } from '@lomo/service-api';
import { validateInput } from '../application/input-schemas';
import { WorkspaceContext } from '../application/workspace-context';

export class ReadContent extends Query<ContentPage> {
  constructor(
    readonly caller: ApiCaller,
    readonly objectId: string,
    readonly options: ActAs & { version?: number; offset?: number; limit?: number } = {},
  ) {
    super();
  }
}

@QueryHandler(ReadContent)
export class ReadContentHandler implements IQueryHandler<ReadContent> {
  constructor(private readonly ctx: WorkspaceContext) {}

  async execute({ caller, objectId, options }: ReadContent): Promise<ContentPage> {
    validateInput('objectId', objectId);
    validateInput('paging', options, 'options');
    const { object, record } = await this.ctx.read(caller, objectId, options.version, options.taskId);
    return this.ctx.reader.page(object, record, options.offset, options.limit);
  }
}
