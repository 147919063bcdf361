import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  Optional,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, type Observable } from 'rxjs';
import {
  isApiError,
  TASK_RUNTIME_API,
  WORKSPACE_API,
  type ApiCaller,
  type TaskRuntimeApi,
  type WorkspaceApi,
} from '@lomo/service-api';
import type { Authenticated } from '../auth/api-key.guard';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../gateway.settings';
import { hosted } from '../http/gateway-controller';
import { idempotencyKeyOf } from '../http/idempotency';
import { refuse } from '../http/problem';
import { isMultipart, receiveUpload } from './media-upload';
import { assertTaskExists } from './task-link';

/**
 * `POST /v1/objects` with a `multipart/form-data` body is a media upload; a JSON body goes on
 * to the document handler. Decided here, before the JSON body's validation runs, because one
 * route takes both (the OpenAPI document lists both request bodies).
 */
@Injectable()
export class MediaUploadInterceptor implements NestInterceptor {
  constructor(
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
    @Optional() @Inject(WORKSPACE_API) private readonly workspace?: WorkspaceApi,
    @Optional() @Inject(TASK_RUNTIME_API) private readonly runtime?: TaskRuntimeApi,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & { lomo?: Authenticated }>();
    if (!isMultipart(req)) return next.handle();
    context.switchToHttp().getResponse<Response>().status(201);
    return from(this.upload(req));
  }

  private async upload(req: Request & { lomo?: Authenticated }) {
    const caller: ApiCaller = req.lomo!.caller;
    const workspace = hosted(this.workspace, 'workspace');
    const key = idempotencyKeyOf(req);
    const limit = this.settings.maxUploadBytes;
    try {
      return await receiveUpload(req, limit, async (upload) => {
        if (upload.linkTaskId !== undefined) await assertTaskExists(this.runtime, caller, upload.linkTaskId);
        return workspace.createObject(caller, {
          kind: upload.kind,
          name: upload.name,
          content: { type: 'blob', bytes: upload.bytes, mediaType: upload.mediaType },
          ...(upload.linkTaskId ? { linkTaskId: upload.linkTaskId } : {}),
          ...(key ? { idempotencyKey: `gateway:${key}` } : {}),
        });
      });
    } catch (error) {
      // Past the workspace's own limit (smaller than ours): nothing was kept (the blob store drops a broken stream).
      if (isApiError(error) && error.code === 'content_too_large')
        throw refuse(413, 'upload_too_large', `uploads are at most ${limit} bytes`, { limit });
      throw error;
    }
  }
}
