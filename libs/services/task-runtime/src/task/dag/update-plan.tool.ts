import type { ToolSpec } from '../../worker/task-model';

/** The name of the DAG planning tool; its effect is decided in `update-plan.decider.ts`. */
export const UPDATE_PLAN = 'update_plan';

const ID = { type: 'string', minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_.:-]+$' };

/** What the model is told about `update_plan`. */
export const UPDATE_PLAN_SPEC: ToolSpec = {
  name: UPDATE_PLAN,
  description:
    "Sets or revises the production plan as a DAG: nodes with dependencies. A node with `run` is started by the runtime itself once every node it depends on is done (independent nodes in parallel); `references_from` passes those nodes' artifacts as references. Revising a node's call re-runs it and every node that depends on it; the rest is reused. The plan is checked against the capability registry before anything is paid: a node nobody can make refuses the plan with the reason.",
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['nodes'],
    properties: {
      nodes: {
        type: 'array',
        minItems: 1,
        maxItems: 40,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'title'],
          properties: {
            id: ID,
            title: { type: 'string', minLength: 1, maxLength: 200 },
            depends_on: { type: 'array', items: ID, maxItems: 40 },
            needs_approval: { type: 'boolean' },
            group: { type: 'string', maxLength: 60, description: 'e.g. "scene 3": progress reads "scene 3 of 6"' },
            run: {
              type: 'object',
              additionalProperties: false,
              required: ['tool', 'input'],
              properties: {
                tool: { type: 'string', minLength: 1 },
                input: { type: 'object' },
                references_from: { type: 'array', items: ID, maxItems: 8 },
              },
            },
            requires: {
              type: 'object',
              additionalProperties: false,
              required: ['kind'],
              properties: {
                kind: { type: 'string', minLength: 1 },
                inputs: { type: 'array', items: { type: 'string' }, maxItems: 8 },
              },
            },
          },
        },
      },
    },
  },
};

/** The tool's input as the schema admits it. */
export interface UpdatePlanInput {
  nodes: Array<{
    id: string;
    title: string;
    depends_on?: string[];
    needs_approval?: boolean;
    group?: string;
    run?: { tool: string; input: Record<string, unknown>; references_from?: string[] };
    requires?: { kind: string; inputs?: string[] };
  }>;
}
