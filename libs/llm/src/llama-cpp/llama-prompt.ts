import { AIMessage, type BaseMessage, HumanMessage, SystemMessage, ToolMessage } from '@langchain/core/messages';
import type { ToolSpec } from '../port/chat-model.port';
import type { ForcedCall } from './answer-grammar';

/** One turn of node-llama-cpp's chat history (its `ChatHistoryItem`, plain data for the worker). */
export type LlamaHistoryItem =
  { type: 'system'; text: string } | { type: 'user'; text: string } | { type: 'model'; response: string[] };

/**
 * The conversation as node-llama-cpp's chat history (pure); its chat wrapper (ChatML for
 * SmolLM2) renders it with the model's own template. A local model has no tool-calling API, so
 * the offered tools and the answer format are part of the system text, earlier tool calls are
 * shown in that same answer format, and tool results are user turns naming their call. The
 * history ends with an empty model turn: the answer to generate.
 */
export function llamaHistory(
  messages: readonly BaseMessage[],
  tools: readonly ToolSpec[],
  force?: ForcedCall,
): LlamaHistoryItem[] {
  const system = messages.filter((m) => SystemMessage.isInstance(m)).map((m) => m.text);
  if (tools.length > 0) system.push(toolInstructions(tools, force));
  const names = new Map<string, string>();
  const history: LlamaHistoryItem[] = system.length ? [{ type: 'system', text: system.join('\n\n') }] : [];
  for (const message of messages) {
    if (HumanMessage.isInstance(message)) history.push({ type: 'user', text: message.text });
    else if (ToolMessage.isInstance(message))
      history.push({
        type: 'user',
        text: `Result of ${names.get(message.tool_call_id) ?? 'a tool'} (call ${message.tool_call_id}): ${message.text}`,
      });
    else if (AIMessage.isInstance(message)) {
      const calls = message.tool_calls ?? [];
      for (const call of calls) if (call.id) names.set(call.id, call.name);
      const answer =
        tools.length > 0 || calls.length > 0
          ? JSON.stringify({ calls: calls.map((c) => ({ tool: c.name, input: c.args })), reply: message.text })
          : message.text;
      history.push({ type: 'model', response: [answer] });
    }
  }
  return [...history, { type: 'model', response: [] }];
}

/** The tool catalogue and the answer format, as the last part of the system text. */
function toolInstructions(tools: readonly ToolSpec[], force?: ForcedCall): string {
  const one = force !== undefined && force !== 'any';
  const shown = one ? tools.filter((t) => t.name === force) : tools;
  const lines = shown.map(
    (t) => `- ${t.name}: ${t.description.replace(/\s+/g, ' ').trim()} Input: ${sketch(t.inputSchema)}`,
  );
  const format = one
    ? `Answer with one JSON object: {"calls": [{"tool": "${force}", "input": {...}}], "reply": ""}.`
    : 'Answer with one JSON object: {"calls": [{"tool": "<tool name>", "input": {...}}], "reply": "<one short sentence for the user>"}. ' +
      (force ? 'Call at least one tool.' : 'Use "calls": [] when no tool is needed.');
  return [`Tools:`, ...lines, format].join('\n');
}

/**
 * A JSON Schema in a few words (`{prompt: string, count?: integer}`): a small model reads a
 * sketch better than a schema, and the prompt stays short. The grammar enforces the real shape.
 */
export function sketch(schema: unknown, depth = 0): string {
  if (!isObject(schema)) return 'any';
  if (Array.isArray(schema['enum'])) return schema['enum'].map((v) => JSON.stringify(v)).join('|');
  if ('const' in schema) return JSON.stringify(schema['const']);
  const alternatives = (schema['oneOf'] ?? schema['anyOf']) as unknown;
  if (Array.isArray(alternatives)) return alternatives.map((a) => sketch(a, depth)).join('|');
  const type = Array.isArray(schema['type']) ? schema['type'].join('|') : schema['type'];
  if (type === 'array') return `[${depth > 2 ? '…' : sketch(schema['items'], depth + 1)}]`;
  if (type === 'object' || isObject(schema['properties'])) {
    const properties = isObject(schema['properties']) ? schema['properties'] : {};
    if (depth > 2) return '{…}';
    const required = new Set(Array.isArray(schema['required']) ? schema['required'] : []);
    const fields = Object.entries(properties).map(
      ([key, value]) => `${key}${required.has(key) ? '' : '?'}: ${sketch(value, depth + 1)}`,
    );
    return `{${fields.join(', ')}}`;
  }
  return typeof type === 'string' ? type : 'any';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
