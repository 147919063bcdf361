import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import {
  BaseChatModel,
  type BaseChatModelCallOptions,
  type BaseChatModelParams,
  type BindToolsInput,
} from '@langchain/core/language_models/chat_models';
import { AIMessageChunk, type BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import type { Runnable } from '@langchain/core/runnables';
import { toToolSpec } from '../langchain/to-langchain';
import { answerSchema, forcedCall, readAnswer } from './answer-grammar';
import type { LlamaGenerator } from './llama-engine';
import { llamaHistory } from './llama-prompt';

/** Call options of the local model: the tools `bindTools` attached and LangChain's `tool_choice`. */
export interface LlamaCppCallOptions extends BaseChatModelCallOptions {
  tools?: BindToolsInput[];
}

export interface LlamaCppChatModelFields extends BaseChatModelParams {
  engine: LlamaGenerator;
  /** Reported as the answer's model (`ModelDecision.model`, the router's `decidedBy`). */
  modelName: string;
  /** Deadline of one answer, waiting for the engine included. */
  timeoutMs: number;
  /** The most tokens one answer may have. */
  maxTokens: number;
  /** Structured output: the answer must call its tool (set by {@link LlamaCppChatModel.withStructuredOutput}). */
  forceToolCall?: boolean;
}

/**
 * A GGUF model run by node-llama-cpp on the CPU, as a LangChain chat model (ADR 0047). It has
 * no tool-calling API of its own, so when tools are bound the answer is constrained by a JSON
 * Schema grammar (`answerSchema`): it is always well-formed and names only offered tools. An
 * answer the model cannot finish (the token limit, the deadline) is a `ModelOutputError` or an
 * error naming the deadline — never a guess; the callers' offline fallbacks take it from there.
 */
export class LlamaCppChatModel extends BaseChatModel<LlamaCppCallOptions> {
  constructor(private readonly fields: LlamaCppChatModelFields) {
    super(fields);
  }

  _llmType(): string {
    return 'llama-cpp';
  }

  override bindTools(
    tools: BindToolsInput[],
    kwargs?: Partial<LlamaCppCallOptions>,
  ): Runnable<BaseLanguageModelInput, AIMessageChunk, LlamaCppCallOptions> {
    const choice = kwargs?.tool_choice ?? (this.fields.forceToolCall ? 'any' : undefined);
    return this.withConfig({ ...kwargs, tools, ...(choice === undefined ? {} : { tool_choice: choice }) });
  }

  /**
   * The base implementation binds the schema as a tool but leaves calling it to the model; here
   * the grammar makes the call the only possible answer, as OpenAI's `tool_choice` would.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one signature serving the base class's overloads
  override withStructuredOutput(outputSchema: any, config?: any): any {
    const forcing = new LlamaCppChatModel({ ...this.fields, forceToolCall: true });
    return super.withStructuredOutput.call(forcing, outputSchema, config);
  }

  async _generate(messages: BaseMessage[], options: this['ParsedCallOptions']): Promise<ChatResult> {
    const tools = (options.tools ?? []).map(toToolSpec);
    const force = forcedCall(options.tool_choice, tools);
    const generated = await this.fields.engine.generate({
      history: llamaHistory(messages, tools, force),
      ...(tools.length > 0 ? { schema: answerSchema(tools, force) } : {}),
      maxTokens: this.fields.maxTokens,
      timeoutMs: this.fields.timeoutMs,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const usage = generated.usage
      ? {
          usage_metadata: {
            input_tokens: generated.usage.inputTokens,
            output_tokens: generated.usage.outputTokens,
            total_tokens: generated.usage.inputTokens + generated.usage.outputTokens,
          },
        }
      : {};
    const response_metadata = { model_name: this.fields.modelName, stop_reason: generated.stopReason };
    if (tools.length === 0) {
      const message = new AIMessageChunk({ content: generated.text, response_metadata, ...usage });
      return { generations: [{ text: generated.text, message }] };
    }
    const { reply, calls } = readAnswer(generated.text, tools, generated.stopReason);
    // A chunk: the base `withStructuredOutput` parser accepts nothing else.
    const message = new AIMessageChunk({
      content: reply,
      // Provider-style ids; the runtime replaces them with its own `turn:step:index` ids.
      tool_calls: calls.map((call, i) => ({
        id: `llama_${i}`,
        name: call.tool,
        args: (call.input ?? {}) as Record<string, unknown>,
        type: 'tool_call' as const,
      })),
      response_metadata,
      ...usage,
    });
    return { generations: [{ text: reply, message }] };
  }
}
