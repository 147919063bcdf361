import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ActAs, ApiCaller, ObjectView } from '@lomo/service-api';
import { validateInput } from '../application/input-schemas';
import { objectView } from '../application/object-content';
import { WorkspaceContext } from '../application/workspace-context';

export class GetObject extends Query<ObjectView> {
  constructor(
    readonly caller: ApiCaller,
    readonly objectId: string,
    readonly options: ActAs & { version?: number } = {},
  ) {
    super();
  }
}

@QueryHandler(GetObject)
export class GetObjectHandler implements IQueryHandler<GetObject> {
  constructor(private readonly ctx: WorkspaceContext) {}

  async execute({ caller, objectId, options }: GetObject): Promise<ObjectView> {
    validateInput('objectId', objectId);
    validateInput('paging', options, 'options');
    const { object, record } = await this.ctx.read(caller, objectId, options.version, options.taskId);
    return objectView(object, record, await this.ctx.reader.summary(object, record));
  }
}
