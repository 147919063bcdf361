import { AIMessage, type BaseMessage, HumanMessage, SystemMessage, ToolMessage } from '@langchain/core/messages';
import type { ToolDefinition } from '@langchain/core/language_models/base';
import type { BindToolsInput } from '@langchain/core/language_models/chat_models';
import { convertToOpenAITool } from '@langchain/core/utils/function_calling';
import type { ModelInput, ToolSpec } from '../port/chat-model.port';

const DIRECTIVE = 'Language of the reply: ';

/**
 * The system line that carries `ModelInput.language` (R-2.7). It is plain text because
 * that is what a real model reads; the offline planner reads the same line back with
 * {@link languageFromSystem}, so both follow the one instruction the port renders.
 */
export function languageDirective(language: string): string {
  return `${DIRECTIVE}${language} (the user's own language).`;
}

/** The language a {@link languageDirective} line names, if the system text has one. */
export function languageFromSystem(system: string): string | undefined {
  const line = system.split('\n').find((l) => l.startsWith(DIRECTIVE));
  return line?.slice(DIRECTIVE.length).split(' ')[0];
}

/**
 * Turns a runtime call id (`turn:step:index`) into one every provider accepts: Anthropic
 * allows only `[A-Za-z0-9_-]`. The escape is reversible (`_` itself is escaped), so two
 * distinct runtime ids never collide. Used for both the assistant's call and its result.
 */
export function providerCallId(id: string): string {
  return `call_${id.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
}

/**
 * Tools in OpenAI's function format: the one shape every LangChain provider's `bindTools`
 * converts (OpenAI passes it through, Anthropic and Ollama translate it), and it carries a
 * plain JSON Schema without a zod round trip.
 */
export function toLangChainTools(tools: readonly ToolSpec[]): ToolDefinition[] {
  return tools.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.inputSchema },
  }));
}

/** Any tool shape LangChain accepts (OpenAI format, structured tool, zod schema) as a ToolSpec: the inverse of {@link toLangChainTools}. */
export function toToolSpec(tool: BindToolsInput): ToolSpec {
  const { function: fn } = convertToOpenAITool(tool);
  return {
    name: fn.name,
    description: fn.description ?? '',
    inputSchema: (fn.parameters ?? {}) as Record<string, unknown>,
  };
}

/**
 * The participant name of user messages the runtime wrote (summaries, task state): providers
 * that support names (OpenAI) see who speaks; the offline planner does not plan them as requests.
 */
export const RUNTIME_SPEAKER = 'lomo_runtime';

/** How the stable prefix is marked for the provider's prompt cache (R-8.1). */
export interface PromptCacheOptions {
  /**
   * `anthropic`: the system text as one block with `cache_control: ephemeral`. Anthropic
   * caches the prompt in the order tools → system → messages up to the marked block, so one
   * marker covers the whole stable prefix (tools and system). OpenAI caches prefixes by itself
   * (no marker); Ollama has no prompt cache.
   */
  promptCache?: 'anthropic';
}

/** The context as LangChain messages: one system message first, then the history in order. */
export function toLangChainMessages(input: ModelInput, options: PromptCacheOptions = {}): BaseMessage[] {
  const system = input.language ? `${input.system}\n${languageDirective(input.language)}` : input.system;
  const history = input.messages.map((message): BaseMessage => {
    switch (message.role) {
      case 'user':
        return message.runtime
          ? new HumanMessage({ content: message.content, name: RUNTIME_SPEAKER })
          : new HumanMessage(message.content);
      case 'assistant':
        return new AIMessage({
          content: message.content,
          tool_calls: (message.toolCalls ?? []).map((c) => ({
            id: providerCallId(c.id),
            name: c.tool,
            args: asArgs(c.input),
            type: 'tool_call' as const,
          })),
        });
      case 'tool':
        return new ToolMessage({ content: message.content, tool_call_id: providerCallId(message.callId) });
      default: {
        const _exhaustive: never = message;
        return _exhaustive;
      }
    }
  });
  const systemMessage =
    options.promptCache === 'anthropic'
      ? new SystemMessage({ content: [{ type: 'text', text: system, cache_control: { type: 'ephemeral' } }] })
      : new SystemMessage(system);
  return [systemMessage, ...history];
}

/** LangChain wants tool arguments as an object; a stored non-object input is wrapped, not lost. */
function asArgs(input: unknown): Record<string, unknown> {
  return input !== null && typeof input === 'object' && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : { input };
}
