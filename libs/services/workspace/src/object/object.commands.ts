import type { ObjectAuthor, ObjectKind, ObjectProvenance } from '@lomo/service-api';
import type { ChangeDescription, ContentRef } from './object.events';

/** Commands of the object aggregate; ids and time arrive in them (the decider is pure). */
export type ObjectCommand =
  | {
      type: 'CreateObject';
      objectId: string;
      workspaceId: string;
      kind: ObjectKind;
      name: string;
      permissions: { agents: 'read' | 'write' };
      provenance?: ObjectProvenance;
      author: ObjectAuthor;
      content: ContentRef;
      nodeIds?: string[];
      /** Tasks to link at version 1 (the creating task is linked anyway). */
      linkTaskIds: string[];
      at: string;
    }
  | {
      type: 'CommitVersion';
      /** The latest version the new content was computed from: the commit is refused if it moved. */
      onTopOf: number;
      /** The version the writer read. */
      baseVersion: number;
      author: ObjectAuthor;
      content: ContentRef;
      change: ChangeDescription;
      at: string;
    }
  | { type: 'LinkTask'; taskId: string; at: string }
  | { type: 'RecordSeen'; taskId: string; version: number; at: string }
  | { type: 'AcknowledgeNotices'; taskId: string; noticeIds: string[]; at: string };
