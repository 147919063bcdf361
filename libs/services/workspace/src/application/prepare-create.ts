import {
  ApiError,
  type ApiCaller,
  type BlobBytes,
  type FlowGraph,
  type ObjectAuthor,
  type WorkspaceApi,
} from '@lomo/service-api';
import { validateFlow } from '../flow/flow-graph';
import type { ObjectCommand } from '../object/object.commands';
import { validateInput } from './input-schemas';
import { FLOW_MEDIA_TYPE } from './object-content';
import { checkSize, type WorkspaceLimits } from './object-writes';

export type CreateInput = Parameters<WorkspaceApi['createObject']>[1];
type CreateObject = Extract<ObjectCommand, { type: 'CreateObject' }>;

const invalid = (code: string, message: string) => new ApiError('invalid', code, message);

const isBlobBytes = (bytes: unknown): bytes is BlobBytes =>
  bytes instanceof Uint8Array ||
  (bytes !== null && typeof bytes === 'object' && Symbol.asyncIterator in (bytes as object));

/** Turns the content into bytes the kind allows: documents are text, Flows are valid graphs, media a byte source. */
function encode(
  input: CreateInput,
  limits: WorkspaceLimits,
): { bytes: BlobBytes; mediaType: string; nodeIds?: string[] } {
  const { kind, content } = input;
  if (kind === 'flow') {
    if (content.type !== 'text')
      throw invalid('content_kind_mismatch', 'a Flow is created from the JSON text of its graph');
    const flow = parseJson(content.text);
    validateInput('flowGraph', flow, 'content.flow');
    validateFlow(flow as FlowGraph, limits.maxFlowNodes);
    return {
      bytes: new TextEncoder().encode(JSON.stringify(flow)),
      mediaType: FLOW_MEDIA_TYPE,
      nodeIds: (flow as FlowGraph).nodes.map((n) => n.nodeId),
    };
  }
  if (content.type === 'text') {
    if (typeof content.text !== 'string') throw invalid('invalid_input', 'content.text must be a string');
    return {
      bytes: new TextEncoder().encode(content.text),
      mediaType: content.mediaType ?? (kind === 'document' ? 'text/markdown' : 'text/plain'),
    };
  }
  if (kind === 'document') throw invalid('content_kind_mismatch', 'a document is created from text');
  if (content.type !== 'blob' || !isBlobBytes(content.bytes))
    throw invalid('content_kind_mismatch', `a ${kind} is created from bytes`);
  if (typeof content.mediaType !== 'string' || !/^[\w.+-]+\/[\w.+-]+$/.test(content.mediaType))
    throw invalid('invalid_input', 'content.mediaType must be a MIME type');
  return { bytes: content.bytes, mediaType: content.mediaType };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('invalid_input', 'content.text is not JSON');
  }
}

/**
 * Validates a creation and builds its command; the caller stores the bytes and fills in their
 * hash and size. Whole bytes are checked against the size limit here, a stream as it is stored.
 */
export function prepareCreate(
  objectId: string,
  caller: ApiCaller,
  input: CreateInput,
  context: { author: ObjectAuthor; linkTaskIds: string[]; at: string; limits: WorkspaceLimits },
): { bytes: BlobBytes; command: CreateObject } {
  validateInput('kind', input.kind, 'kind');
  validateInput('name', input.name, 'name');
  for (const taskId of context.linkTaskIds) validateInput('taskId', taskId, 'taskId');
  if (
    input.idempotencyKey !== undefined &&
    (typeof input.idempotencyKey !== 'string' || input.idempotencyKey.length === 0 || input.idempotencyKey.length > 200)
  ) {
    throw invalid('invalid_input', 'idempotencyKey must be 1 to 200 characters');
  }
  const agents = input.permissions?.agents ?? 'write';
  if (agents !== 'read' && agents !== 'write')
    throw invalid('invalid_input', "permissions.agents must be 'read' or 'write'");
  if (input.content === null || typeof input.content !== 'object')
    throw invalid('invalid_input', 'content is required');
  const { bytes, mediaType, nodeIds } = encode(input, context.limits);
  if (bytes instanceof Uint8Array) checkSize(bytes.byteLength, context.limits);
  return {
    bytes,
    command: {
      type: 'CreateObject',
      objectId,
      workspaceId: caller.workspaceId,
      kind: input.kind,
      name: input.name,
      permissions: { agents },
      ...(input.provenance && { provenance: input.provenance }),
      author: context.author,
      content: { sha256: '', sizeBytes: 0, mediaType },
      ...(nodeIds && { nodeIds }),
      linkTaskIds: context.linkTaskIds,
      at: context.at,
    },
  };
}
