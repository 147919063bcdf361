import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import {
  BaseChatModel,
  type BaseChatModelCallOptions,
  type BaseChatModelParams,
  type BindToolsInput,
} from '@langchain/core/language_models/chat_models';
import {
  AIMessage,
  type AIMessageChunk,
  type BaseMessage,
  HumanMessage,
  SystemMessage,
  ToolMessage,
} from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import type { Runnable } from '@langchain/core/runnables';
import { languageFromSystem, RUNTIME_SPEAKER, toToolSpec } from '../langchain/to-langchain';
import type { ModelInput, ModelMessage } from '../port/chat-model.port';
import { planOfflineStep } from './offline-planner';

/** The name the offline planner reports as `ModelDecision.model`. */
export const OFFLINE_PLANNER_MODEL = 'lomo-offline-planner';

/** Call options of the offline planner: the tools `bindTools` attached. */
export interface OfflinePlannerCallOptions extends BaseChatModelCallOptions {
  tools?: BindToolsInput[];
}

/**
 * The offline planner as a LangChain chat model. It is a `BaseChatModel` rather than a
 * second port implementation so that embedded mode runs the very code path a real provider
 * runs — message mapping, `bindTools`, `AIMessage.tool_calls` parsing, call-id translation —
 * and a defect there shows up without an API key. The planning itself is the pure
 * {@link planOfflineStep}; this class only translates LangChain messages back to the port's.
 */
export class OfflinePlannerChatModel extends BaseChatModel<OfflinePlannerCallOptions> {
  constructor(fields: BaseChatModelParams = {}) {
    super(fields);
  }

  _llmType(): string {
    return OFFLINE_PLANNER_MODEL;
  }

  override bindTools(
    tools: BindToolsInput[],
    kwargs?: Partial<OfflinePlannerCallOptions>,
  ): Runnable<BaseLanguageModelInput, AIMessageChunk, OfflinePlannerCallOptions> {
    return this.withConfig({ ...kwargs, tools });
  }

  async _generate(messages: BaseMessage[], options: this['ParsedCallOptions']): Promise<ChatResult> {
    const step = planOfflineStep(toModelInput(messages, options.tools ?? []));
    const message = new AIMessage({
      content: step.text,
      // Provider-style ids; the runtime replaces them with its own `turn:step:index` ids.
      tool_calls: step.toolCalls.map((call, i) => ({
        id: `offline_${i}`,
        name: call.tool,
        args: call.input as Record<string, unknown>,
        type: 'tool_call' as const,
      })),
      response_metadata: { model_name: OFFLINE_PLANNER_MODEL },
    });
    return { generations: [{ text: step.text, message }] };
  }
}

/** LangChain messages and bound tools back to the port's input, as the planner reads it. */
function toModelInput(messages: readonly BaseMessage[], tools: readonly BindToolsInput[]): ModelInput {
  const system: string[] = [];
  const history: ModelMessage[] = [];
  for (const message of messages) {
    if (SystemMessage.isInstance(message)) system.push(message.text);
    else if (HumanMessage.isInstance(message))
      history.push({
        role: 'user',
        content: message.text,
        ...(message.name === RUNTIME_SPEAKER ? { runtime: true as const } : {}),
      });
    else if (ToolMessage.isInstance(message))
      history.push({ role: 'tool', callId: message.tool_call_id, content: message.text });
    else if (AIMessage.isInstance(message)) {
      const toolCalls = (message.tool_calls ?? []).map((c) => ({ id: c.id ?? '', tool: c.name, input: c.args }));
      history.push({ role: 'assistant', content: message.text, toolCalls });
    }
  }
  const systemText = system.join('\n');
  const language = languageFromSystem(systemText);
  return { system: systemText, messages: history, tools: tools.map(toToolSpec), ...(language ? { language } : {}) };
}
