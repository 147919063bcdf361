import { inProcessBuses, type Buses } from '@lomo/event-store';
import type {
  ActAs,
  ApiCaller,
  BlobDownload,
  ChangeNotice,
  ContentPage,
  DocumentChange,
  FlowEditResult,
  FlowNodeEdit,
  ObjectKind,
  ObjectView,
  VersionSummary,
  WriteResult,
  WorkspaceApi,
} from '@lomo/service-api';
import type { Clock } from '@lomo/clock';
import type { BlobStore } from '../blob/blob-store';
import { CreateObject, CreateObjectHandler } from '../object/create-object.handler';
import { GetObject, GetObjectHandler } from '../object/get-object.handler';
import { ReadContent, ReadContentHandler } from '../object/read-content.handler';
import { ReadBlob, ReadBlobHandler } from '../blob/read-blob.handler';
import { ListObjects, ListObjectsHandler } from '../object/list-objects.handler';
import { ListVersions, ListVersionsHandler } from '../object/list-versions.handler';
import { UpdateDocument, UpdateDocumentHandler } from '../document/update-document.handler';
import { EditFlow, EditFlowHandler } from '../flow/edit-flow.handler';
import { LinkTask, LinkTaskHandler } from '../object/link-task.handler';
import { PendingNotices, PendingNoticesHandler } from '../object/pending-notices.handler';
import { AcknowledgeNotices, AcknowledgeNoticesHandler } from '../object/acknowledge-notices.handler';
import { DeleteObject, DeleteObjectHandler } from '../object/delete-object.handler';
import type { ObjectIndex } from './object-index';
import type { ObjectRepository } from './object-repository';
import type { WorkspaceLimits } from './object-writes';
import type { CreateInput } from './prepare-create';
import { WorkspaceContext } from './workspace-context';

/** Every workspace handler class, for `CqrsModule` (Nest) or `inProcessBuses` (no container). */
export const WORKSPACE_HANDLERS = [
  CreateObjectHandler,
  GetObjectHandler,
  ReadContentHandler,
  ReadBlobHandler,
  ListObjectsHandler,
  ListVersionsHandler,
  UpdateDocumentHandler,
  EditFlowHandler,
  LinkTaskHandler,
  PendingNoticesHandler,
  AcknowledgeNoticesHandler,
  DeleteObjectHandler,
] as const;

/**
 * The workspace's application API: every call is confined to the caller's workspace,
 * every write states its base version, and acting `taskId` links the task and records what
 * it saw, which is what change notices are computed from. Notices are only stored: nothing
 * here wakes a task. Each call is a command or query on the buses, answered by its
 * handler next to the decider or content type it concerns; a refusal comes back as thrown.
 */
export class WorkspaceBusApi implements WorkspaceApi {
  constructor(private readonly buses: Buses) {}

  createObject(caller: ApiCaller, input: CreateInput): Promise<{ objectId: string; version: number }> {
    return this.buses.commands.execute(new CreateObject(caller, input));
  }

  getObject(caller: ApiCaller, objectId: string, options?: ActAs & { version?: number }): Promise<ObjectView> {
    return this.buses.queries.execute(new GetObject(caller, objectId, options));
  }

  readContent(
    caller: ApiCaller,
    objectId: string,
    options?: ActAs & { version?: number; offset?: number; limit?: number },
  ): Promise<ContentPage> {
    return this.buses.queries.execute(new ReadContent(caller, objectId, options));
  }

  readBlob(caller: ApiCaller, objectId: string, version?: number): Promise<BlobDownload> {
    return this.buses.queries.execute(new ReadBlob(caller, objectId, version));
  }

  listObjects(
    caller: ApiCaller,
    query?: { kind?: ObjectKind; taskId?: string; after?: string; limit?: number },
  ): Promise<{ objects: ObjectView[]; nextAfter?: string }> {
    return this.buses.queries.execute(new ListObjects(caller, query));
  }

  listVersions(
    caller: ApiCaller,
    objectId: string,
    query?: { afterVersion?: number; limit?: number },
  ): Promise<VersionSummary[]> {
    return this.buses.queries.execute(new ListVersions(caller, objectId, query));
  }

  updateDocument(
    caller: ApiCaller,
    objectId: string,
    input: ActAs & { baseVersion: number; change: DocumentChange },
  ): Promise<WriteResult> {
    return this.buses.commands.execute(new UpdateDocument(caller, objectId, input));
  }

  editFlow(
    caller: ApiCaller,
    objectId: string,
    input: ActAs & { baseVersion: number; edits: FlowNodeEdit[] },
  ): Promise<FlowEditResult> {
    return this.buses.commands.execute(new EditFlow(caller, objectId, input));
  }

  linkTask(caller: ApiCaller, objectId: string, taskId: string): Promise<void> {
    return this.buses.commands.execute(new LinkTask(caller, objectId, taskId));
  }

  pendingNotices(caller: ApiCaller, taskId: string): Promise<ChangeNotice[]> {
    return this.buses.queries.execute(new PendingNotices(caller, taskId));
  }

  acknowledgeNotices(caller: ApiCaller, taskId: string, noticeIds: string[]): Promise<void> {
    return this.buses.commands.execute(new AcknowledgeNotices(caller, taskId, noticeIds));
  }

  deleteObject(caller: ApiCaller, objectId: string, input: { confirmationId: string }): Promise<void> {
    return this.buses.commands.execute(new DeleteObject(caller, objectId, input));
  }
}

/** The API over in-process buses, for compositions without a Nest container (fixtures). */
export function inProcessWorkspaceApi(
  objects: ObjectRepository,
  index: ObjectIndex,
  blobs: BlobStore,
  clock: Clock,
  limits: WorkspaceLimits,
): WorkspaceBusApi {
  const ctx = new WorkspaceContext(objects, index, blobs, clock, limits);
  return new WorkspaceBusApi(inProcessBuses(WORKSPACE_HANDLERS.map((Handler) => new Handler(ctx))));
}
