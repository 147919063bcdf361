import type { ConfigMixinBase } from '@lomo/config';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { parseStdioServers, type McpStdioServer } from '@lomo/mcp';
import type { NodeRetryPolicy } from './task/dag/node-retry';

/** The task runtime's own settings (beyond the app's and the model's). */
export interface TaskRuntimeSettings {
  PLAN_NODE_RETRIES: number;
  PLAN_NODE_RETRY_BASE_MS: number;
  PLAN_NODE_RETRY_MAX_MS: number;
  MCP_STDIO_SERVERS?: string;
}

const AsNumber = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));

/** Adds the task runtime's settings to an app's config class (platform, task-runtime). */
export function withTaskRuntimeConfig<TBase extends ConfigMixinBase>(Base: TBase) {
  class WithTaskRuntimeConfig extends Base implements TaskRuntimeSettings {
    /** Retries of a plan node whose job failed for a passing reason (ADR 0024); 0 = none. @default 2 */
    @AsNumber()
    @IsInt()
    @Min(0)
    @Max(10)
    PLAN_NODE_RETRIES = 2;

    /** Backoff before a node's first retry, doubled for each one after, in ms. @default 1000 */
    @AsNumber()
    @IsInt()
    @Min(0)
    @Max(600_000)
    PLAN_NODE_RETRY_BASE_MS = 1_000;

    /** Longest backoff between two attempts of a node, in ms. @default 30000 */
    @AsNumber()
    @IsInt()
    @Min(0)
    @Max(3_600_000)
    PLAN_NODE_RETRY_MAX_MS = 30_000;

    /**
     * MCP servers the operator runs as child processes over stdio (docs/mcp.md): a JSON array
     * of `{name, command, args?, env? (variable names), risk?, workspaces ('*' or ids), timeoutMs?}`.
     * Only here, never through the API. @default unset (none)
     */
    @IsOptional()
    @ValidateBy({
      name: 'mcpStdioServers',
      validator: {
        validate: (value) => typeof value === 'string' && parseStdioServers(value).problems.length === 0,
        defaultMessage: (args) =>
          parseStdioServers(typeof args?.value === 'string' ? args.value : '[').problems.join('; ') ||
          'MCP_STDIO_SERVERS must be a JSON array',
      },
    })
    MCP_STDIO_SERVERS?: string;
  }
  return WithTaskRuntimeConfig;
}

/** The retry policy of a config with the task runtime's settings; undefined without them (the default policy). */
export const nodeRetriesOf = (config: Partial<TaskRuntimeSettings>): NodeRetryPolicy | undefined =>
  config.PLAN_NODE_RETRIES === undefined
    ? undefined
    : {
        maxRetries: config.PLAN_NODE_RETRIES,
        baseDelayMs: config.PLAN_NODE_RETRY_BASE_MS ?? 1_000,
        maxDelayMs: config.PLAN_NODE_RETRY_MAX_MS ?? 30_000,
      };

/** The operator's stdio MCP servers of a validated config (none when unset). */
export const mcpStdioServersOf = (config: Partial<TaskRuntimeSettings>): McpStdioServer[] =>
  parseStdioServers(config.MCP_STDIO_SERVERS).servers;
