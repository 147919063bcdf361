import { BaseAppConfig, loadConfig } from '@lomo/config';
import { mcpStdioServersOf, nodeRetriesOf, withTaskRuntimeConfig } from './task-runtime.config';

class Config extends withTaskRuntimeConfig(BaseAppConfig) {}

describe('the task runtime settings (plan node retries, ADR 0024)', () => {
  it('given no settings, when loaded, then failed nodes get 2 retries after 1 s and 2 s, at most 30 s apart', () => {
    expect(nodeRetriesOf(loadConfig(Config, {}))).toEqual({ maxRetries: 2, baseDelayMs: 1_000, maxDelayMs: 30_000 });
  });

  it('given retries set in the environment, when loaded, then the policy follows them (0 turns retries off)', () => {
    const config = loadConfig(Config, {
      PLAN_NODE_RETRIES: '0',
      PLAN_NODE_RETRY_BASE_MS: '250',
      PLAN_NODE_RETRY_MAX_MS: '500',
    });
    expect(nodeRetriesOf(config)).toEqual({ maxRetries: 0, baseDelayMs: 250, maxDelayMs: 500 });
  });

  it.each([
    ['PLAN_NODE_RETRIES', '-1'],
    ['PLAN_NODE_RETRIES', '11'],
    ['PLAN_NODE_RETRY_BASE_MS', 'soon'],
  ])('given %s=%s, when loaded, then the config is refused naming the setting', (key, value) => {
    expect(() => loadConfig(Config, { [key]: value })).toThrow(key);
  });
});

describe('MCP_STDIO_SERVERS (operator-declared stdio MCP servers, docs/mcp.md)', () => {
  it('given no setting, when loaded, then there are no stdio servers', () => {
    expect(mcpStdioServersOf(loadConfig(Config, {}))).toEqual([]);
  });

  it('given a valid declaration, when loaded, then the servers come back with defaults filled in', () => {
    const config = loadConfig(Config, {
      MCP_STDIO_SERVERS: JSON.stringify([
        { name: 'colours', command: '/usr/bin/colours-mcp', env: ['COLOURS_TOKEN'], workspaces: '*' },
        { name: 'fs', command: 'node', args: ['fs.mjs'], risk: 'write', workspaces: ['ws-1'], timeoutMs: 5000 },
      ]),
    });
    expect(mcpStdioServersOf(config)).toEqual([
      { name: 'colours', command: '/usr/bin/colours-mcp', args: [], env: ['COLOURS_TOKEN'], workspaces: '*' },
      { name: 'fs', command: 'node', args: ['fs.mjs'], env: [], risk: 'write', workspaces: ['ws-1'], timeoutMs: 5000 },
    ]);
  });

  it.each([
    ['not JSON', '{', 'MCP_STDIO_SERVERS must be a JSON array'],
    ['an object', '{"name":"x"}', 'MCP_STDIO_SERVERS must be a JSON array'],
    ['a bad name', '[{"name":"Bad__","command":"x","workspaces":"*"}]', 'MCP_STDIO_SERVERS[0].name'],
    ['no command', '[{"name":"x","workspaces":"*"}]', 'MCP_STDIO_SERVERS[0].command'],
    ['env values', '[{"name":"x","command":"c","env":{"A":"1"},"workspaces":"*"}]', 'MCP_STDIO_SERVERS[0].env'],
    ['a bad risk', '[{"name":"x","command":"c","risk":"safe","workspaces":"*"}]', 'MCP_STDIO_SERVERS[0].risk'],
    ['no workspaces', '[{"name":"x","command":"c"}]', 'MCP_STDIO_SERVERS[0].workspaces'],
    ['an unknown field', '[{"name":"x","command":"c","workspaces":"*","shell":true}]', 'MCP_STDIO_SERVERS[0].shell'],
    [
      'a repeated name',
      '[{"name":"x","command":"c","workspaces":"*"},{"name":"x","command":"d","workspaces":"*"}]',
      'MCP_STDIO_SERVERS[1].name repeats x',
    ],
  ])('given %s, when loaded, then the boot is refused naming the entry and field', (_case, value, message) => {
    expect(() => loadConfig(Config, { MCP_STDIO_SERVERS: value })).toThrow(message);
  });
});
