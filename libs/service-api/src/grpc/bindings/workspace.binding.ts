import { type JsonObject, type MessageInitShape, type MessageShape } from '@bufbuild/protobuf';
import {
  ObjectKind,
  type StreamBlobResponseSchema,
  type UploadObjectRequestSchema,
  WorkspaceService,
  type FlowEdit,
  type ObjectAuthor as WireAuthor,
  type ReadContentResponse,
} from '@lomo/contracts';
import type {
  ChangeNotice,
  ContentPage,
  FlowNode,
  FlowNodeEdit,
  ObjectAuthor,
  ObjectKind as KindName,
  ObjectProvenance,
  ObjectView,
  VersionSummary,
  WorkspaceApi,
} from '../../workspace.api';
import { ApiError } from '../../api-error';
import { orUndefined, plain } from '../plain';
import { download, rpc, upload, voidResponse, type ApiBindings, type ApiTransport } from '../rpc';

const m = WorkspaceService.method;

/** The first message of a streamed call: the `header` case of its `part`. */
const part = <V>(kind: 'header', value: V) => ({ part: { case: kind, value } });

/** Chunks travel as the `chunk` case of the messages' `part`. */
const chunkParts = <S extends typeof UploadObjectRequestSchema | typeof StreamBlobResponseSchema>() => ({
  chunk: (bytes: Uint8Array) => ({ part: { case: 'chunk' as const, value: bytes } }) as MessageInitShape<S>,
  bytesOf: (message: MessageShape<S>) => (message.part.case === 'chunk' ? message.part.value : undefined),
});

const KINDS: Record<KindName, ObjectKind> = {
  image: ObjectKind.IMAGE,
  video: ObjectKind.VIDEO,
  model3d: ObjectKind.MODEL_3D,
  audio: ObjectKind.AUDIO,
  document: ObjectKind.DOCUMENT,
  material_set: ObjectKind.MATERIAL_SET,
  flow: ObjectKind.FLOW,
};
const kindName = (kind: ObjectKind) => (Object.keys(KINDS) as KindName[]).find((name) => KINDS[name] === kind);

const authorIn = (author: ObjectAuthor) => ({
  author:
    author.type === 'user'
      ? { case: 'userId' as const, value: author.userId }
      : { case: 'taskId' as const, value: author.taskId },
});
const authorOut = (author: WireAuthor | undefined): ObjectAuthor =>
  author?.author.case === 'taskId'
    ? { type: 'task', taskId: author.author.value }
    : { type: 'user', userId: author?.author.value ?? '' };

const summaryIn = (s: VersionSummary) => ({ ...s, sizeBytes: BigInt(s.sizeBytes), author: authorIn(s.author) });
const summaryOut = (s: { author?: WireAuthor }) => ({ ...plain<VersionSummary>(s), author: authorOut(s.author) });
const noticeIn = (n: ChangeNotice) => ({ ...n, author: authorIn(n.author) });
const noticeOut = (n: { author?: WireAuthor }) => ({ ...plain<ChangeNotice>(n), author: authorOut(n.author) });
const provenanceIn = (p: ObjectProvenance | undefined) =>
  p && { ...p, cost: p.cost && { ...p.cost, amountMinor: BigInt(p.cost.amountMinor) } };
const viewIn = (v: ObjectView) => ({ ...v, sizeBytes: BigInt(v.sizeBytes), provenance: provenanceIn(v.provenance) });
const nodeIn = (node: FlowNode) => ({ ...node, params: node.params as JsonObject });
const nodeOut = (node: object): FlowNode => {
  const { nodeVersion: _ignored, ...rest } = plain<FlowNode & { nodeVersion?: number }>(node);
  return { ...rest, params: rest.params ?? {} };
};

const pageIn = (page: ContentPage) => {
  if (page.type === 'text') return { page: { case: 'text' as const, value: page } };
  if (page.type === 'flow')
    return { page: { case: 'flow' as const, value: { ...page, nodes: page.nodes.map(nodeIn) } } };
  return { page: { case: 'blob' as const, value: { ...page, sizeBytes: BigInt(page.sizeBytes) } } };
};
const pageOut = ({ page }: ReadContentResponse): ContentPage => {
  if (page.case === 'text')
    return { type: 'text', ...plain<Omit<Extract<ContentPage, { type: 'text' }>, 'type'>>(page.value) };
  if (page.case === 'flow')
    return {
      type: 'flow',
      ...plain<Omit<Extract<ContentPage, { type: 'flow' }>, 'type'>>(page.value),
      nodes: page.value.nodes.map(nodeOut),
    };
  return { type: 'blob', ...plain<Omit<Extract<ContentPage, { type: 'blob' }>, 'type'>>(page.value) };
};

const editIn = (edit: FlowNodeEdit) => {
  if (edit.op === 'add') return { op: { case: 'add' as const, value: nodeIn(edit.node) } };
  if (edit.op === 'remove') return { op: { case: 'removeNodeId' as const, value: edit.nodeId } };
  const { nodeId, nodeType, params, inputs } = edit;
  return {
    op: {
      case: 'update' as const,
      value: { nodeId, nodeType, params: params as JsonObject, inputs: inputs && { inputs } },
    },
  };
};
function editOut({ op }: FlowEdit): FlowNodeEdit {
  if (op.case === 'add') return { op: 'add', node: nodeOut(op.value) };
  if (op.case === 'update') {
    const { inputs: _inputs, ...update } = plain<{
      nodeId: string;
      nodeType?: string;
      params?: Record<string, unknown>;
    }>(op.value) as { nodeId: string; inputs?: unknown };
    return { op: 'update', ...update, ...(op.value.inputs ? { inputs: plain(op.value.inputs.inputs) } : {}) };
  }
  return { op: 'remove', nodeId: op.case === 'removeNodeId' ? op.value : '' };
}

const bindings: ApiBindings<WorkspaceApi> = {
  createObject: upload(m.uploadObject, {
    // The header is a CreateObjectRequest; a blob's bytes follow it in chunks, as they are read.
    toRequest: ({ content, provenance, ...input }) => {
      const header = { ...input, provenance: provenanceIn(provenance) };
      if (content.type === 'text')
        return {
          first: part('header', {
            ...header,
            content: { case: 'text' as const, value: { text: content.text, mediaType: content.mediaType } },
          }),
        };
      const blob = { case: 'blob' as const, value: { mediaType: content.mediaType } };
      return { first: part('header', { ...header, content: blob }), bytes: content.bytes };
    },
    fromRequest: (first, bytes) => {
      if (first.part.case !== 'header')
        throw new ApiError('invalid', 'invalid_upload', 'the first message of an upload is its header');
      const { content, ...rest } = first.part.value;
      const input = plain<Omit<Parameters<WorkspaceApi['createObject']>[1], 'content'>>(rest);
      return [
        {
          ...input,
          content:
            content.case === 'blob'
              ? { type: 'blob', bytes, mediaType: content.value.mediaType }
              : {
                  type: 'text',
                  text: content.value?.text ?? '',
                  ...plain<object>({ mediaType: content.value?.mediaType }),
                },
        },
      ];
    },
    chunks: chunkParts<typeof UploadObjectRequestSchema>(),
    toResponse: (result) => result,
    fromResponse: (r) => ({ objectId: r.objectId, version: r.version }),
  }),
  getObject: rpc(m.getObject, {
    idempotent: true,
    toRequest: (objectId, options) => ({
      objectId,
      taskId: options?.taskId ?? '',
      version: BigInt(options?.version ?? 0),
    }),
    fromRequest: (r) => [
      r.objectId,
      { ...(r.taskId ? { taskId: r.taskId } : {}), ...(r.version ? { version: Number(r.version) } : {}) },
    ],
    toResponse: (view) => ({ view: viewIn(view) }),
    fromResponse: (r) => plain<ObjectView>(r.view),
  }),
  listObjects: rpc(m.listObjects, {
    idempotent: true,
    toRequest: (query) => ({
      kinds: query?.kind ? [KINDS[query.kind]] : [],
      taskId: query?.taskId ?? '',
      pageToken: query?.after ?? '',
      pageSize: query?.limit ?? 0,
    }),
    fromRequest: (r) => [
      plain({
        kind: r.kinds[0] !== undefined ? kindName(r.kinds[0]) : undefined,
        taskId: orUndefined(r.taskId),
        after: orUndefined(r.pageToken),
        limit: r.pageSize || undefined,
      }),
    ],
    toResponse: (page) => ({ views: page.objects.map(viewIn), nextPageToken: page.nextAfter ?? '' }),
    fromResponse: (r) => ({
      objects: plain<ObjectView[]>(r.views),
      ...(r.nextPageToken ? { nextAfter: r.nextPageToken } : {}),
    }),
  }),
  listVersions: rpc(m.listVersions, {
    idempotent: true,
    toRequest: (objectId, query) => ({ objectId, afterVersion: query?.afterVersion, limit: query?.limit }),
    fromRequest: (r) => [r.objectId, plain({ afterVersion: r.afterVersion, limit: r.limit })],
    toResponse: (versions) => ({ versions: versions.map(summaryIn) }),
    fromResponse: (r) => r.versions.map(summaryOut),
  }),
  readContent: rpc(m.readContent, {
    idempotent: true,
    toRequest: (objectId, options) => ({ objectId, ...options }),
    fromRequest: (r) => {
      const { objectId, ...options } = plain<{ objectId: string }>(r);
      return [objectId, options];
    },
    toResponse: pageIn,
    fromResponse: pageOut,
  }),
  readBlob: download(m.streamBlob, {
    toRequest: (objectId, version) => ({ objectId, version }),
    fromRequest: (r) => [r.objectId, r.version],
    toResponse: ({ stream, ...header }) => ({
      first: part('header', { ...header, sizeBytes: BigInt(header.sizeBytes) }),
      bytes: stream,
    }),
    fromResponse: (first, stream) => {
      const header = first.part.case === 'header' ? first.part.value : undefined;
      return {
        stream,
        mediaType: header?.mediaType ?? 'application/octet-stream',
        version: header?.version ?? 0,
        sizeBytes: Number(header?.sizeBytes ?? 0),
      };
    },
    chunks: chunkParts<typeof StreamBlobResponseSchema>(),
  }),
  updateDocument: rpc(m.updateDocument, {
    idempotent: false,
    toRequest: (objectId, input) => ({
      objectId,
      taskId: input.taskId ?? '',
      baseVersion: BigInt(input.baseVersion),
      change:
        input.change.type === 'replace'
          ? { case: 'fullText' as const, value: input.change.text }
          : { case: 'edits' as const, value: { replacements: input.change.edits } },
    }),
    fromRequest: (r) => [
      r.objectId,
      {
        ...(r.taskId ? { taskId: r.taskId } : {}),
        baseVersion: Number(r.baseVersion),
        change:
          r.change.case === 'fullText'
            ? { type: 'replace', text: r.change.value }
            : { type: 'fragments', edits: plain(r.change.value?.replacements ?? []) },
      },
    ],
    toResponse: (result) => ({
      ...result,
      version: BigInt(result.version),
      changedSince: result.changedSince.map(summaryIn),
    }),
    fromResponse: (r) => ({
      objectId: r.objectId,
      version: Number(r.version),
      changedSince: r.changedSince.map(summaryOut),
    }),
  }),
  editFlow: rpc(m.editFlow, {
    idempotent: false,
    toRequest: (objectId, input) => ({
      objectId,
      taskId: input.taskId,
      baseVersion: input.baseVersion,
      edits: input.edits.map(editIn),
    }),
    fromRequest: (r) => [
      r.objectId,
      {
        ...(r.taskId !== undefined ? { taskId: r.taskId } : {}),
        baseVersion: r.baseVersion,
        edits: r.edits.map(editOut),
      },
    ],
    toResponse: (result) => ({ ...result, changedSince: result.changedSince.map(summaryIn) }),
    fromResponse: (r) => ({
      ...plain<{ objectId: string; version: number; appliedNodeIds: string[] }>(r),
      changedSince: r.changedSince.map(summaryOut),
      rejected: plain(r.rejected),
    }),
  }),
  linkTask: rpc(m.linkTask, {
    idempotent: true,
    toRequest: (objectId, taskId) => ({ objectId, taskId }),
    fromRequest: (r) => [r.objectId, r.taskId],
    ...voidResponse,
  }),
  pendingNotices: rpc(m.listPendingNotices, {
    idempotent: true,
    toRequest: (taskId) => ({ taskId }),
    fromRequest: (r) => [r.taskId],
    toResponse: (notices) => ({ notices: notices.map(noticeIn) }),
    fromResponse: (r) => r.notices.map(noticeOut),
  }),
  acknowledgeNotices: rpc(m.acknowledgeNotices, {
    idempotent: true,
    toRequest: (taskId, noticeIds) => ({ taskId, noticeIds }),
    fromRequest: (r) => [r.taskId, r.noticeIds],
    ...voidResponse,
  }),
  deleteObject: rpc(m.deleteObject, {
    idempotent: true,
    toRequest: (objectId, input) => ({ objectId, confirmationId: input.confirmationId }),
    fromRequest: (r) => [r.objectId, { confirmationId: r.confirmationId }],
    ...voidResponse,
  }),
};

/** WorkspaceApi over `lomo.workspace.v1.WorkspaceService`. */
export const workspaceTransport: ApiTransport<WorkspaceApi> = {
  peer: 'workspace',
  service: WorkspaceService,
  bindings,
};
