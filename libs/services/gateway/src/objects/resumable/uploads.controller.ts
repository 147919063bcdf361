import {
  applyDecorators,
  Controller,
  Delete,
  Head,
  Patch,
  Post,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ApiCaller } from '@lomo/service-api';
import { ApiKeyGuard, Caller, RequireScope } from '../../auth/api-key.guard';
import { ApiProblems, EVERY_ROUTE, ProblemDto } from '../../http/api-problems';
import { InputGuardInterceptor } from '../../http/input-guard';
import { KeyThrottlerGuard } from '../../http/key-throttler.guard';
import { UPLOAD_KINDS } from '../media-types';
import { OBJECT_ID_HEADER, ResumableUploads } from './resumable-uploads';

const TUS_RESUMABLE = ApiHeader({
  name: 'Tus-Resumable',
  required: true,
  description: 'The tus protocol version; anything else (or nothing) is 412 tus_resumable_required',
  schema: { type: 'string', enum: ['1.0.0'] },
});
const OFFSET = { type: 'string', pattern: '^(0|[1-9][0-9]{0,14})$' } as const;
const UPLOAD_ID = ApiParam({
  name: 'uploadId',
  description: 'The upload, from the Location of its POST',
  schema: { type: 'string', pattern: '^[0-9a-f]{48}$' },
});
const STRING = { type: 'string' } as const;
const header = (description: string, schema: object = STRING, required = true) => ({
  description,
  required,
  schema,
});
const TUS_HEADERS = { 'Tus-Resumable': header('1.0.0', { type: 'string', enum: ['1.0.0'] }) };
/** What a finished upload's response says of the object it became. */
const FINISHED = {
  [OBJECT_ID_HEADER]: header('Once the last byte is in: the workspace object the upload became', STRING, false),
  'Content-Location': header('Once the last byte is in: /v1/objects/{objectId}', STRING, false),
};

/** Problem responses with what each means on these routes (`type` codes in docs/api.md, "Resumable uploads"). */
const Problems = (codes: Record<number, string>) =>
  applyDecorators(
    ApiExtraModels(ProblemDto),
    ...Object.entries(codes).map(([status, description]) =>
      ApiResponse({
        status: Number(status),
        description: `Problem: ${description}`,
        content: { 'application/problem+json': { schema: { $ref: getSchemaPath(ProblemDto) } } },
      }),
    ),
  );
/** Every route: the gateway could not write its upload directory at start, or the workspace service is out of reach. */
const OFF = { 503: 'resumable_uploads_unavailable (GATEWAY_UPLOAD_DIR not writable), service_not_hosted' };
const GONE = {
  404: 'upload_not_found (also another workspace’s upload, and one already finished)',
  410: 'upload_expired (unfinished past its expiry)',
  412: 'tus_resumable_required',
};
const FINISH = {
  413: 'upload_too_large (limit), upload_length_exceeded',
  415: 'empty_upload, unsupported_media (detected), media_type_mismatch (declared, detected): told from the bytes when the last one arrives; the upload is removed',
  422: 'unknown_link_task (the task was deleted meanwhile); the upload is removed',
};

/**
 * Resumable uploads (tus 1.0.0) under `/v1/uploads`: the same API key, scope and rate limit as
 * every `/v1` route, then @tus/server (`ResumableUploads`). Not a `GatewayController`: the body
 * is raw bytes the library reads itself, and a tus upload has its own retry rule (HEAD, then
 * PATCH from the offset) in place of Idempotency-Key.
 */
@Controller('v1/uploads')
@ApiTags('resumable uploads')
@ApiBearerAuth()
@ApiProblems(...EVERY_ROUTE)
@UseGuards(ApiKeyGuard, KeyThrottlerGuard)
@UseInterceptors(InputGuardInterceptor)
@RequireScope('write')
export class UploadsController {
  constructor(private readonly uploads: ResumableUploads) {}

  @Post()
  @ApiOperation({
    summary: 'Create a resumable upload (tus 1.0.0 creation)',
    description:
      'Upload-Metadata may carry name (or filename), filetype (or type) and linkTaskId, each base64; the type is checked against the bytes when the upload finishes. Bytes may come with this request (creation-with-upload: Content-Type application/offset+octet-stream) or by PATCH.',
  })
  @TUS_RESUMABLE
  @ApiHeader({
    name: 'Upload-Length',
    required: false,
    description: 'Total bytes (or send Upload-Defer-Length)',
    schema: OFFSET,
  })
  @ApiHeader({
    name: 'Upload-Defer-Length',
    required: false,
    description: '1: the length is told by a later PATCH',
    schema: { type: 'string', enum: ['1'] },
  })
  @ApiHeader({
    name: 'Upload-Metadata',
    required: false,
    description: 'Comma-separated "key base64value" pairs: name, filename, filetype, type, linkTaskId',
    schema: { type: 'string', pattern: '^[A-Za-z]+ [A-Za-z0-9+/]*={0,2}(,[A-Za-z]+ [A-Za-z0-9+/]*={0,2})*$' },
  })
  @ApiResponse({
    status: 201,
    description: 'Created: PATCH the bytes to Location (or, when it finished at once, the object it became)',
    headers: {
      ...TUS_HEADERS,
      Location: header('/v1/uploads/{uploadId}'),
      'Upload-Expires': header('When it is removed if unfinished (an HTTP date)', STRING, false),
      ...FINISHED,
    },
  })
  @Problems({
    400: 'invalid_tus_header (headers), upload_length_required, invalid_upload_metadata, validation_failed (in: header, pointer /Upload-Metadata/<key>), tus_extension_unsupported',
    412: 'tus_resumable_required',
    ...FINISH,
    ...OFF,
  })
  create(@Caller() caller: ApiCaller, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.uploads.handle(req, res, caller);
  }

  @Head(':uploadId')
  @UPLOAD_ID
  @TUS_RESUMABLE
  @ApiOperation({ summary: 'How much of an upload has arrived: resume from Upload-Offset' })
  @ApiResponse({
    status: 200,
    description: 'The upload',
    headers: {
      ...TUS_HEADERS,
      'Upload-Offset': header('Bytes received so far', OFFSET),
      'Upload-Length': header('Total bytes, unless deferred', OFFSET, false),
      'Cache-Control': header('no-store'),
    },
  })
  @Problems({ 400: 'invalid_tus_header (headers)', 409: 'upload_busy', ...GONE, ...OFF })
  offset(@Caller() caller: ApiCaller, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.uploads.handle(req, res, caller);
  }

  @Patch(':uploadId')
  @UPLOAD_ID
  @TUS_RESUMABLE
  @ApiHeader({
    name: 'Upload-Offset',
    required: true,
    description: 'Where these bytes start: the offset HEAD gave',
    schema: OFFSET,
  })
  @ApiHeader({
    name: 'Upload-Length',
    required: false,
    description: 'Total bytes, once, for a deferred length',
    schema: OFFSET,
  })
  @ApiOperation({
    summary: 'Append bytes to an upload at its offset; the last byte finishes it as a workspace object',
    description: `When the upload is complete, its type is told from its bytes (${Object.keys(UPLOAD_KINDS).join(', ')}) and it becomes a workspace object, as a multipart POST /v1/objects does; its id is in ${OBJECT_ID_HEADER}.`,
  })
  @ApiConsumes('application/offset+octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiResponse({
    status: 204,
    description: 'Appended (or finished: see the object headers)',
    headers: { ...TUS_HEADERS, 'Upload-Offset': header('Bytes received so far', OFFSET), ...FINISHED },
  })
  @Problems({
    400: 'invalid_tus_header (headers), upload_length_required, upload_interrupted',
    403: 'upload_offset_required, content_type_required (tus 1.0.0 statuses), missing_scope',
    409: 'upload_offset_mismatch (HEAD for the offset), upload_busy',
    ...GONE,
    ...FINISH,
    ...OFF,
  })
  append(@Caller() caller: ApiCaller, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.uploads.handle(req, res, caller);
  }

  @Delete(':uploadId')
  @UPLOAD_ID
  @TUS_RESUMABLE
  @ApiOperation({ summary: 'Drop an unfinished upload and its bytes (tus termination)' })
  @ApiResponse({ status: 204, description: 'Dropped', headers: TUS_HEADERS })
  @Problems({ 400: 'invalid_tus_header (headers)', 409: 'upload_busy', ...GONE, ...OFF })
  cancel(@Caller() caller: ApiCaller, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.uploads.handle(req, res, caller);
  }
}
