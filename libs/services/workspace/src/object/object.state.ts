import type { ObjectAuthor, ObjectKind, ObjectProvenance } from '@lomo/service-api';
import type { ChangeDescription, ContentRef, ObjectEvent } from './object.events';

export interface VersionRecord {
  version: number;
  baseVersion: number;
  author: ObjectAuthor;
  content: ContentRef;
  change: ChangeDescription;
  at: string;
}

export interface PendingNotice {
  noticeId: string;
  fromVersion: number;
  toVersion: number;
  author: ObjectAuthor;
  summary: string;
  parts: string[];
  at: string;
}

export interface TaskLink {
  seenVersion: number;
  /** Issued and not yet acknowledged, oldest first. */
  notices: PendingNotice[];
}

export interface WorkspaceObject {
  exists: true;
  objectId: string;
  workspaceId: string;
  kind: ObjectKind;
  name: string;
  permissions: { agents: 'read' | 'write' };
  provenance?: ObjectProvenance;
  createdAt: string;
  /** Index i holds version i + 1. */
  versions: VersionRecord[];
  /** Flows: the version in which each node (present or removed) last changed. */
  nodeChangedIn: Record<string, number>;
  links: Record<string, TaskLink>;
}

export type ObjectState = { exists: false } | WorkspaceObject;

export const initialObjectState = (): ObjectState => ({ exists: false });

export const latestVersion = (object: WorkspaceObject): VersionRecord => object.versions[object.versions.length - 1];

function evolveExisting(object: WorkspaceObject, event: ObjectEvent): WorkspaceObject {
  // A deleted task's link events were rewritten to name no task: they link nothing.
  if ('taskId' in event.data && event.data.taskId === '') return object;
  switch (event.type) {
    case 'ObjectCreated':
      return object;
    case 'ObjectVersionCreated': {
      const nodeChangedIn = { ...object.nodeChangedIn };
      for (const node of event.data.change.nodes ?? []) nodeChangedIn[node.nodeId] = event.data.version;
      return { ...object, versions: [...object.versions, { ...event.data }], nodeChangedIn };
    }
    case 'TaskLinked':
      return {
        ...object,
        links: { ...object.links, [event.data.taskId]: { seenVersion: event.data.seenVersion, notices: [] } },
      };
    case 'VersionSeen':
    case 'ChangeNoticeIssued':
    case 'ChangeNoticesAcknowledged': {
      const link = object.links[event.data.taskId] ?? { seenVersion: 0, notices: [] };
      return { ...object, links: { ...object.links, [event.data.taskId]: evolveLink(link, event) } };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

function evolveLink(link: TaskLink, event: ObjectEvent): TaskLink {
  switch (event.type) {
    case 'VersionSeen':
      return { ...link, seenVersion: Math.max(link.seenVersion, event.data.version) };
    case 'ChangeNoticeIssued': {
      const { taskId: _taskId, ...notice } = event.data;
      return { ...link, notices: [...link.notices, notice] };
    }
    case 'ChangeNoticesAcknowledged':
      return { ...link, notices: link.notices.filter((n) => !event.data.noticeIds.includes(n.noticeId)) };
    default:
      return link;
  }
}

export function evolveObject(state: ObjectState, event: ObjectEvent): ObjectState {
  if (event.type === 'ObjectCreated') {
    const { content, author, at, nodeIds, ...rest } = event.data;
    return {
      exists: true,
      ...rest,
      createdAt: at,
      versions: [{ version: 1, baseVersion: 0, author, content, change: { summary: 'created', parts: [] }, at }],
      nodeChangedIn: Object.fromEntries((nodeIds ?? []).map((id) => [id, 1])),
      links: {},
    };
  }
  return state.exists ? evolveExisting(state, event) : state;
}
