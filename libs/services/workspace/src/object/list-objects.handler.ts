import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, ObjectKind, ObjectView } from '@lomo/service-api';
import { latestVersion } from '../object/object.state';
import { validateInput } from '../application/input-schemas';
import { objectView } from '../application/object-content';
import { WorkspaceContext } from '../application/workspace-context';

export class ListObjects extends Query<{ objects: ObjectView[]; nextAfter?: string }> {
  constructor(
    readonly caller: ApiCaller,
    readonly query: { kind?: ObjectKind; taskId?: string; after?: string; limit?: number } = {},
  ) {
    super();
  }
}

@QueryHandler(ListObjects)
export class ListObjectsHandler implements IQueryHandler<ListObjects> {
  constructor(private readonly ctx: WorkspaceContext) {}

  async execute({ caller, query }: ListObjects): Promise<{ objects: ObjectView[]; nextAfter?: string }> {
    validateInput('paging', query, 'query');
    const limit = Math.min(query.limit ?? 50, 200);
    const ids = await this.ctx.index.list(caller.workspaceId, { ...query, limit });
    const objects: ObjectView[] = [];
    for (const id of ids) {
      const { state } = await this.ctx.objects.load(id);
      if (!state.exists || state.workspaceId !== caller.workspaceId) continue; // a pointer left by an unfinished create or purge
      const latest = latestVersion(state);
      objects.push(
        objectView(
          state,
          latest,
          `${state.kind} v${latest.version}, ${latest.content.sizeBytes} bytes; last change: ${latest.change.summary}`,
        ),
      );
    }
    return { objects, ...(ids.length === limit && { nextAfter: ids[ids.length - 1] }) };
  }
}
