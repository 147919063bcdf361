import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller } from '@lomo/service-api';
import { validateInput } from '../application/input-schemas';
import { WorkspaceContext } from '../application/workspace-context';

export class ReadBlob extends Query<{ bytes: Uint8Array; mediaType: string; version: number }> {
  constructor(
    readonly caller: ApiCaller,
    readonly objectId: string,
    readonly version?: number,
  ) {
    super();
  }
}

@QueryHandler(ReadBlob)
export class ReadBlobHandler implements IQueryHandler<ReadBlob> {
  constructor(private readonly ctx: WorkspaceContext) {}

  async execute({
    caller,
    objectId,
    version,
  }: ReadBlob): Promise<{ bytes: Uint8Array; mediaType: string; version: number }> {
    validateInput('objectId', objectId);
    if (version !== undefined) validateInput('version', version);
    const { object, record } = await this.ctx.read(caller, objectId, version);
    return {
      bytes: await this.ctx.blobs.get(object.objectId, record.content.sha256),
      mediaType: record.content.mediaType,
      version: record.version,
    };
  }
}
