import type { ApiCaller, ObjectAuthor } from '@lomo/service-api';
import type { WorkspaceObject } from '../object/object.state';
import { ContentReader, ownedBy, versionOf } from './object-content';
import type { PreparedWrite, WorkspaceLimits, WriteContext } from './object-writes';
import type { Clock } from '@lomo/clock';
import type { BlobStore } from '../blob/blob-store';
import type { ObjectIndex } from './object-index';
import type { ObjectRepository } from './object-repository';
import { meta, TaskNotices } from './task-notices';

/**
 * What every workspace handler works with: the object streams, the index, blobs and
 * limits, and the steps several handlers share — reading as a task (which links it and
 * records what it saw) and writing on a loaded object through the shared command handler.
 */
export class WorkspaceContext {
  readonly reader: ContentReader;
  readonly notices: TaskNotices;

  constructor(
    readonly objects: ObjectRepository,
    readonly index: ObjectIndex,
    readonly blobs: BlobStore,
    readonly clock: Clock,
    readonly limits: WorkspaceLimits,
  ) {
    this.reader = new ContentReader(blobs);
    this.notices = new TaskNotices(objects, index, () => this.at());
  }

  /** The caller's object at a version; acting as a task, links it and records the version seen. */
  async read(caller: ApiCaller, objectId: string, version: number | undefined, taskId?: string) {
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

  /** A write decided on the loaded object (base version checked by `prepare`), as the user or a task. */
  async writeAs<R>(
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

  author(caller: ApiCaller, taskId?: string): ObjectAuthor {
    return taskId === undefined ? { type: 'user', userId: caller.userId } : { type: 'task', taskId };
  }

  at = () => this.clock.now().toISOString();

  meta(caller: ApiCaller, author: ObjectAuthor) {
    return meta(caller, author, this.at());
  }
}
