import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server, type Upload as TusUpload } from '@tus/server';
import type { Request, Response } from 'express';
import { createHash, randomBytes } from 'node:crypto';
import { accessSync, constants, mkdirSync } from 'node:fs';
import type { ServerRequest } from 'srvx';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import type { ApiCaller, TaskRuntimeApi, WorkspaceApi } from '@lomo/service-api';
import type { GatewaySettings } from '../../gateway.settings';
import { hosted } from '../../http/gateway-controller';
import { problem, refuse } from '../../http/problem';
import { toProblem } from '../../http/problem.filter';
import { SNIFF_BYTES, sniffMedia } from '../media-sniff';
import { storeUpload } from '../store-upload';
import { assertTaskExists } from '../task-link';
import { checkedFields, type FieldPlace } from '../upload-fields';
import { asGatewayResponse, tusRefusal } from './tus-problems';

export const UPLOADS_PATH = '/v1/uploads';
/** Headers of the response that finished an upload: the workspace object it became. */
export const OBJECT_ID_HEADER = 'Lomo-Object-Id';

const logger = new Logger('gateway:uploads');
const METADATA: FieldPlace = { in: 'header', pointer: (field) => `/Upload-Metadata/${field}` };
/** An upload id: 16 hex of its workspace's digest, then 32 random hex. */
const ID = /^[0-9a-f]{48}$/;
const workspacePrefix = (workspaceId: string) => createHash('sha256').update(workspaceId).digest('hex').slice(0, 16);

/** The fields a tus client may send in Upload-Metadata: `name` (or tus-js-client's `filename`), `filetype` (or `type`), `linkTaskId`. */
function fieldsOf(metadata: TusUpload['metadata']) {
  const value = (key: string) => metadata?.[key] ?? undefined;
  const name = value('name') ?? value('filename');
  const linkTaskId = value('linkTaskId');
  return {
    ...checkedFields(
      { ...(name !== undefined ? { name } : {}), ...(linkTaskId !== undefined ? { linkTaskId } : {}) },
      METADATA,
    ),
    declared: value('filetype') ?? value('type'),
  };
}

/** The first bytes of a stream, at most `max`; the stream is closed after. */
async function headOf(stream: NodeJS.ReadableStream & { destroy(): void }, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= max) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, max);
}

/**
 * Resumable uploads (the tus 1.0.0 protocol, served by @tus/server over @tus/file-store) under
 * `/v1/uploads`, for files too large to send in one request: `POST` creates an upload, `PATCH`
 * appends bytes at the offset `HEAD` gives, `DELETE` drops it. An upload belongs to the workspace
 * of the key that created it (its id starts with that workspace's digest; any other workspace
 * gets 404). When its last byte arrives it is finished exactly like a multipart upload — type
 * sniffed from the bytes, then `storeUpload` into a workspace object — and its bytes here are
 * removed whether that succeeded or was refused, so nothing lingers half-way. Unfinished uploads
 * expire after `resumableUploadTtlMs` and a sweep removes them.
 */
export class ResumableUploads implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly served?: { store: FileStore; tus: Server };
  private readonly callers = new WeakMap<ServerRequest, ApiCaller>();
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly settings: GatewaySettings,
    private readonly workspace?: WorkspaceApi,
    private readonly runtime?: TaskRuntimeApi,
  ) {
    // Made here, not by FileStore (whose constructor's mkdir throws from a callback, ending the
    // process): a directory that cannot be written (a read-only root filesystem without a
    // volume there) leaves the gateway up and these routes answering 503.
    try {
      mkdirSync(settings.resumableUploadDir, { recursive: true });
      accessSync(settings.resumableUploadDir, constants.W_OK);
    } catch (error) {
      logger.error(
        `resumable uploads are off: GATEWAY_UPLOAD_DIR ${settings.resumableUploadDir} cannot be written (${(error as Error).message})`,
      );
      return;
    }
    const store = new FileStore({
      directory: settings.resumableUploadDir,
      expirationPeriodInMilliseconds: settings.resumableUploadTtlMs,
    });
    const tus = new Server({
      path: UPLOADS_PATH,
      datastore: store,
      maxSize: settings.maxUploadBytes,
      relativeLocation: true,
      exposedHeaders: [OBJECT_ID_HEADER, 'Content-Location'],
      // A request for an upload another still holds (a PATCH whose client vanished) stops that one
      // and waits at most this long for it (the library's default is 3 s).
      lockDrainTimeout: 1000,
      namingFunction: (req) => `${workspacePrefix(this.callerOf(req).workspaceId)}${randomBytes(16).toString('hex')}`,
      onIncomingRequest: async (req, id) => {
        if (req.method === 'POST') return;
        if (!ID.test(id) || !id.startsWith(workspacePrefix(this.callerOf(req).workspaceId)))
          throw ERRORS.FILE_NOT_FOUND;
      },
      onUploadCreate: async (req, upload) => {
        // Refused before a byte is sent, not after the last: the fields, and the task a link names.
        const fields = await this.refusing(async () => fieldsOf(upload.metadata));
        if (fields.linkTaskId !== undefined)
          await this.refusing(() => assertTaskExists(this.runtime, this.callerOf(req), fields.linkTaskId!));
        return {};
      },
      onUploadFinish: async (req, upload) => this.finish(this.callerOf(req), upload),
      onResponseError: (req, error) => this.overLimit(req, error),
    });
    this.served = { store, tus };
  }

  /** The upload store and server, or 503 when the directory could not be written at start. */
  private get tus(): Server {
    return this.serving().tus;
  }

  private get store(): FileStore {
    return this.serving().store;
  }

  private serving() {
    if (!this.served)
      throw refuse(
        503,
        'resumable_uploads_unavailable',
        'resumable uploads are off on this gateway (its GATEWAY_UPLOAD_DIR cannot be written); use multipart POST /v1/objects',
      );
    return this.served;
  }

  /** Serves one `/v1/uploads` request of an authenticated caller (the controller's routes). */
  async handle(req: Request, res: Response, caller: ApiCaller): Promise<void> {
    const tus = this.tus;
    const request = new NodeRequest({ req, res });
    this.callers.set(request, caller);
    const response = await tus.handleWeb(request);
    await sendNodeResponse(
      res,
      await asGatewayResponse(response, this.settings.maxUploadBytes, (text) =>
        logger.error(`${req.method} ${req.originalUrl}: ${text.trim()}`),
      ),
    );
  }

  /**
   * The upload's last byte arrived: its type is told from its first bytes, and it is stored as
   * any upload is (`storeUpload`). Its bytes here go whatever happens. The response says which
   * object it became (204/201 as tus has it, with `Lomo-Object-Id` and `Content-Location`).
   */
  private async finish(caller: ApiCaller, upload: TusUpload) {
    try {
      return await this.refusing(async () => {
        const fields = fieldsOf(upload.metadata);
        const media = await sniffMedia(await headOf(this.store.read(upload.id), SNIFF_BYTES), fields.declared);
        const created = await storeUpload(
          {
            workspace: hosted(this.workspace, 'workspace'),
            runtime: this.runtime,
            maxBytes: this.settings.maxUploadBytes,
          },
          caller,
          {
            name: fields.name ?? `upload.${media.mediaType.split('/')[1]}`,
            ...(fields.linkTaskId !== undefined ? { linkTaskId: fields.linkTaskId } : {}),
            ...media,
            bytes: this.store.read(upload.id),
          },
          `gateway-tus:${upload.id}`,
        );
        return {
          headers: { [OBJECT_ID_HEADER]: created.objectId, 'Content-Location': `/v1/objects/${created.objectId}` },
        };
      });
    } finally {
      await this.store.remove(upload.id).catch(() => undefined);
    }
  }

  /**
   * A PATCH past the limit of an upload whose length was deferred (@tus/server says "size
   * exceeded" when Content-Length shows it, "maximum size exceeded" when the bytes pass it): it
   * can never finish, so it is dropped now and refused as any upload over the limit is.
   */
  private async overLimit(req: ServerRequest, error: Error | { status_code: number; body: string }) {
    const body = 'body' in error ? error.body : undefined;
    const id = new URL(req.url).pathname.split('/').pop() ?? '';
    if (req.method !== 'PATCH' || !ID.test(id)) return undefined;
    if (body !== ERRORS.ERR_MAX_SIZE_EXCEEDED.body && body !== ERRORS.ERR_SIZE_EXCEEDED.body) return undefined;
    const upload = await this.store.getUpload(id).catch(() => undefined);
    if (!upload?.sizeIsDeferred) return undefined;
    await this.store.remove(id).catch(() => undefined);
    const limit = this.settings.maxUploadBytes;
    return tusRefusal(problem(413, 'upload_too_large', `uploads are at most ${limit} bytes`, { limit }));
  }

  /** Runs `work`, turning a gateway or service refusal into the form @tus/server answers with. */
  private async refusing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const refusal = toProblem(error);
      if (refusal) throw tusRefusal(refusal);
      logger.error(`finishing an upload failed: ${(error as Error).stack ?? String(error)}`);
      throw tusRefusal(problem(500, 'upload_failed', 'the upload could not be stored'));
    }
  }

  private callerOf(req: ServerRequest): ApiCaller {
    const caller = this.callers.get(req);
    if (!caller) throw new Error('a /v1/uploads request reached tus without its caller');
    return caller;
  }

  /**
   * Removes uploads past their expiry (@tus/server's expiration extension). A finished upload is
   * removed as it is stored; one that lost its process between its last byte and the store goes
   * here too, as @tus/file-store's record of an upload keeps the offset it was created with (0).
   * Returns how many.
   */
  async sweep(): Promise<number> {
    return this.served ? this.served.tus.cleanUpExpiredUploads() : 0;
  }

  onApplicationBootstrap(): void {
    const every = Math.min(this.settings.resumableUploadTtlMs, 15 * 60_000);
    const sweep = () =>
      void this.sweep().then(
        (removed) => removed > 0 && logger.log(`removed ${removed} expired resumable upload(s)`),
        (error: unknown) => logger.warn(`sweeping expired uploads failed: ${String(error)}`),
      );
    sweep();
    this.sweeper = setInterval(sweep, every).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }
}
