import type { ProposedToolCall, ToolSpec } from '../port/chat-model.port';
import { ModelOutputError } from '../port/llm.errors';

/**
 * The JSON Schema subset node-llama-cpp turns into a grammar (`GbnfJsonSchema`): every listed
 * property is always generated, `oneOf` chooses, `additionalProperties` defaults to false, and
 * strings know only lengths and the date formats.
 */
export type GrammarSchema = Record<string, unknown>;
type JsonSchema = Record<string, unknown>;

/** The most tool calls one answer may propose: a small model must not run on until the token limit. */
export const MAX_CALLS_PER_ANSWER = 4;
/** The reply's length cap, in characters, for the same reason. */
export const MAX_REPLY_CHARS = 200;
/**
 * The longest string the grammar admits: llama.cpp refuses a grammar whose repetitions exceed
 * its limit (a `maxLength` of 2,000 did), and an unbounded string is where a small model loops.
 */
export const MAX_STRING_CHARS = 300;

const SCALARS = ['string', 'number', 'integer', 'boolean', 'null'];
const FORMATS = new Set(['date', 'time', 'date-time']);
/** Any JSON value: what a keyword the grammar cannot express (`$ref`, `allOf`, `not`) loosens to. */
const ANY: GrammarSchema = {
  oneOf: [
    { type: ['string', 'number', 'boolean', 'null'] },
    { type: 'array' },
    { type: 'object', additionalProperties: true },
  ],
};

/**
 * A tool's input schema as a grammar schema (pure). What the grammar cannot say is loosened,
 * never guessed — `pattern`, bounds on numbers and unknown formats are dropped — and strings are
 * cut to {@link MAX_STRING_CHARS}, the one tightening, so the model may
 * still produce a value the tool refuses — the runtime's registry, the router and the memory
 * validator check every answer against the real schema. An optional property
 * may be `null`, which {@link readAnswer} removes again: the subset has no optional keys.
 */
export function grammarSchema(schema: unknown): GrammarSchema {
  if (!isObject(schema)) return ANY;
  const alternatives = (schema['oneOf'] ?? schema['anyOf']) as unknown;
  if (Array.isArray(alternatives) && alternatives.length > 0) return { oneOf: alternatives.map(grammarSchema) };
  if ('const' in schema) return { const: schema['const'] };
  if (Array.isArray(schema['enum'])) return { enum: schema['enum'] };
  const type = schema['type'];
  if (Array.isArray(type)) {
    const scalars = type.filter((t) => SCALARS.includes(t as string));
    const others = type.filter((t) => !SCALARS.includes(t as string)).map((t) => grammarSchema({ ...schema, type: t }));
    if (others.length === 0) return { type: scalars };
    return { oneOf: [...(scalars.length ? [{ type: scalars }] : []), ...others] };
  }
  switch (type) {
    case 'object':
      return objectSchema(schema);
    case 'array':
      return {
        type: 'array',
        ...(schema['items'] !== undefined ? { items: grammarSchema(schema['items']) } : {}),
        ...pick(schema, ['minItems', 'maxItems']),
      };
    case 'string':
      return typeof schema['format'] === 'string' && FORMATS.has(schema['format'])
        ? { type: 'string', format: schema['format'] }
        : stringSchema(schema);
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return { type };
    default:
      // No type: properties still describe an object; anything else may be any value.
      return isObject(schema['properties']) ? objectSchema(schema) : ANY;
  }
}

function stringSchema(schema: JsonSchema): GrammarSchema {
  const maxLength = Math.min(
    typeof schema['maxLength'] === 'number' ? schema['maxLength'] : Infinity,
    MAX_STRING_CHARS,
  );
  const minLength = Math.min(typeof schema['minLength'] === 'number' ? schema['minLength'] : 0, maxLength);
  return { type: 'string', ...(minLength > 0 ? { minLength } : {}), maxLength };
}

function objectSchema(schema: JsonSchema): GrammarSchema {
  const properties = isObject(schema['properties']) ? schema['properties'] : {};
  const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);
  const converted = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => {
      const grammar = grammarSchema(value);
      return [key, required.has(key) ? grammar : { oneOf: [grammar, { type: 'null' }] }];
    }),
  );
  // Listed properties, or an explicit "no properties" (`properties: {}`, `additionalProperties:
  // false`: a tool without input): exactly those. Nothing said about them: any object.
  const closed = isObject(schema['properties']) || schema['additionalProperties'] === false;
  return Object.keys(converted).length === 0 && !closed
    ? { type: 'object', additionalProperties: true }
    : { type: 'object', properties: converted };
}

/** A call the answer must make: of this tool, or (`any`) of one of the offered tools. */
export type ForcedCall = string | 'any';

/**
 * LangChain's `tool_choice` (OpenAI's and Anthropic's shapes, or a bare name) as the call an
 * answer must make; `auto`, `none` and nothing leave the choice to the model.
 */
export function forcedCall(choice: unknown, tools: readonly ToolSpec[]): ForcedCall | undefined {
  if (choice === 'any' || choice === 'required')
    return tools.length === 1 ? tools[0].name : tools.length > 1 ? 'any' : undefined;
  const name =
    typeof choice === 'string'
      ? choice
      : isObject(choice)
        ? ((isObject(choice['function']) ? choice['function']['name'] : undefined) ?? choice['name'])
        : undefined;
  return typeof name === 'string' && tools.some((t) => t.name === name) ? name : undefined;
}

/**
 * The schema of a whole answer when tools are offered: `{"calls": [{"tool", "input"}], "reply":
 * text}`, each call one of the offered tools with its own input schema, so the model can
 * only name a tool it was given. `force` (LangChain's `tool_choice`, which structured output
 * sets) makes a call the only answer: exactly one of that tool, or at least one of any.
 */
export function answerSchema(tools: readonly ToolSpec[], force?: ForcedCall): GrammarSchema {
  const one = force !== undefined && force !== 'any';
  const offered = one ? tools.filter((t) => t.name === force) : tools;
  const call = (tool: ToolSpec): GrammarSchema => ({
    type: 'object',
    properties: { tool: { const: tool.name }, input: grammarSchema(tool.inputSchema) },
  });
  const items = offered.length === 1 ? call(offered[0]) : { oneOf: offered.map(call) };
  // The calls first: what the caller acts on is decided before any text a small model may ramble in.
  return {
    type: 'object',
    properties: {
      // One tool offered (the router's `route`) is one call: a small model otherwise repeats it.
      calls: {
        type: 'array',
        items,
        minItems: force ? 1 : 0,
        maxItems: offered.length === 1 ? 1 : MAX_CALLS_PER_ANSWER,
      },
      reply: { type: 'string', maxLength: one ? 0 : MAX_REPLY_CHARS },
    },
  };
}

/** The decision an answer holds: its reply and its tool calls, with the `null` stand-ins for absent properties removed. */
export function readAnswer(
  text: string,
  tools: readonly ToolSpec[],
  stopReason?: string,
): { reply: string; calls: ProposedToolCall[] } {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    // The grammar admits only valid JSON, so an unparseable answer was cut short.
    const why = stopReason === 'maxTokens' ? 'reached the token limit' : `stopped (${stopReason ?? 'unknown'})`;
    throw new ModelOutputError(`the local model's answer is not complete JSON: it ${why}`, [text.slice(0, 500)]);
  }
  const { reply, calls } = (isObject(answer) ? answer : {}) as { reply?: unknown; calls?: unknown };
  const proposed = (Array.isArray(calls) ? calls : []).filter(isObject).map((call) => {
    const tool = tools.find((t) => t.name === call['tool']);
    return {
      tool: String(call['tool']),
      input: tool ? withoutNullOptionals(call['input'], tool.inputSchema) : call['input'],
    };
  });
  return { reply: typeof reply === 'string' ? reply : '', calls: proposed };
}

/** Removes `null` where the schema made a property optional rather than nullable (the grammar's stand-in for "absent"). */
export function withoutNullOptionals(value: unknown, schema: unknown): unknown {
  if (!isObject(schema)) return value;
  if (Array.isArray(value)) return value.map((item) => withoutNullOptionals(item, schema['items']));
  if (!isObject(value) || !isObject(schema['properties'])) return value;
  const properties = schema['properties'];
  const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !(v === null && !required.has(key) && !allowsNull(properties[key])))
      .map(([key, v]) => [key, withoutNullOptionals(v, properties[key])]),
  );
}

function allowsNull(schema: unknown): boolean {
  if (!isObject(schema)) return true;
  const type = schema['type'];
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  if (Array.isArray(schema['enum']) && schema['enum'].includes(null)) return true;
  const alternatives = (schema['oneOf'] ?? schema['anyOf']) as unknown;
  return Array.isArray(alternatives) && alternatives.some(allowsNull);
}

function pick(schema: JsonSchema, keys: readonly string[]): JsonSchema {
  return Object.fromEntries(keys.filter((k) => typeof schema[k] === 'number').map((k) => [k, schema[k]]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
