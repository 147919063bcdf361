import type { ApiCaller, ChangeNotice, ObjectAuthor } from '@lomo/service-api';
import { validateInput } from './input-schemas';
import { ownedBy } from './object-content';
import type { ObjectIndex } from './object-index';
import type { ObjectRepository } from './object-repository';

/** Event metadata of a workspace write: who did it, for whom, when. */
export const meta = (caller: ApiCaller, author: ObjectAuthor, occurredAt: string) => ({
  workspaceId: caller.workspaceId,
  actor: author.type === 'task' ? `task:${author.taskId}` : `user:${caller.userId}`,
  occurredAt,
});

/**
 * Links between tasks and objects and the change notices they produce. Notices are
 * kept in the object streams until the task acknowledges them; reading them wakes nothing —
 * the task's next step reads them (the runtime puts them in its context).
 */
export class TaskNotices {
  constructor(
    private readonly objects: ObjectRepository,
    private readonly index: ObjectIndex,
    private readonly at: () => string,
  ) {}

  async linkTask(caller: ApiCaller, objectId: string, taskId: string): Promise<void> {
    validateInput('objectId', objectId);
    validateInput('taskId', taskId);
    ownedBy(caller, objectId, (await this.objects.load(objectId)).state);
    await this.index.addLink(caller.workspaceId, taskId, objectId);
    await this.objects.write(
      objectId,
      meta(caller, { type: 'user', userId: caller.userId }, this.at()),
      async ({ state }) => {
        ownedBy(caller, objectId, state);
        return { command: { type: 'LinkTask', taskId, at: this.at() }, result: () => undefined };
      },
    );
  }

  async pending(caller: ApiCaller, taskId: string): Promise<ChangeNotice[]> {
    validateInput('taskId', taskId);
    const notices: ChangeNotice[] = [];
    for (const objectId of await this.index.linkedObjects(caller.workspaceId, taskId)) {
      const { state } = await this.objects.load(objectId);
      if (!state.exists || state.workspaceId !== caller.workspaceId) continue;
      for (const notice of state.links[taskId]?.notices ?? [])
        notices.push({ ...notice, objectId, objectName: state.name, taskId });
    }
    return notices.sort((a, b) => a.at.localeCompare(b.at) || a.toVersion - b.toVersion);
  }

  async acknowledge(caller: ApiCaller, taskId: string, noticeIds: string[]): Promise<void> {
    validateInput('taskId', taskId);
    validateInput('noticeIds', noticeIds);
    const byObject = new Map<string, string[]>();
    for (const id of noticeIds) {
      const objectId = id.split(':')[0]; // notice ids are `{objectId}:{taskId}:v{version}`
      validateInput('objectId', objectId, 'noticeIds');
      byObject.set(objectId, [...(byObject.get(objectId) ?? []), id]);
    }
    for (const [objectId, ids] of byObject) {
      await this.objects.write(objectId, meta(caller, { type: 'task', taskId }, this.at()), async ({ state }) => {
        ownedBy(caller, objectId, state);
        return {
          command: { type: 'AcknowledgeNotices', taskId, noticeIds: ids, at: this.at() },
          result: () => undefined,
        };
      });
    }
  }
}
