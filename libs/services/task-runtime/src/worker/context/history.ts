import type { TaskEvent } from '../../task/task.events';
import type { ChatTurn } from '../task-model';
import { READ_HISTORY } from '../../task/autonomy/runtime-tools';
import { countTokens, turnTokens } from './tokens';

/**
 * One step of history as the model saw it: the messages it consumed, its own turn and the
 * results of its calls. History is cut only between units, so an assistant's tool calls are
 * never separated from their results. `position` and `end` are stream positions (the index of
 * the event in the task stream): the handles the summaries and `read_history` use.
 */
export interface HistoryUnit {
  position: number;
  /** The position after the unit's last event (exclusive). */
  end: number;
  turns: ChatTurn[];
  tokens: number;
}

/** Options of the history layer. */
export interface HistoryOptions {
  /** A tool result above this many tokens is kept as a handle with a preview (R-8.5). @default 1500 */
  largeResultTokens?: number;
}

const PREVIEW_CHARS = 400;

/** The units of `events` from stream position `from` on; message texts are read from the whole stream. */
export function historyUnits(events: readonly TaskEvent[], from = 0, options: HistoryOptions = {}): HistoryUnit[] {
  const large = options.largeResultTokens ?? 1500;
  const texts = new Map<string, string>();
  const pages = new Set<string>();
  const units: HistoryUnit[] = [];
  const open = (position: number, turns: ChatTurn[]) => units.push({ position, end: position + 1, turns, tokens: 0 });
  const attach = (position: number, turn: ChatTurn) => {
    const last = units.at(-1);
    if (!last) return open(position, [turn]);
    last.turns.push(turn);
    last.end = position + 1;
  };
  events.forEach((event, position) => {
    if (event.type === 'MessageDelivered' || event.type === 'MessageReplaced')
      texts.set(event.data.messageId, event.data.text);
    if (position < from) return;
    switch (event.type) {
      case 'StepDecided':
        for (const c of event.data.toolCalls ?? []) if (c.tool === READ_HISTORY) pages.add(c.id);
        open(position, [
          ...(event.data.consumedMessageIds ?? []).map((id): ChatTurn => ({
            role: 'user',
            content: texts.get(id) ?? '',
          })),
          {
            role: 'assistant',
            content: event.data.output,
            toolCalls: (event.data.toolCalls ?? []).map((c) => ({ id: c.id, tool: c.tool, input: c.input })),
          },
        ]);
        break;
      case 'ToolCallCompleted':
        attach(position, {
          role: 'tool',
          callId: event.data.callId,
          // A read_history page is the way back to a large result: it is already bounded, never a handle itself.
          content: resultText(event.data.result, position, pages.has(event.data.callId) ? Infinity : large),
        });
        break;
      case 'ToolCallOutcomeUnknown':
        // R-4.3: the model must check the current state before trying again.
        attach(position, {
          role: 'tool',
          callId: event.data.callId,
          content: JSON.stringify({ outcome: 'unknown', advice: 'check current state before retrying' }),
        });
        break;
      case 'CheckpointAnswered': {
        const { cardId, action, candidateId } = event.data;
        open(position, [
          { role: 'user', content: `[approval card ${cardId}] ${action}${candidateId ? ` ${candidateId}` : ''}` },
        ]);
        break;
      }
      case 'ExternalEventReceived':
        open(position, [
          {
            role: 'user',
            content: `[${event.data.source} ${event.data.eventId}] ${JSON.stringify(event.data.result)}`,
          },
        ]);
        break;
      default:
        break;
    }
  });
  for (const unit of units) unit.tokens = unit.turns.reduce((sum, turn) => sum + turnTokens(turn), 0);
  return units;
}

/**
 * A result small enough stays verbatim; a large one (an asset list, a flow's node data) stays
 * in the stream and the context gets its handle, size and a preview (R-8.5).
 */
function resultText(result: unknown, position: number, largeTokens: number): string {
  const text = JSON.stringify(result) ?? 'null';
  const tokens = countTokens(text);
  if (tokens <= largeTokens) return text;
  return JSON.stringify({
    large_result: { handle: position, tokens, chars: text.length },
    preview: text.slice(0, PREVIEW_CHARS),
    note: `read it with read_history({"from": ${position}, "to": ${position + 1}, "offset": 0})`,
  });
}
