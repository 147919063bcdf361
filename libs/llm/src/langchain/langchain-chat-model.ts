import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { AIMessage, AIMessageChunk } from '@langchain/core/messages';
import type { ChatModelPort, ModelDecision, ModelInput } from '../port/chat-model.port';
import { ModelOutputError } from '../port/llm.errors';
import { toLangChainMessages, toLangChainTools, type PromptCacheOptions } from './to-langchain';

/** Options of {@link LangChainChatModel}. */
export interface LangChainChatModelOptions {
  /**
   * Name reported in `ModelDecision.model` when the provider's reply names no model.
   * @default the chat model's `_llmType()`
   */
  modelName?: string;
  /**
   * Deadline of one `decide`, retries included, as LangChain's own `timeout` call option
   * (it aborts the request). Used for providers whose client has no per-request timeout.
   * @default none (the provider client's own timeout applies)
   */
  callTimeoutMs?: number;
  /** Marks the stable prefix for the provider's prompt cache (`createChatModel` sets it for Anthropic). */
  promptCache?: PromptCacheOptions['promptCache'];
}

/**
 * The model port over any LangChain chat model with tool calling: tools are bound with
 * `bindTools`, the reply's `AIMessage.tool_calls` become the decision. Retries and timeouts
 * are the chat model's own (`maxRetries`, `timeout`), configured by the provider factory.
 */
export class LangChainChatModel implements ChatModelPort {
  constructor(
    private readonly chat: BaseChatModel,
    private readonly options: LangChainChatModelOptions = {},
  ) {}

  async decide(input: ModelInput): Promise<ModelDecision> {
    const messages = toLangChainMessages(input, { promptCache: this.options.promptCache });
    const config = this.options.callTimeoutMs === undefined ? {} : { timeout: this.options.callTimeoutMs };
    if (input.tools.length === 0) return this.toDecision(await this.chat.invoke(messages, config));
    if (!this.chat.bindTools)
      throw new ModelOutputError(`chat model ${this.chat._llmType()} does not support tool calling`);
    // Binding per call: tools change between steps, and an empty list is never sent
    // because some providers reject `tools: []`.
    const bound = this.chat.bindTools(toLangChainTools(input.tools));
    return this.toDecision(await bound.invoke(messages, config));
  }

  private toDecision(reply: AIMessage | AIMessageChunk): ModelDecision {
    const invalid = reply.invalid_tool_calls ?? [];
    if (invalid.length > 0) {
      const names = invalid.map((c) => c.name ?? '?').join(', ');
      throw new ModelOutputError(`model proposed tool calls with unparseable arguments: ${names}`, invalid);
    }
    const usage = reply.usage_metadata;
    return {
      text: reply.text,
      toolCalls: (reply.tool_calls ?? []).map((call) => ({ tool: call.name, input: call.args })),
      ...(usage ? { usage: { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens } } : {}),
      model: reportedModel(reply.response_metadata) ?? this.options.modelName ?? this.chat._llmType(),
    };
  }
}

/** Providers disagree on the key: OpenAI and Ollama say `model_name`, Anthropic `model`. */
function reportedModel(metadata: Record<string, unknown> | undefined): string | undefined {
  const name = metadata?.['model_name'] ?? metadata?.['model'];
  return typeof name === 'string' && name !== '' ? name : undefined;
}
