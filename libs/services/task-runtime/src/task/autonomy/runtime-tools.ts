import Ajv, { type ValidateFunction } from 'ajv';
import type { ToolSpec } from '../../worker/task-model';
import { type RuntimeToolName } from './runtime-tools.decider';
import { UPDATE_PLAN_SPEC } from '../dag/update-plan.tool';

/** What the model is told about the runtime's own tools; their effects live in `runtime-tools.decider.ts`. */
export const RUNTIME_TOOL_SPECS: Record<RuntimeToolName, ToolSpec> = {
  update_checklist: {
    name: 'update_checklist',
    description:
      'Sets or revises the execution checklist (the plan) of this task. Items keep their results when revised under the same id or title. Mark items the user must approve with needs_approval.',
    inputSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['items'],
      properties: {
        items: {
          type: 'array',
          minItems: 1,
          maxItems: 30,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['title'],
            properties: {
              title: { type: 'string', minLength: 1, maxLength: 200 },
              id: { type: 'string', maxLength: 60 },
              needs_approval: { type: 'boolean' },
            },
          },
        },
      },
    },
  },
  update_plan: UPDATE_PLAN_SPEC,
  update_checklist_item: {
    name: 'update_checklist_item',
    description:
      'Updates one checklist item. Closing (status "done") needs evidence or a linked result; items that need approval are closed by the user.',
    inputSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['item_id', 'status'],
      properties: {
        item_id: { type: 'string' },
        status: { enum: ['open', 'in_progress', 'done', 'dropped'] },
        evidence: { type: 'string', maxLength: 1000 },
        result_ids: { type: 'array', items: { type: 'string' }, maxItems: 20 },
      },
    },
  },
  request_approval: {
    name: 'request_approval',
    description:
      'Stops the task at a checkpoint and shows the user an approval card (a proposal, optional candidates to pick from). The task continues when the user answers.',
    inputSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['proposal'],
      properties: {
        proposal: { type: 'string', minLength: 1, maxLength: 2000 },
        item_id: { type: 'string' },
        candidates: {
          type: 'array',
          maxItems: 12,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['label'],
            properties: { label: { type: 'string' }, artifact_id: { type: 'string' } },
          },
        },
      },
    },
  },
};

/** The name of the history paging tool: the worker runs it over the task's own stream. */
export const READ_HISTORY = 'read_history';

/** Read-only tools the runtime answers from the task's stream; they change nothing. */
export const HISTORY_TOOL_SPECS: Record<typeof READ_HISTORY, ToolSpec> = {
  read_history: {
    name: READ_HISTORY,
    description:
      'Reads the original events of this task by stream position: the details behind a history summary or a large result handle. Up to 40 events per call, paged by character offset (next_offset).',
    inputSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['from'],
      properties: {
        from: { type: 'integer', minimum: 0 },
        to: { type: 'integer', minimum: 0 },
        offset: { type: 'integer', minimum: 0 },
      },
    },
  },
};

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>(
  [...Object.values(RUNTIME_TOOL_SPECS), ...Object.values(HISTORY_TOOL_SPECS)].map((spec) => [
    spec.name,
    ajv.compile(spec.inputSchema),
  ]),
);

/** Schema check of a runtime tool's input; a message when it does not match. */
export function runtimeToolInputError(name: string, input: unknown): string | undefined {
  const validate = validators.get(name);
  if (!validate) return `no runtime tool named ${name}`;
  return validate(input) ? undefined : ajv.errorsText(validate.errors);
}
