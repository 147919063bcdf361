import { createHash, randomUUID } from 'node:crypto';
import {
  type ActAs,
  type ApiCaller,
  type ChangeNotice,
  type ContentPage,
  type DocumentChange,
  type FlowEditResult,
  type FlowNodeEdit,
  type ObjectAuthor,
  type ObjectKind,
  type ObjectView,
  type VersionSummary,
  type WorkspaceApi,
  type WriteResult,
} from '@lomo/service-api';
import type { Clock } from '@lomo/clock';
import type { BlobStore } from '../blob/blob-store';
import { objectNotFound } from '../object/object.decider';
import { latestVersion, type WorkspaceObject } from '../object/object.state';
import { validateInput } from './input-schemas';
import { ContentReader, objectView, ownedBy, summaryOf, versionOf } from './object-content';
import type { ObjectIndex } from './object-index';
import type { ObjectRepository } from './object-repository';
import {
  prepareDocumentUpdate,
  prepareFlowEdit,
  type PreparedWrite,
  type WorkspaceLimits,
  type WriteContext,
} from './object-writes';
import { prepareCreate, type CreateInput } from './prepare-create';
import { meta, TaskNotices } from './task-notices';

/**
 * The workspace's application API: every call is confined to the caller's workspace,
 * every write states its base version, and acting `taskId` links the task and records what
 * it saw, which is what change notices are computed from. Notices are only stored: nothing
 * here wakes a task.
 */
export class WorkspaceService implements WorkspaceApi {
  private readonly reader: ContentReader;
  private readonly notices: TaskNotices;

  constructor(
    private readonly objects: ObjectRepository,
    private readonly index: ObjectIndex,
    private readonly blobs: BlobStore,
    private readonly clock: Clock,
    private readonly limits: WorkspaceLimits,
  ) {
    this.reader = new ContentReader(blobs);
    this.notices = new TaskNotices(objects, index, () => this.at());
  }

  async createObject(caller: ApiCaller, input: CreateInput): Promise<{ objectId: string; version: number }> {
    const objectId = input.idempotencyKey ? keyedObjectId(caller.workspaceId, input.idempotencyKey) : randomUUID();
    const author = this.author(caller, input.taskId);
    const linked = [...new Set([input.linkTaskId, input.taskId].filter((t): t is string => t !== undefined))];
    const { bytes, command } = prepareCreate(objectId, caller, input, {
      author,
      linkTaskIds: linked,
      at: this.at(),
      limits: this.limits,
    });
    const existing = await this.objects.load(objectId);
    if (existing.state.exists) return { objectId: ownedBy(caller, objectId, existing.state).objectId, version: 1 };
    await this.index.addObject({ objectId, workspaceId: caller.workspaceId, kind: input.kind, name: input.name });
    for (const taskId of linked) await this.index.addLink(caller.workspaceId, taskId, objectId);
    const { sha256, sizeBytes } = await this.blobs.put(objectId, bytes);
    const content = { ...command.content, sha256, sizeBytes };
    // A retried registration racing the first one finds the object created: same answer.
    await this.objects.write(objectId, this.meta(caller, author), async ({ state }) => ({
      command: state.exists ? undefined : { ...command, content },
      result: () => undefined,
    }));
    return { objectId, version: 1 };
  }

  async getObject(
    caller: ApiCaller,
    objectId: string,
    options: ActAs & { version?: number } = {},
  ): Promise<ObjectView> {
    validateInput('objectId', objectId);
    validateInput('paging', options, 'options');
    const { object, record } = await this.read(caller, objectId, options.version, options.taskId);
    return objectView(object, record, await this.reader.summary(object, record));
  }

  async readContent(
    caller: ApiCaller,
    objectId: string,
    options: ActAs & { version?: number; offset?: number; limit?: number } = {},
  ): Promise<ContentPage> {
    validateInput('objectId', objectId);
    validateInput('paging', options, 'options');
    const { object, record } = await this.read(caller, objectId, options.version, options.taskId);
    return this.reader.page(object, record, options.offset, options.limit);
  }

  async readBlob(
    caller: ApiCaller,
    objectId: string,
    version?: number,
  ): Promise<{ bytes: Uint8Array; mediaType: string; version: number }> {
    validateInput('objectId', objectId);
    if (version !== undefined) validateInput('version', version);
    const { object, record } = await this.read(caller, objectId, version);
    return {
      bytes: await this.blobs.get(object.objectId, record.content.sha256),
      mediaType: record.content.mediaType,
      version: record.version,
    };
  }

  async listObjects(
    caller: ApiCaller,
    query: { kind?: ObjectKind; taskId?: string; after?: string; limit?: number } = {},
  ): Promise<{ objects: ObjectView[]; nextAfter?: string }> {
    validateInput('paging', query, 'query');
    const limit = Math.min(query.limit ?? 50, 200);
    const ids = await this.index.list(caller.workspaceId, { ...query, limit });
    const objects: ObjectView[] = [];
    for (const id of ids) {
      const { state } = await this.objects.load(id);
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

  async listVersions(
    caller: ApiCaller,
    objectId: string,
    query: { afterVersion?: number; limit?: number } = {},
  ): Promise<VersionSummary[]> {
    validateInput('objectId', objectId);
    validateInput('paging', query, 'query');
    const object = ownedBy(caller, objectId, (await this.objects.load(objectId)).state);
    const from = query.afterVersion ?? 0;
    return object.versions.slice(from, from + Math.min(query.limit ?? 50, 500)).map(summaryOf);
  }

  async updateDocument(
    caller: ApiCaller,
    objectId: string,
    input: ActAs & { baseVersion: number; change: DocumentChange },
  ): Promise<WriteResult> {
    validateInput('objectId', objectId);
    validateInput('updateDocument', input, 'input');
    return this.writeAs(caller, objectId, input.taskId, (object, ctx) => prepareDocumentUpdate(object, input, ctx));
  }

  async editFlow(
    caller: ApiCaller,
    objectId: string,
    input: ActAs & { baseVersion: number; edits: FlowNodeEdit[] },
  ): Promise<FlowEditResult> {
    validateInput('objectId', objectId);
    validateInput('editFlow', input, 'input');
    return this.writeAs(caller, objectId, input.taskId, (object, ctx) => prepareFlowEdit(object, input, ctx));
  }

  linkTask(caller: ApiCaller, objectId: string, taskId: string): Promise<void> {
    return this.notices.linkTask(caller, objectId, taskId);
  }

  pendingNotices(caller: ApiCaller, taskId: string): Promise<ChangeNotice[]> {
    return this.notices.pending(caller, taskId);
  }

  acknowledgeNotices(caller: ApiCaller, taskId: string, noticeIds: string[]): Promise<void> {
    return this.notices.acknowledge(caller, taskId, noticeIds);
  }

  async deleteObject(caller: ApiCaller, objectId: string, input: { confirmationId: string }): Promise<void> {
    validateInput('objectId', objectId);
    validateInput('confirmation', input, 'input');
    const { state } = await this.objects.load(objectId);
    if (state.exists) {
      ownedBy(caller, objectId, state);
      await this.objects.purge(objectId, {
        actor: `user:${caller.userId}`,
        reason: `deleted by the user (confirmation ${input.confirmationId})`,
        occurredAt: this.at(),
      });
    } else if ((await this.index.owner(objectId)) !== caller.workspaceId) {
      throw objectNotFound(objectId);
    }
    // After the stream: a crash here leaves pointers and blobs that a repeated delete removes.
    await this.blobs.deleteScope(objectId);
    await this.index.remove(objectId);
  }

  private async read(caller: ApiCaller, objectId: string, version: number | undefined, taskId?: string) {
    const object = ownedBy(caller, objectId, (await this.objects.load(objectId)).state);
    const record = versionOf(object, version);
    if (taskId !== undefined) {
      await this.index.addLink(caller.workspaceId, taskId, objectId);
      await this.objects.write(objectId, this.meta(caller, { type: 'task', taskId }), async () => ({
        command: { type: 'RecordSeen', taskId, version: record.version, at: this.at() },
        result: () => undefined,
      }));
    }
    return { object, record };
  }

  private async writeAs<R>(
    caller: ApiCaller,
    objectId: string,
    taskId: string | undefined,
    prepare: (object: WorkspaceObject, ctx: WriteContext) => Promise<PreparedWrite<R>>,
  ): Promise<R> {
    const author = this.author(caller, taskId);
    if (taskId !== undefined) {
      ownedBy(caller, objectId, (await this.objects.load(objectId)).state);
      await this.index.addLink(caller.workspaceId, taskId, objectId);
    }
    return this.objects.write(objectId, this.meta(caller, author), async ({ state }) =>
      prepare(ownedBy(caller, objectId, state), {
        blobs: this.blobs,
        reader: this.reader,
        limits: this.limits,
        author,
        at: this.at(),
      }),
    );
  }

  private author(caller: ApiCaller, taskId?: string): ObjectAuthor {
    return taskId === undefined ? { type: 'user', userId: caller.userId } : { type: 'task', taskId };
  }

  private at = () => this.clock.now().toISOString();

  private meta(caller: ApiCaller, author: ObjectAuthor) {
    return meta(caller, author, this.at());
  }
}

/** A registration's id follows from its idempotency key, so a retry lands on the same stream. */
function keyedObjectId(workspaceId: string, key: string): string {
  const hex = createHash('sha256').update(`${workspaceId}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
