import type { OpenAPIObject } from '@nestjs/swagger';
import { closeRequestSchemas, ObjectRules, requiredWith } from './closed-schemas';

@ObjectRules({ oneOf: [{ required: ['a'] }, { required: ['b'] }] })
class RuledDto {}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const document = (): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {
    '/x': {
      parameters: [],
      post: {
        requestBody: { content: { 'application/json': { schema: ref('BodyDto') } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: ref('AnswerDto') } } } },
      },
      put: { requestBody: { content: { 'application/json': { schema: ref(RuledDto.name) } } }, responses: {} },
    },
  },
  components: {
    schemas: {
      BodyDto: {
        type: 'object',
        properties: {
          nested: { allOf: [ref('NestedDto')] },
          list: { type: 'array', items: ref('ItemDto') },
          payload: { type: 'object', additionalProperties: true },
        },
      },
      NestedDto: { type: 'object', properties: { n: { type: 'string' } } },
      ItemDto: { type: 'object', properties: { i: { type: 'string' } } },
      RuledDto: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
      AnswerDto: { type: 'object', properties: { id: { type: 'string' } } },
    },
  },
});

describe('closeRequestSchemas (the document refuses unknown fields where the server does)', () => {
  it('given request bodies, when closed, then every object they reach refuses unknown fields and a free-form payload stays open', () => {
    const { components } = closeRequestSchemas(document());
    const schemas = components!.schemas as Record<string, { additionalProperties?: unknown }>;
    expect(Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, s.additionalProperties]))).toEqual({
      BodyDto: false,
      NestedDto: false,
      ItemDto: false,
      RuledDto: false,
      AnswerDto: undefined,
    });
    expect((schemas.BodyDto as { properties: Record<string, unknown> }).properties.payload).toEqual({
      type: 'object',
      additionalProperties: true,
    });
  });

  it('given a DTO with object rules, when closed, then its schema carries them; the input is not changed', () => {
    const input = document();
    const closed = closeRequestSchemas(input);
    expect(closed.components!.schemas!.RuledDto).toMatchObject({ oneOf: [{ required: ['a'] }, { required: ['b'] }] });
    expect(input.components!.schemas!.RuledDto).not.toHaveProperty('additionalProperties');
  });

  it('given "scope task needs id", when written with requiredWith, then the other values or the field present satisfy it', () => {
    expect(requiredWith('scope', ['task'], ['workspace', 'user', 'task'], 'id')).toEqual({
      anyOf: [{ properties: { scope: { enum: ['workspace', 'user'] } } }, { required: ['id'] }],
    });
  });

  it('given a parameter whose "no U+0000" rule @nestjs/swagger left beside its schema, when closed, then the rule is in the schema', () => {
    const input = document();
    const parameter = {
      name: 'id',
      in: 'path',
      required: true,
      not: { pattern: '\\u0000' },
      schema: { type: 'string' },
    };
    (input.paths['/x'].put as { parameters?: unknown[] }).parameters = [parameter];
    const closed = closeRequestSchemas(input);
    expect((closed.paths['/x'].put as { parameters: unknown[] }).parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', not: { pattern: '\\u0000' } } },
    ]);
    expect(parameter).toHaveProperty('not');
  });
});
