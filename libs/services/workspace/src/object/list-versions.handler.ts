import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, VersionSummary } from '@lomo/service-api';
import { validateInput } from '../application/input-schemas';
import { ownedBy, summaryOf } from '../application/object-content';
import { WorkspaceContext } from '../application/workspace-context';

export class ListVersions extends Query<VersionSummary[]> {
  constructor(
    readonly caller: ApiCaller,
    readonly objectId: string,
    readonly query: { afterVersion?: number; limit?: number } = {},
  ) {
    super();
  }
}

@QueryHandler(ListVersions)
export class ListVersionsHandler implements IQueryHandler<ListVersions> {
  constructor(private readonly ctx: WorkspaceContext) {}

  async execute({ caller, objectId, query }: ListVersions): Promise<VersionSummary[]> {
    validateInput('objectId', objectId);
    validateInput('paging', query, 'query');
    const object = ownedBy(caller, objectId, (await this.ctx.objects.load(objectId)).state);
    const from = query.afterVersion ?? 0;
    return object.versions.slice(from, from + Math.min(query.limit ?? 50, 500)).map(summaryOf);
  }
}
