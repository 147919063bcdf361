import {
  Body,
  Get,
  Header,
  HttpCode,
  Inject,
  Optional,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  isApiError,
  TASK_RUNTIME_API,
  WORKSPACE_API,
  type ApiCaller,
  type ContentPage,
  type ObjectView,
  type TaskRuntimeApi,
  type VersionSummary,
  type WorkspaceApi,
  type WriteResult,
} from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { objectLinks } from '../http/api-links';
import { ApiProblems, POST_BODY } from '../http/api-problems';
import { GatewayController, hosted } from '../http/gateway-controller';
import { IdempotencyKeyHeader, idempotencyKeyOf } from '../http/idempotency';
import { refuse } from '../http/problem';
import {
  ContentQuery,
  CreatedObjectDto,
  CreateDocumentDto,
  ListObjectsQuery,
  ObjectIdParam,
  ObjectListDto,
  ObjectViewDto,
  UpdateDocumentDto,
  VersionQuery,
  VersionsQuery,
  VersionSummaryDto,
  WriteResultDto,
} from './objects.dto';
import { MediaUploadInterceptor } from './media-upload.interceptor';
import { assertTaskExists } from './task-link';

const etag = (version: number) => `"${version}"`;
/** Versions start at 1: `"0"` names none, so it is malformed (400), not a stale version. */
const IF_MATCH = /^\s*"?([1-9]\d{0,8})"?\s*$/;

/** `If-Match: "3"` (or `3`) → 3. Weak tags cannot guard a write. */
function baseVersionOf(req: Request): number {
  const header = req.headers['if-match'];
  if (header === undefined)
    throw refuse(428, 'if_match_required', 'send If-Match with the version you edited, e.g. If-Match: "3"');
  const match = IF_MATCH.exec(String(header));
  if (!match) throw refuse(400, 'invalid_if_match', 'If-Match must be a version number such as "3"');
  return Number(match[1]);
}

/** Artifacts and workspace objects of the caller's workspace, through WORKSPACE_API. */
@GatewayController('objects', 'workspace objects')
export class ObjectsController {
  constructor(
    @Optional() @Inject(WORKSPACE_API) private readonly api?: WorkspaceApi,
    @Optional() @Inject(TASK_RUNTIME_API) private readonly runtime?: TaskRuntimeApi,
  ) {}

  private get workspace(): WorkspaceApi {
    return hosted(this.api, 'workspace');
  }

  @Post()
  @ApiProblems(...POST_BODY)
  @HttpCode(201)
  @RequireScope('write')
  @ApiOperation({ summary: 'Create a document' })
  @ApiConsumes('application/json', 'multipart/form-data')
  // A multipart body is a media upload, taken by the interceptor before the JSON body is validated.
  @UseInterceptors(MediaUploadInterceptor)
  @IdempotencyKeyHeader()
  @ApiCreatedResponse({ type: CreatedObjectDto, links: objectLinks('$response.body#/objectId') })
  async create(
    @Caller() caller: ApiCaller,
    @Body() body: CreateDocumentDto,
    @Req() req: Request,
  ): Promise<CreatedObjectDto> {
    if (body.linkTaskId !== undefined) await assertTaskExists(this.runtime, caller, body.linkTaskId);
    const key = idempotencyKeyOf(req);
    return this.workspace.createObject(caller, {
      kind: 'document',
      name: body.name,
      content: { type: 'text', text: body.text, mediaType: 'text/markdown' },
      linkTaskId: body.linkTaskId,
      ...(key ? { idempotencyKey: `gateway:${key}` } : {}),
    });
  }

  @Get()
  @ApiOkResponse({ type: ObjectListDto })
  list(
    @Caller() caller: ApiCaller,
    @Query() query: ListObjectsQuery,
  ): Promise<{ objects: ObjectView[]; nextAfter?: string }> {
    return this.workspace.listObjects(caller, query);
  }

  @Get(':objectId')
  @ApiProblems(404)
  @ApiOperation({ summary: 'Metadata and summary of the latest or a past version; ETag = version' })
  @ApiOkResponse({ type: ObjectViewDto })
  async get(
    @Caller() caller: ApiCaller,
    @Param() p: ObjectIdParam,
    @Query() q: VersionQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ObjectView> {
    const view = await this.workspace.getObject(caller, p.objectId, { version: q.version });
    res.setHeader('ETag', etag(view.version));
    return view;
  }

  @Get(':objectId/versions')
  @ApiProblems(404)
  @ApiOkResponse({ type: [VersionSummaryDto] })
  versions(
    @Caller() caller: ApiCaller,
    @Param() p: ObjectIdParam,
    @Query() q: VersionsQuery,
  ): Promise<VersionSummary[]> {
    return this.workspace.listVersions(caller, p.objectId, q);
  }

  @Get(':objectId/content')
  @ApiProblems(404)
  @ApiOperation({ summary: 'One page of a version: text by characters, a Flow by nodes' })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  async content(
    @Caller() caller: ApiCaller,
    @Param() p: ObjectIdParam,
    @Query() q: ContentQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContentPage> {
    const page = await this.workspace.readContent(caller, p.objectId, q);
    res.setHeader('ETag', etag(page.version));
    return page;
  }

  @Get(':objectId/download')
  @ApiProblems(404)
  @Header('Cache-Control', 'private, max-age=0')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The raw bytes of the version' })
  async download(
    @Caller() caller: ApiCaller,
    @Param() p: ObjectIdParam,
    @Query() q: VersionQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const blob = await this.workspace.readBlob(caller, p.objectId, q.version);
    res.setHeader('ETag', etag(blob.version));
    // Streamed from the blob store as the client reads: a large video is never whole in memory.
    return new StreamableFile(blob.stream, { type: blob.mediaType, length: blob.sizeBytes });
  }

  @Put(':objectId/content')
  @ApiProblems(404, 409, 412, 413, 415, 422, 428)
  @RequireScope('write')
  @ApiOperation({ summary: 'Write a new version of a document; If-Match names the version edited (412 when stale)' })
  @ApiHeader({
    name: 'If-Match',
    required: true,
    description: 'The version the edit is based on, e.g. "3" (428 if_match_required without it)',
    schema: { type: 'string', pattern: IF_MATCH.source },
  })
  @ApiOkResponse({ type: WriteResultDto })
  async update(
    @Caller() caller: ApiCaller,
    @Param() p: ObjectIdParam,
    @Body() body: UpdateDocumentDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<WriteResult> {
    const baseVersion = baseVersionOf(req);
    if ((body.text === undefined) === (body.edits === undefined))
      throw refuse(400, 'validation_failed', 'send exactly one of "text" or "edits"');
    const change =
      body.text !== undefined
        ? { type: 'replace' as const, text: body.text }
        : { type: 'fragments' as const, edits: body.edits! };
    try {
      const result = await this.workspace.updateDocument(caller, p.objectId, { baseVersion, change });
      res.setHeader('ETag', etag(result.version));
      return result;
    } catch (error) {
      // An If-Match write that lost the race is a failed precondition (RFC 9110), not a plain conflict.
      if (isApiError(error) && error.code === 'stale_version')
        throw refuse(412, 'stale_version', error.message, error.details);
      throw error;
    }
  }
}
