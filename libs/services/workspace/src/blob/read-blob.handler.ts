import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, BlobDownload } from '@lomo/service-api';
import { validateInput } from '../application/input-schemas';
import { WorkspaceContext } from '../application/workspace-context';

export class ReadBlob extends Query<BlobDownload> {
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

  async execute({ caller, objectId, version }: ReadBlob): Promise<BlobDownload> {
    validateInput('objectId', objectId);
    if (version !== undefined) validateInput('version', version);
    const { object, record } = await this.ctx.read(caller, objectId, version);
    return {
      stream: await this.ctx.blobs.stream(object.objectId, record.content.sha256),
      mediaType: record.content.mediaType,
      version: record.version,
      sizeBytes: record.content.sizeBytes,
    };
  }
}
