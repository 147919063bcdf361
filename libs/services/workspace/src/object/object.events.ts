import type { ObjectAuthor, ObjectKind, ObjectProvenance } from '@lomo/service-api';

/**
 * Events of an object stream (`object-{id}`), R-7. Content lives in the blob store; events
 * carry its hash. Every event carries `at`, the time the command said it happened.
 */

/** Where a version's content is: the blob store, by content hash. */
export interface ContentRef {
  sha256: string;
  sizeBytes: number;
  mediaType: string;
}

/** How a Flow node changed in a version (the per-node conflict check reads these). */
export interface NodeChange {
  nodeId: string;
  change: 'added' | 'updated' | 'removed';
}

/** What a version changed, compactly: the source of notices and of "what changed" answers. */
export interface ChangeDescription {
  summary: string;
  parts: string[];
  /** Flows only. */
  nodes?: NodeChange[];
}

export type ObjectEvent =
  | {
      type: 'ObjectCreated';
      data: {
        objectId: string;
        workspaceId: string;
        kind: ObjectKind;
        name: string;
        permissions: { agents: 'read' | 'write' };
        provenance?: ObjectProvenance;
        author: ObjectAuthor;
        content: ContentRef;
        /** Flows: the node ids of version 1. */
        nodeIds?: string[];
        at: string;
      };
    }
  /** A write committed a new version; `baseVersion` < `version - 1` when a merge applied it on top of others' changes. */
  | {
      type: 'ObjectVersionCreated';
      data: {
        version: number;
        baseVersion: number;
        author: ObjectAuthor;
        content: ContentRef;
        change: ChangeDescription;
        at: string;
      };
    }
  /** The task will get change notices; it has seen `seenVersion`. */
  | { type: 'TaskLinked'; data: { taskId: string; seenVersion: number; at: string } }
  /** A linked task read or wrote `version`. */
  | { type: 'VersionSeen'; data: { taskId: string; version: number; at: string } }
  /** Someone else changed the object after the task last saw it; persistent until acknowledged, never a wake-up. */
  | {
      type: 'ChangeNoticeIssued';
      data: {
        noticeId: string;
        taskId: string;
        fromVersion: number;
        toVersion: number;
        author: ObjectAuthor;
        summary: string;
        parts: string[];
        at: string;
      };
    }
  | { type: 'ChangeNoticesAcknowledged'; data: { taskId: string; noticeIds: string[]; at: string } };

export type ObjectEventType = ObjectEvent['type'];
