import { ModelOutputError } from '../port/llm.errors';
import type { ToolSpec } from '../port/chat-model.port';
import {
  answerSchema,
  forcedCall,
  grammarSchema,
  MAX_CALLS_PER_ANSWER,
  MAX_STRING_CHARS,
  readAnswer,
} from './answer-grammar';

const text = { type: 'string', maxLength: MAX_STRING_CHARS };

const route: ToolSpec = {
  name: 'route',
  description: 'Say where the message goes',
  inputSchema: {
    type: 'object',
    properties: {
      outcome: { type: 'string', enum: ['attach', 'create_persistent'] },
      task: { type: 'string', description: 'the ref' },
      reason: { type: 'string', pattern: '^.+$' },
    },
    required: ['outcome', 'reason'],
  },
};
const image: ToolSpec = {
  name: 'generate_image',
  description: 'Makes an image',
  inputSchema: { type: 'object', properties: { prompt: { type: 'string', minLength: 1 } }, required: ['prompt'] },
};

describe('the answer grammar of the local model (ADR 0047)', () => {
  it('given a tool schema, then required properties stay, optional ones may be null, and what the grammar cannot say is loosened', () => {
    expect(grammarSchema(route.inputSchema)).toEqual({
      type: 'object',
      properties: {
        outcome: { enum: ['attach', 'create_persistent'] },
        task: { oneOf: [text, { type: 'null' }] },
        reason: text,
      },
    });
  });

  it.each([
    ['a date pattern', { type: 'string', format: 'date' }, { type: 'string', format: 'date' }],
    ['an email format', { type: 'string', format: 'email', maxLength: 9 }, { type: 'string', maxLength: 9 }],
    ['bounded numbers', { type: 'integer', minimum: 1, maximum: 6 }, { type: 'integer' }],
    ['a nullable type list', { type: ['string', 'null'] }, { type: ['string', 'null'] }],
    [
      'a long string, cut to what llama.cpp can repeat',
      { type: 'string', minLength: 1, maxLength: 2_000 },
      { ...text, minLength: 1 },
    ],
    ['anyOf', { anyOf: [{ type: 'string' }, { type: 'number' }] }, { oneOf: [text, { type: 'number' }] }],
    [
      'an array',
      { type: 'array', items: { type: 'string' }, maxItems: 6 },
      { type: 'array', items: text, maxItems: 6 },
    ],
    ['a free-form object', { type: 'object' }, { type: 'object', additionalProperties: true }],
    [
      'a tool without input',
      { type: 'object', additionalProperties: false, properties: {} },
      { type: 'object', properties: {} },
    ],
  ])('given %s, then the grammar schema is what node-llama-cpp understands', (_, schema, grammar) => {
    expect(grammarSchema(schema)).toEqual(grammar);
  });

  it('given a $ref or allOf, then any JSON value is allowed rather than a guess', () => {
    expect(grammarSchema({ $ref: '#/$defs/x' })).toEqual(grammarSchema(undefined));
    expect(grammarSchema({ allOf: [{ type: 'string' }] })).toHaveProperty('oneOf');
  });

  it('given tools, then an answer is a reply and at most a few calls, each naming an offered tool with its input', () => {
    const schema = answerSchema([route, image]);
    expect(schema).toMatchObject({
      properties: {
        calls: { type: 'array', minItems: 0, maxItems: MAX_CALLS_PER_ANSWER },
        reply: { type: 'string' },
      },
    });
    // The calls come first: what the caller acts on is generated before any text.
    expect(Object.keys(schema['properties'] as object)).toEqual(['calls', 'reply']);
    expect(answerSchema([route])).toMatchObject({ properties: { calls: { maxItems: 1 } } });
    const calls = (schema['properties'] as Record<string, { items: { oneOf: unknown[] } }>)['calls'];
    expect(calls.items.oneOf).toEqual([
      { type: 'object', properties: { tool: { const: 'route' }, input: grammarSchema(route.inputSchema) } },
      { type: 'object', properties: { tool: { const: 'generate_image' }, input: grammarSchema(image.inputSchema) } },
    ]);
  });

  it('given a forced tool (structured output), then exactly one call of it and no reply is the only answer', () => {
    expect(answerSchema([route, image], 'route')).toEqual({
      type: 'object',
      properties: {
        calls: {
          type: 'array',
          items: { type: 'object', properties: { tool: { const: 'route' }, input: grammarSchema(route.inputSchema) } },
          minItems: 1,
          maxItems: 1,
        },
        reply: { type: 'string', maxLength: 0 },
      },
    });
  });

  it.each([
    ['any', 'route'],
    ['required', 'route'],
    [{ type: 'function', function: { name: 'route' } }, 'route'],
    [{ type: 'tool', name: 'route' }, 'route'],
    ['auto', undefined],
    ['generate_video', undefined],
    [undefined, undefined],
  ])('given tool_choice %j with one tool, then the forced call is %s', (choice, forced) => {
    expect(forcedCall(choice, [route])).toBe(forced);
  });

  it('given "any" with several tools, then some call is forced', () => {
    expect(forcedCall('any', [route, image])).toBe('any');
    expect(answerSchema([route, image], 'any')).toMatchObject({ properties: { calls: { minItems: 1, maxItems: 4 } } });
  });

  it('given an answer, then null stand-ins for absent optional properties are removed and required ones kept', () => {
    const text = JSON.stringify({
      reply: 'Routing it.',
      calls: [{ tool: 'route', input: { outcome: 'create_persistent', task: null, reason: 'new work' } }],
    });
    expect(readAnswer(text, [route])).toEqual({
      reply: 'Routing it.',
      calls: [{ tool: 'route', input: { outcome: 'create_persistent', reason: 'new work' } }],
    });
  });

  it('given an answer cut at the token limit, then it is a ModelOutputError that says so', () => {
    const cut = () => readAnswer('{"reply": "Making the pos', [image], 'maxTokens');
    expect(cut).toThrow(ModelOutputError);
    expect(cut).toThrow("the local model's answer is not complete JSON: it reached the token limit");
  });
});
