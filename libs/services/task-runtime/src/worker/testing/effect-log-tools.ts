import type { ToolDefinition } from '@lomo/agent-tools';
import type { SqlClient } from '@lomo/database';

/**
 * Tools for crash tests whose effects live in PostgreSQL, not in the worker's memory: a
 * worker killed with SIGKILL loses its heap, but what it did upstream must still be
 * countable by the test. `runs` counts every invocation; `effects` counts what the
 * upstream actually did — an idempotent upstream dedupes by the call id, a
 * non-idempotent one acts on every run.
 */
export const EFFECT_LOG_TABLE = 'task_runtime_test_tool_effects';

export interface ToolEffect {
  callId: string;
  tool: string;
  runs: number;
  effects: number;
}

/** Run once by the test process before any worker starts (concurrent `create table` races). */
export async function migrateEffectLog(sql: SqlClient): Promise<void> {
  await sql.query(`create table if not exists ${EFFECT_LOG_TABLE} (
     task_id text not null,
     call_id text not null,
     tool    text not null,
     runs    integer not null,
     effects integer not null,
     primary key (task_id, call_id)
   )`);
}

export async function readEffects(sql: SqlClient, taskId: string): Promise<ToolEffect[]> {
  const { rows } = await sql.query<{ call_id: string; tool: string; runs: number; effects: number }>(
    `select call_id, tool, runs, effects from ${EFFECT_LOG_TABLE} where task_id = $1 order by call_id`,
    [taskId],
  );
  return rows.map((r) => ({ callId: r.call_id, tool: r.tool, runs: r.runs, effects: r.effects }));
}

const inputSchema = {
  type: 'object',
  properties: { prompt: { type: 'string' } },
  required: ['prompt'],
  additionalProperties: false,
};

/** `render` (idempotent, like a generation upstream keyed by call id) and `publish` (not idempotent). */
export function effectLogTools(sql: SqlClient): ToolDefinition<{ prompt: string }>[] {
  const record = async (tool: string, idempotent: boolean, taskId: string, callId: string) => {
    // One statement, so a crash leaves either no trace of this run or a complete one.
    await sql.query(
      `insert into ${EFFECT_LOG_TABLE} (task_id, call_id, tool, runs, effects) values ($1, $2, $3, 1, 1)
       on conflict (task_id, call_id) do update set runs = ${EFFECT_LOG_TABLE}.runs + 1,
         effects = ${EFFECT_LOG_TABLE}.effects + ${idempotent ? 0 : 1}`,
      [taskId, callId, tool],
    );
  };
  return [
    {
      name: 'render',
      description: 'Render an image (idempotent by call id)',
      risk: 'paid',
      idempotent: true,
      inputSchema,
      run: async (input, context) => {
        await record('render', true, context.taskId, context.callId);
        return { result: { image: `img-${context.callId}`, prompt: input.prompt } };
      },
    },
    {
      name: 'publish',
      description: 'Publish to a channel (not idempotent)',
      risk: 'write',
      idempotent: false,
      inputSchema,
      run: async (input, context) => {
        await record('publish', false, context.taskId, context.callId);
        return { result: { posted: input.prompt } };
      },
    },
  ];
}
