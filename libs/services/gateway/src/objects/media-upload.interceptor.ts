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
import { isMultipart, receiveUpload } from './media-upload';
import { storeUpload } from './store-upload';

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

  private upload(req: Request & { lomo?: Authenticated }) {
    const caller: ApiCaller = req.lomo!.caller;
    const target = {
      workspace: hosted(this.workspace, 'workspace'),
      runtime: this.runtime,
      maxBytes: this.settings.maxUploadBytes,
    };
    const key = idempotencyKeyOf(req);
    return receiveUpload(req, target.maxBytes, (upload) =>
      storeUpload(target, caller, upload, key ? `gateway:${key}` : undefined),
    );
  }
}
