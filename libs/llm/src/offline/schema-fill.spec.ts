import Ajv from 'ajv';
import { fillSchema } from './schema-fill';

const ajv = new Ajv({ strict: false });
const hints = { text: 'a retro poster', list: ['first', 'second'] };

describe('fillSchema', () => {
  it.each([
    [
      'required string and enum',
      {
        type: 'object',
        properties: { prompt: { type: 'string' }, size: { enum: ['512', '1024'] } },
        required: ['prompt', 'size'],
      },
    ],
    [
      'bounded numbers',
      {
        type: 'object',
        properties: { n: { type: 'integer', minimum: 2, maximum: 4 }, w: { type: 'number', exclusiveMinimum: 0 } },
        required: ['n', 'w'],
      },
    ],
    [
      'a long text cut to maxLength',
      { type: 'object', properties: { title: { type: 'string', maxLength: 5 } }, required: ['title'] },
    ],
    [
      'an array of objects from the list',
      {
        type: 'object',
        properties: {
          items: {
            type: 'array',
            minItems: 2,
            uniqueItems: true,
            items: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] },
          },
        },
        required: ['items'],
      },
    ],
    [
      'nullable and anyOf',
      {
        type: 'object',
        properties: {
          style: { type: ['null', 'string'] },
          ref: { anyOf: [{ type: 'string', pattern: 'x' }, { type: 'boolean' }] },
        },
        required: ['style', 'ref'],
      },
    ],
    [
      'defaults and consts',
      {
        type: 'object',
        properties: { mode: { const: 'draft' }, steps: { type: 'integer', default: 30 } },
        required: ['mode', 'steps'],
        additionalProperties: false,
      },
    ],
    [
      'optional prompt filled, other optionals left out',
      { type: 'object', properties: { prompt: { type: 'string' }, seed: { type: 'integer' } } },
    ],
  ])('fills %s with a value its schema accepts', (_name, schema) => {
    const value = fillSchema(schema, hints);

    expect(value).toBeDefined();
    expect(ajv.validate(schema, value)).toBe(true);
  });

  it('puts the request into text fields and the list into arrays', () => {
    expect(
      fillSchema(
        {
          type: 'object',
          properties: { prompt: { type: 'string' }, items: { type: 'array', items: { type: 'string' } } },
        },
        hints,
      ),
    ).toEqual({
      prompt: 'a retro poster',
      items: ['first', 'second'],
    });
  });

  it.each([
    ['an optional number field', { seconds: { type: 'number', minimum: 0 } }, 5],
    ['a required integer field', { duration_seconds: { type: 'integer', minimum: 1 } }, 5],
    ['a field capped below the request', { duration: { type: 'integer', minimum: 1, maximum: 4 } }, 4],
  ])(
    'given a request naming 5 seconds, when filling %s, then it carries the duration within bounds',
    (_name, properties, expected) => {
      const [key] = Object.keys(properties);
      const schema = { type: 'object', properties: { prompt: { type: 'string' }, ...properties }, required: [key] };

      const value = fillSchema(schema, { ...hints, seconds: 5 });

      expect(value).toEqual({ prompt: 'a retro poster', [key]: expected });
      expect(ajv.validate(schema, value)).toBe(true);
    },
  );

  it('given no duration in the request, when filling an optional duration field, then it is left to the tool default', () => {
    expect(fillSchema({ type: 'object', properties: { seconds: { type: 'number' } } }, hints)).toEqual({});
  });

  it.each([
    ['a pattern', { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } }, required: ['id'] }],
    ['a format', { type: 'object', properties: { url: { type: 'string', format: 'uri' } }, required: ['url'] }],
    [
      'oneOf',
      { type: 'object', properties: { v: { oneOf: [{ type: 'string' }, { type: 'number' }] } }, required: ['v'] },
    ],
    ['a $ref', { type: 'object', properties: { v: { $ref: '#/definitions/x' } }, required: ['v'] }],
    ['a required key without a schema', { type: 'object', properties: {}, required: ['ghost'] }],
    ['more items than the list has', { type: 'array', minItems: 3, items: { type: 'string' } }],
    ['a text shorter than minLength', { type: 'string', minLength: 100 }],
    ['an impossible number', { type: 'integer', minimum: 5, maximum: 3 }],
  ])('gives up on %s rather than guess', (_name, schema) => {
    expect(fillSchema(schema, hints)).toBeUndefined();
  });
});
