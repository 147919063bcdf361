import { countTokens } from '@lomo/llm';
import type { ChatTurn, ToolSpec } from '../task-model';

export { countTokens };

/** A turn as it is sent: its content, its calls and the few tokens of per-message framing. */
export function turnTokens(turn: ChatTurn): number {
  const calls = turn.role === 'assistant' && turn.toolCalls?.length ? JSON.stringify(turn.toolCalls) : '';
  return 4 + countTokens(turn.content) + (calls ? countTokens(calls) : 0);
}

/** Tool specs as the provider receives them (name, description, JSON schema). */
export function toolTokens(tools: readonly ToolSpec[]): number {
  return tools.length === 0 ? 0 : countTokens(JSON.stringify(tools));
}
