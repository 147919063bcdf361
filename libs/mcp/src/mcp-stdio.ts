import type { McpToolRisk } from './mcp-server';

/**
 * An MCP server the OPERATOR declares in the deployment's configuration (`MCP_STDIO_SERVERS`),
 * started as a child process per operation and spoken to over stdio. Never accepted through
 * the API: a client of the API must not be able to make the service spawn a command.
 */
export interface McpStdioServer {
  /** Same rule as an attachment's name: the tools are registered as `mcp__<name>__<tool>`. */
  name: string;
  command: string;
  args: string[];
  /** NAMES of the service's environment variables handed to the process (their values never leave it). */
  env: string[];
  /** Risk class of every tool of the server, overriding its hints. */
  risk?: McpToolRisk;
  /** The workspaces that see the server: `'*'` (all) or a list of ids. */
  workspaces: '*' | string[];
  /** Deadline of one operation (spawn + initialize + request). @default 15000 */
  timeoutMs?: number;
}

const NAME = /^(?!.*__)[a-z][a-z0-9_]{0,23}$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RISKS: readonly string[] = ['read', 'write', 'paid', 'irreversible'];
const FIELDS = new Set(['name', 'command', 'args', 'env', 'risk', 'workspaces', 'timeoutMs']);

/**
 * Parses `MCP_STDIO_SERVERS` (a JSON array). Returns the servers or the list of problems,
 * each naming the entry and field, so the boot can refuse with all of them at once.
 */
export function parseStdioServers(text: string | undefined): { servers: McpStdioServer[]; problems: string[] } {
  if (text === undefined || text.trim() === '') return { servers: [], problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { servers: [], problems: ['MCP_STDIO_SERVERS must be a JSON array'] };
  }
  if (!Array.isArray(raw)) return { servers: [], problems: ['MCP_STDIO_SERVERS must be a JSON array'] };
  const problems: string[] = [];
  const names = new Set<string>();
  const servers = raw.map((entry: Record<string, unknown>, i): McpStdioServer => {
    const bad = (field: string, detail: string) => problems.push(`MCP_STDIO_SERVERS[${i}].${field} ${detail}`);
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`MCP_STDIO_SERVERS[${i}] must be an object`);
      return {} as McpStdioServer;
    }
    for (const key of Object.keys(entry)) if (!FIELDS.has(key)) bad(key, 'is not a known field');
    const { name, command, args = [], env = [], risk, workspaces, timeoutMs } = entry;
    if (typeof name !== 'string' || !NAME.test(name)) bad('name', 'must match [a-z][a-z0-9_]{0,23} without __');
    else if (names.has(name)) bad('name', `repeats ${name}`);
    else names.add(name);
    if (typeof command !== 'string' || command === '') bad('command', 'must be a non-empty string');
    if (!isStrings(args)) bad('args', 'must be an array of strings');
    if (!isStrings(env) || !env.every((n) => ENV_NAME.test(n))) bad('env', 'must be an array of variable names');
    if (risk !== undefined && !RISKS.includes(risk as string)) bad('risk', `must be one of ${RISKS.join(', ')}`);
    if (workspaces !== '*' && !(isStrings(workspaces) && workspaces.length > 0))
      bad('workspaces', "must be '*' or a non-empty array of workspace ids");
    if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && (timeoutMs as number) > 0))
      bad('timeoutMs', 'must be a positive integer');
    return entry as unknown as McpStdioServer;
  });
  if (problems.length > 0) return { servers: [], problems };
  return { servers: servers.map((s) => ({ ...s, args: s.args ?? [], env: s.env ?? [] })), problems };
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The server applies to the workspace. */
export const servesWorkspace = (server: McpStdioServer, workspaceId: string) =>
  server.workspaces === '*' || server.workspaces.includes(workspaceId);

/** The named variables' values from this process's environment (unset ones are left out). */
export function stdioEnvironment(server: McpStdioServer, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(server.env.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]!]])));
}
