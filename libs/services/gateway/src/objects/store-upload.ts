import type { Readable } from 'node:stream';
import { isApiError, type ApiCaller, type ObjectKind, type TaskRuntimeApi, type WorkspaceApi } from '@lomo/service-api';
import { refuse } from '../http/problem';
import { assertTaskExists } from './task-link';

/** One received file, its type told from its bytes; `bytes` streams it from where it was spooled. */
export interface Upload {
  name: string;
  linkTaskId?: string;
  mediaType: string;
  kind: ObjectKind;
  bytes: Readable;
}

export interface UploadTarget {
  workspace: WorkspaceApi;
  runtime?: TaskRuntimeApi;
  /** The gateway's upload limit, named in the 413 when the workspace's own limit is smaller. */
  maxBytes: number;
}

/**
 * Finishing an upload, whichever way it came (multipart `POST /v1/objects` or a resumable
 * `/v1/uploads` whose last bytes arrived): the linked task must exist in the caller's
 * workspace, then the bytes stream into a new workspace object. Past the workspace's own limit
 * nothing is kept (the blob store drops a broken stream), and the refusal is the upload's 413.
 */
export async function storeUpload(
  target: UploadTarget,
  caller: ApiCaller,
  upload: Upload,
  idempotencyKey?: string,
): Promise<{ objectId: string; version: number }> {
  try {
    if (upload.linkTaskId !== undefined) await assertTaskExists(target.runtime, caller, upload.linkTaskId);
    return await target.workspace.createObject(caller, {
      kind: upload.kind,
      name: upload.name,
      content: { type: 'blob', bytes: upload.bytes, mediaType: upload.mediaType },
      ...(upload.linkTaskId ? { linkTaskId: upload.linkTaskId } : {}),
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'content_too_large')
      throw refuse(413, 'upload_too_large', `uploads are at most ${target.maxBytes} bytes`, {
        limit: target.maxBytes,
      });
    throw error;
  } finally {
    upload.bytes.destroy();
  }
}
