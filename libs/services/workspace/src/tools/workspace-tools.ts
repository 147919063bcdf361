import type { ToolContext, ToolDefinition, ToolOutcome } from '@lomo/agent-tools';
import {
  ApiError,
  isApiError,
  type ApiCaller,
  type DocumentChange,
  type FlowNodeEdit,
  type ObjectKind,
  type WorkspaceApi,
} from '@lomo/service-api';
import {
  documentChangeSchema,
  flowEditSchema,
  flowGraphSchema,
  OBJECT_KINDS,
  SCHEMAS,
} from '../application/input-schemas';

/** The agent acts in its task's workspace, as that task: reads record what it saw, writes are authored by it. */
const agentOf = (context: ToolContext): ApiCaller => ({
  workspaceId: context.workspaceId,
  userId: `agent:${context.taskId}`,
});

/**
 * A refusal the model can act on — a stale write names the current version and what changed
 * since its base — instead of a thrown error that would fail the call.
 */
async function answer(run: () => Promise<unknown>): Promise<ToolOutcome> {
  try {
    return { result: { ok: true, ...((await run()) as object) } };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const hint =
      error.code === 'stale_version'
        ? 'Re-read the object (workspace_read_object), then write again based on its current version.'
        : undefined;
    return {
      result: {
        ok: false,
        error: { kind: error.kind, code: error.code, message: error.message, ...error.details },
        ...(hint && { hint }),
      },
    };
  }
}

const objectId = SCHEMAS.objectId;
const baseVersion = { ...SCHEMAS.version, description: 'The version you read; the write is checked against it.' };

/** Tools of the workspace offered to the model (R-6.7 risk classes, R-7.3 base versions, R-8.5 paging). */
export function workspaceTools(api: WorkspaceApi): ToolDefinition<never>[] {
  const tools: Array<ToolDefinition<never>> = [
    {
      name: 'workspace_read_object',
      description:
        'Read a workspace object: metadata, current version, a summary, and one page of content (text by characters, Flows by nodes). Use offset to page.',
      inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['objectId'],
        properties: {
          objectId,
          version: SCHEMAS.version,
          offset: { type: 'integer', minimum: 0 },
          limit: { type: 'integer', minimum: 1, maximum: 20_000 },
        },
      },
      risk: 'read',
      idempotent: true,
      run: (input: { objectId: string; version?: number; offset?: number; limit?: number }, context: ToolContext) =>
        answer(async () => {
          const object = await api.getObject(agentOf(context), input.objectId, {
            taskId: context.taskId,
            version: input.version,
          });
          const content = await api.readContent(agentOf(context), input.objectId, {
            version: object.version,
            offset: input.offset,
            limit: input.limit,
          });
          return { object, content };
        }),
    },
    {
      name: 'workspace_list_objects',
      description:
        'List objects of the workspace (summaries only), optionally of one kind or only those linked to this task.',
      inputSchema: {
        type: 'object',
        additionalProperties: false,
        properties: {
          kind: { enum: OBJECT_KINDS },
          linkedToThisTask: { type: 'boolean' },
          after: { type: 'string', maxLength: 128 },
          limit: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
      risk: 'read',
      idempotent: true,
      run: (
        input: { kind?: ObjectKind; linkedToThisTask?: boolean; after?: string; limit?: number },
        context: ToolContext,
      ) =>
        answer(() =>
          api.listObjects(agentOf(context), {
            kind: input.kind,
            taskId: input.linkedToThisTask ? context.taskId : undefined,
            after: input.after,
            limit: input.limit ?? 20,
          }),
        ),
    },
    {
      name: 'workspace_update_document',
      description:
        'Change a document based on the version you read: replace the whole text (needs the latest version), or replace exact fragments that each occur exactly once (all or nothing).',
      inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['objectId', 'baseVersion', 'change'],
        properties: { objectId, baseVersion, change: documentChangeSchema },
      },
      risk: 'write',
      // Offered once the task loads its area; reading and listing objects stay core.
      area: 'documents',
      idempotent: false,
      run: (input: { objectId: string; baseVersion: number; change: DocumentChange }, context: ToolContext) =>
        answer(() =>
          api.updateDocument(agentOf(context), input.objectId, {
            taskId: context.taskId,
            baseVersion: input.baseVersion,
            change: input.change,
          }),
        ),
    },
    {
      name: 'workspace_edit_flow',
      description:
        'Add, update or remove Flow nodes based on the version you read. Edits to nodes someone else changed since then are rejected; the others apply and you are told what else changed.',
      inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['objectId', 'baseVersion', 'edits'],
        properties: {
          objectId,
          baseVersion,
          edits: { type: 'array', items: flowEditSchema, minItems: 1, maxItems: 100 },
        },
      },
      risk: 'write',
      // Offered once the task loads its area; reading and listing objects stay core.
      area: 'flows',
      idempotent: false,
      run: (input: { objectId: string; baseVersion: number; edits: FlowNodeEdit[] }, context: ToolContext) =>
        answer(() =>
          api.editFlow(agentOf(context), input.objectId, {
            taskId: context.taskId,
            baseVersion: input.baseVersion,
            edits: input.edits,
          }),
        ),
    },
    {
      name: 'workspace_create_object',
      description: 'Create a document (from text) or a Flow (from a graph) in the workspace, linked to this task.',
      inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'name'],
        properties: {
          kind: { enum: ['document', 'flow'] },
          name: SCHEMAS.name,
          text: { type: 'string' },
          flow: flowGraphSchema,
        },
      },
      risk: 'write',
      // The call id is the idempotency key: re-running the call returns the same object.
      idempotent: true,
      run: (
        input: { kind: 'document' | 'flow'; name: string; text?: string; flow?: { nodes: [] } },
        context: ToolContext,
      ) =>
        answer(() =>
          api.createObject(agentOf(context), {
            kind: input.kind,
            name: input.name,
            content: { type: 'text', text: input.flow ? JSON.stringify(input.flow) : (input.text ?? '') },
            taskId: context.taskId,
            idempotencyKey: `tool-call:${context.taskId}:${context.callId}`,
          }),
        ),
    },
    {
      name: 'workspace_delete_object',
      description:
        'Delete an object and all its versions for good. Irreversible: the user is asked to confirm this exact call first.',
      inputSchema: { type: 'object', additionalProperties: false, required: ['objectId'], properties: { objectId } },
      risk: 'irreversible',
      idempotent: true,
      // The confirmation is the user's answer on the approval card the runtime showed, never an id the model supplies.
      run: (input: { objectId: string }, context: ToolContext) =>
        answer(async () => {
          if (!context.confirmation)
            throw new ApiError(
              'forbidden',
              'confirmation_required',
              "deleting an object needs the user's confirmation of this call",
            );
          await api.deleteObject(agentOf(context), input.objectId, { confirmationId: context.confirmation.cardId });
          return { deleted: input.objectId };
        }),
    },
  ];
  return tools;
}
