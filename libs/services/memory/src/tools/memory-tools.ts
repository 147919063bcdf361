import type { ToolContext, ToolDefinition } from '@lomo/agent-tools';
import { isApiError, type ApiCaller, type MemoryApi } from '@lomo/service-api';

/** Finds whose task a tool call runs in: memory is per person, a tool call names only its task. */
export type TaskUser = (workspaceId: string, taskId: string) => Promise<string | undefined>;

async function callerOf(context: ToolContext, userOf: TaskUser): Promise<ApiCaller | undefined> {
  const userId = await userOf(context.workspaceId, context.taskId);
  return userId ? { workspaceId: context.workspaceId, userId } : undefined;
}

const noOwner = { result: { error: 'memory_unavailable', detail: 'the task has no known owner yet' } };

/**
 * The agent's memory tools: `recall` (read) and `remember` (with evidence). There is no
 * forget tool: forgetting is irreversible and only the person does it, through the API or
 * the console with confirmation.
 */
export function memoryTools(api: MemoryApi, userOf: TaskUser): ToolDefinition<never>[] {
  const recall: ToolDefinition<{ query: string; limit?: number }> = {
    name: 'recall',
    description:
      'Recall what you know about the user relevant to a query (preferences, brand facts, past decisions) and what earlier tasks established.',
    inputSchema: {
      type: 'object',
      required: ['query'],
      additionalProperties: false,
      properties: { query: { type: 'string', minLength: 1 }, limit: { type: 'integer', minimum: 1, maximum: 20 } },
    },
    risk: 'read',
    idempotent: true,
    async run(input, context) {
      const caller = await callerOf(context, userOf);
      if (!caller) return noOwner;
      const query = { query: input.query, taskId: context.taskId };
      const [hits, episodes] = await Promise.all([
        api.recall(caller, { ...query, limit: input.limit }),
        api.recallEpisodes(caller, { ...query, limit: 3 }),
      ]);
      return {
        result: {
          memories: hits.map(({ memory, score }) => ({
            memoryId: memory.memoryId,
            subject: memory.subject,
            content: memory.content,
            origin: memory.origin,
            scope: memory.scope,
            confidence: memory.confidence,
            score,
          })),
          // Earlier stretches of work: what each task established, for "as we did last time".
          episodes: episodes.map(({ episode, score }) => ({
            taskId: episode.taskId,
            from: episode.from,
            until: episode.until,
            lines: episode.lines.map((l) => l.text),
            score,
          })),
        },
      };
    },
  };
  const remember: ToolDefinition<{
    subject: string;
    content: string;
    scope: 'user' | 'workspace' | 'task';
    evidence: string;
  }> = {
    name: 'remember',
    description:
      'Remember something about the user for later tasks. Quote the user’s own words as evidence; it is kept as your inference, not as their statement.',
    inputSchema: {
      type: 'object',
      required: ['subject', 'content', 'scope', 'evidence'],
      additionalProperties: false,
      properties: {
        subject: { type: 'string', minLength: 1, maxLength: 80 },
        content: { type: 'string', minLength: 1, maxLength: 500 },
        scope: { enum: ['user', 'workspace', 'task'] },
        evidence: { type: 'string', minLength: 1, maxLength: 2000 },
      },
    },
    risk: 'write',
    idempotent: true,
    async run(input, context) {
      const caller = await callerOf(context, userOf);
      if (!caller) return noOwner;
      try {
        const memory = await api.remember(caller, {
          subject: input.subject,
          content: input.content,
          scope: input.scope,
          taskId: context.taskId,
          toolCallId: context.callId,
          excerpt: input.evidence,
        });
        return { result: { memoryId: memory.memoryId, version: memory.version } };
      } catch (error) {
        // A refused candidate (conflicts with what the person said, bad content) is the model's to read, not a crash.
        if (!isApiError(error)) throw error;
        return { result: { error: error.code, detail: error.message } };
      }
    },
  };
  return [recall as ToolDefinition<never>, remember as ToolDefinition<never>];
}
