import type { Readable } from 'node:stream';
import type { ApiCaller } from './caller';

export type ObjectKind = 'image' | 'video' | 'model3d' | 'audio' | 'document' | 'material_set' | 'flow';

/** Where an object came from: the job, task and prompt that produced it. */
export interface ObjectProvenance {
  taskId?: string;
  jobId?: string;
  prompt?: string;
  model?: string;
  provider?: string;
  cost?: { amountMinor: number; currency: string };
}

/** One input of a Flow node: an output of another node. Edges belong to the node they feed. */
export interface FlowInput {
  inputName: string;
  fromNodeId: string;
  fromOutput: string;
}

/** One model/tool node of a Flow. */
export interface FlowNode {
  nodeId: string;
  /** Capability id of the node's model or tool. */
  nodeType: string;
  params: Record<string, unknown>;
  inputs: FlowInput[];
}

/** A visual workflow: an acyclic graph of nodes. */
export interface FlowGraph {
  nodes: FlowNode[];
}

/**
 * The bytes of a blob: whole, or a stream of chunks (a Node `Readable`, an async generator)
 * that is stored as it is read and never held whole in memory (#19). A stream is read once;
 * when it fails, the call fails with its error and nothing of it is stored.
 */
export type BlobBytes = Uint8Array | AsyncIterable<Uint8Array>;

/** Content of a new object. A Flow is created from the JSON text of its `FlowGraph`. */
export type ObjectContent =
  { type: 'blob'; bytes: BlobBytes; mediaType: string } | { type: 'text'; text: string; mediaType?: string };

/** A version's raw bytes as a stream (downloads): at most a few chunks in memory at a time. */
export interface BlobDownload {
  /** The bytes; ends with an error when the blob is purged while it is read. */
  stream: Readable;
  mediaType: string;
  version: number;
  sizeBytes: number;
}

/** Who made a change: the user, or the agent of a task. */
export type ObjectAuthor = { type: 'user'; userId: string } | { type: 'task'; taskId: string };

/** Acting as the agent of a task links the task to the object and records what it saw. */
export interface ActAs {
  /** The task on whose behalf the call runs; absent = the user acts. */
  taskId?: string;
}

/** A compact account of one version: what changed and who changed it. */
export interface VersionSummary {
  version: number;
  baseVersion: number;
  author: ObjectAuthor;
  at: string;
  /** Human-readable, one line ("lines 3–4 changed (+2 −1)", "nodes changed: upscale (updated)"). */
  summary: string;
  /** Flow node ids or short fragment labels that changed. */
  parts: string[];
  sizeBytes: number;
  sha256: string;
}

/** The metadata and a content summary of one version of an object — never the full content. */
export interface ObjectView {
  objectId: string;
  workspaceId: string;
  kind: ObjectKind;
  name: string;
  /** The version described here. */
  version: number;
  latestVersion: number;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
  createdAt: string;
  updatedAt: string;
  permissions: { agents: 'read' | 'write' };
  provenance?: ObjectProvenance;
  linkedTaskIds: string[];
  /** Documents: length and opening lines; Flows: node list (capped); media: type and size. */
  summary: string;
}

/** One page of the content of a version: text by character offset, Flow nodes by index. */
export type ContentPage =
  | { type: 'text'; version: number; offset: number; text: string; totalChars: number; nextOffset?: number }
  | { type: 'flow'; version: number; offset: number; nodes: FlowNode[]; totalNodes: number; nextOffset?: number }
  | { type: 'blob'; version: number; mediaType: string; sizeBytes: number; sha256: string };

/** Replace one exact fragment; `oldText` must occur exactly once in the version edited. */
export interface FragmentEdit {
  oldText: string;
  newText: string;
}

export type DocumentChange = { type: 'replace'; text: string } | { type: 'fragments'; edits: FragmentEdit[] };

/** One Flow node edit. `update` replaces the fields it names. */
export type FlowNodeEdit =
  | { op: 'add'; node: FlowNode }
  | { op: 'update'; nodeId: string; nodeType?: string; params?: Record<string, unknown>; inputs?: FlowInput[] }
  | { op: 'remove'; nodeId: string };

/** What a successful write returns; `changedSince` lists others' versions after the writer's base. */
export interface WriteResult {
  objectId: string;
  version: number;
  changedSince: VersionSummary[];
}

export interface FlowEditResult extends WriteResult {
  appliedNodeIds: string[];
  /** Edits refused because someone else changed the node after the writer's base version. */
  rejected: Array<{ nodeId: string; changedInVersion: number }>;
}

/** A persistent notice for a linked task: the object changed since it last looked. */
export interface ChangeNotice {
  noticeId: string;
  objectId: string;
  objectName: string;
  taskId: string;
  fromVersion: number;
  toVersion: number;
  author: ObjectAuthor;
  /** "storyboard v3 → v4: lines 7–8 changed (+1 −1)". */
  summary: string;
  parts: string[];
  at: string;
}

/**
 * The workspace service's application API (in-process in embedded mode). Every method is
 * confined to `caller.workspaceId`: another workspace's object is `ApiError('not_found')`.
 * Writes state the version they are based on; a stale write is `ApiError('conflict',
 * 'stale_version')` whose details carry `currentVersion` and `changedSince`.
 * `createObject` is what other services (generation results) rely on; `idempotencyKey`
 * makes a retried registration return the first object. Blob content may be a stream: it is
 * stored as it arrives, and content past the limit fails the call (`content_too_large`) with
 * nothing stored.
 */
export interface WorkspaceApi {
  createObject(
    caller: ApiCaller,
    input: {
      kind: ObjectKind;
      name: string;
      content: ObjectContent;
      provenance?: ObjectProvenance;
      linkTaskId?: string;
      idempotencyKey?: string;
      /** Whether agents may write it. @default { agents: 'write' } */
      permissions?: { agents: 'read' | 'write' };
      /** The creating task (author of version 1); absent = the user. */
      taskId?: string;
    },
  ): Promise<{ objectId: string; version: number }>;
  /** Metadata and summary of the latest (or a past) version; as a task, records the version seen. */
  getObject(caller: ApiCaller, objectId: string, options?: ActAs & { version?: number }): Promise<ObjectView>;
  listObjects(
    caller: ApiCaller,
    query?: { kind?: ObjectKind; taskId?: string; after?: string; limit?: number },
  ): Promise<{ objects: ObjectView[]; nextAfter?: string }>;
  listVersions(
    caller: ApiCaller,
    objectId: string,
    query?: { afterVersion?: number; limit?: number },
  ): Promise<VersionSummary[]>;
  /** One page of a version's content (text by characters, Flow by nodes); as a task, records the version seen. */
  readContent(
    caller: ApiCaller,
    objectId: string,
    options?: ActAs & { version?: number; offset?: number; limit?: number },
  ): Promise<ContentPage>;
  /** The raw bytes of a version as a stream (downloads); a missing object rejects before any byte. */
  readBlob(caller: ApiCaller, objectId: string, version?: number): Promise<BlobDownload>;
  updateDocument(
    caller: ApiCaller,
    objectId: string,
    input: ActAs & { baseVersion: number; change: DocumentChange },
  ): Promise<WriteResult>;
  editFlow(
    caller: ApiCaller,
    objectId: string,
    input: ActAs & { baseVersion: number; edits: FlowNodeEdit[] },
  ): Promise<FlowEditResult>;
  /** Links a task: it gets change notices from now on, starting from the latest version. */
  linkTask(caller: ApiCaller, objectId: string, taskId: string): Promise<void>;
  /** Notices for the task not yet acknowledged, oldest first, across every linked object. Never a wake-up. */
  pendingNotices(caller: ApiCaller, taskId: string): Promise<ChangeNotice[]>;
  acknowledgeNotices(caller: ApiCaller, taskId: string, noticeIds: string[]): Promise<void>;
  /**
   * Purges the object: its versions, blobs and every derived row. Irreversible, so it
   * needs the id of the user's explicit confirmation, never a model's say-so.
   */
  deleteObject(caller: ApiCaller, objectId: string, input: { confirmationId: string }): Promise<void>;
}

export const WORKSPACE_API = Symbol('WORKSPACE_API');
