import type { Decider } from '@lomo/event-store';
import { ApiError } from '@lomo/service-api';
import type { ObjectCommand } from './object.commands';
import type { ObjectEvent } from './object.events';
import {
  evolveObject,
  initialObjectState,
  latestVersion,
  type ObjectState,
  type WorkspaceObject,
} from './object.state';

type CommitVersion = Extract<ObjectCommand, { type: 'CommitVersion' }>;

/** Stream id of an object: the one helper for it (STYLE rule 3). */
export { objectStreamId } from '@lomo/contracts';

export const objectNotFound = (objectId: string) =>
  new ApiError('not_found', 'object_not_found', `object ${objectId} not found`, { objectId });

/**
 * A new version, plus what it means for linked tasks: the writing task has seen it,
 * every other linked task that had not gets exactly one notice — in the same append, so a
 * notice exists if and only if the version does.
 */
function commitVersion(object: WorkspaceObject, command: CommitVersion): ObjectEvent[] {
  const { author, at } = command;
  if (author.type === 'task' && object.permissions.agents === 'read') {
    throw new ApiError('forbidden', 'agent_write_forbidden', `agents may only read ${object.name}`, {
      objectId: object.objectId,
    });
  }
  const previous = latestVersion(object).version;
  if (command.onTopOf !== previous) {
    throw new ApiError('conflict', 'stale_version', `version ${command.onTopOf} is not the latest (${previous})`, {
      currentVersion: previous,
    });
  }
  const version = previous + 1;
  const events: ObjectEvent[] = [
    {
      type: 'ObjectVersionCreated',
      data: { version, baseVersion: command.baseVersion, author, content: command.content, change: command.change, at },
    },
  ];
  if (author.type === 'task') {
    events.push(
      object.links[author.taskId]
        ? { type: 'VersionSeen', data: { taskId: author.taskId, version, at } }
        : { type: 'TaskLinked', data: { taskId: author.taskId, seenVersion: version, at } },
    );
  }
  for (const [taskId, link] of Object.entries(object.links)) {
    if ((author.type === 'task' && author.taskId === taskId) || link.seenVersion >= version) continue;
    const summary = `${object.name} v${previous} → v${version}: ${command.change.summary}`;
    events.push({
      type: 'ChangeNoticeIssued',
      data: {
        noticeId: `${object.objectId}:${taskId}:v${version}`,
        taskId,
        fromVersion: previous,
        toVersion: version,
        author,
        summary,
        parts: command.change.parts,
        at,
      },
    });
  }
  return events;
}

function decideObject(command: ObjectCommand, state: ObjectState): ObjectEvent[] {
  if (command.type === 'CreateObject') {
    if (state.exists)
      throw new ApiError('conflict', 'object_exists', `object ${command.objectId} already exists`, {
        objectId: command.objectId,
      });
    const { type: _type, linkTaskIds, ...data } = command;
    const tasks = new Set([...linkTaskIds, ...(command.author.type === 'task' ? [command.author.taskId] : [])]);
    return [
      { type: 'ObjectCreated', data },
      ...[...tasks].map((taskId): ObjectEvent => ({
        type: 'TaskLinked',
        data: { taskId, seenVersion: 1, at: command.at },
      })),
    ];
  }
  if (!state.exists) throw objectNotFound('(unknown)');
  const { at } = command;
  switch (command.type) {
    case 'CommitVersion':
      return commitVersion(state, command);
    case 'LinkTask':
      return state.links[command.taskId]
        ? []
        : [{ type: 'TaskLinked', data: { taskId: command.taskId, seenVersion: latestVersion(state).version, at } }];
    case 'RecordSeen': {
      const link = state.links[command.taskId];
      if (!link) return [{ type: 'TaskLinked', data: { taskId: command.taskId, seenVersion: command.version, at } }];
      return link.seenVersion >= command.version
        ? []
        : [{ type: 'VersionSeen', data: { taskId: command.taskId, version: command.version, at } }];
    }
    case 'AcknowledgeNotices': {
      const pending = new Set((state.links[command.taskId]?.notices ?? []).map((n) => n.noticeId));
      const noticeIds = command.noticeIds.filter((id) => pending.has(id));
      return noticeIds.length === 0
        ? []
        : [{ type: 'ChangeNoticesAcknowledged', data: { taskId: command.taskId, noticeIds, at } }];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

/** The object aggregate of stream `object-{id}`. */
export const objectDecider: Decider<ObjectCommand, ObjectEvent, ObjectState> = {
  decide: decideObject,
  evolve: evolveObject,
  initialState: initialObjectState,
};
