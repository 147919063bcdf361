import Ajv from 'ajv';
import { ApiError } from '@lomo/service-api';

/** JSON Schemas of the API's inputs; the agent tools declare the same ones to the model. */
const id = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' } as const;
const version = { type: 'integer', minimum: 1 } as const;

export const OBJECT_KINDS = ['image', 'video', 'model3d', 'audio', 'document', 'material_set', 'flow'] as const;

const flowInput = {
  type: 'object',
  additionalProperties: false,
  required: ['inputName', 'fromNodeId', 'fromOutput'],
  properties: {
    inputName: { type: 'string', minLength: 1, maxLength: 100 },
    fromNodeId: id,
    fromOutput: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

export const flowNodeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nodeId', 'nodeType', 'params', 'inputs'],
  properties: {
    nodeId: id,
    nodeType: { type: 'string', minLength: 1, maxLength: 200 },
    params: { type: 'object' },
    inputs: { type: 'array', items: flowInput, maxItems: 100 },
  },
} as const;

export const flowGraphSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nodes'],
  properties: { nodes: { type: 'array', items: flowNodeSchema } },
} as const;

export const flowEditSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['op', 'node'],
      properties: { op: { const: 'add' }, node: flowNodeSchema },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['op', 'nodeId'],
      properties: {
        op: { const: 'update' },
        nodeId: id,
        nodeType: { type: 'string', minLength: 1, maxLength: 200 },
        params: { type: 'object' },
        inputs: { type: 'array', items: flowInput, maxItems: 100 },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['op', 'nodeId'],
      properties: { op: { const: 'remove' }, nodeId: id },
    },
  ],
} as const;

const fragmentEdit = {
  type: 'object',
  additionalProperties: false,
  required: ['oldText', 'newText'],
  properties: { oldText: { type: 'string', minLength: 1 }, newText: { type: 'string' } },
} as const;

export const documentChangeSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'text'],
      properties: { type: { const: 'replace' }, text: { type: 'string' } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'edits'],
      properties: {
        type: { const: 'fragments' },
        edits: { type: 'array', items: fragmentEdit, minItems: 1, maxItems: 100 },
      },
    },
  ],
} as const;

export const SCHEMAS = {
  objectId: id,
  taskId: id,
  version,
  name: { type: 'string', minLength: 1, maxLength: 200 },
  kind: { enum: OBJECT_KINDS },
  updateDocument: {
    type: 'object',
    required: ['baseVersion', 'change'],
    properties: { baseVersion: version, change: documentChangeSchema, taskId: id },
  },
  editFlow: {
    type: 'object',
    required: ['baseVersion', 'edits'],
    properties: {
      baseVersion: version,
      edits: { type: 'array', items: flowEditSchema, minItems: 1, maxItems: 100 },
      taskId: id,
    },
  },
  flowGraph: flowGraphSchema,
  paging: {
    type: 'object',
    properties: {
      version,
      offset: { type: 'integer', minimum: 0 },
      limit: { type: 'integer', minimum: 1, maximum: 100_000 },
      after: { type: 'string', maxLength: 128 },
      afterVersion: { type: 'integer', minimum: 0 },
      kind: { enum: OBJECT_KINDS },
      taskId: id,
    },
  },
  noticeIds: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 300 }, maxItems: 1000 },
  confirmation: {
    type: 'object',
    required: ['confirmationId'],
    properties: { confirmationId: { type: 'string', minLength: 1, maxLength: 200 } },
  },
} as const;

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = Object.fromEntries(
  Object.entries(SCHEMAS).map(([name, schema]) => [name, ajv.compile(schema)]),
) as Record<keyof typeof SCHEMAS, ReturnType<typeof ajv.compile>>;

/** @throws ApiError invalid `invalid_input` naming the field, before anything is read or written. */
export function validateInput(schema: keyof typeof SCHEMAS, value: unknown, field: string = schema): void {
  const validate = validators[schema];
  if (!validate(value))
    throw new ApiError('invalid', 'invalid_input', `${field}: ${ajv.errorsText(validate.errors, { dataVar: field })}`, {
      field,
    });
}
