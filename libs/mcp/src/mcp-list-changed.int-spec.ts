import { ToolRegistry } from '@lomo/agent-tools';
import { startMcpTestServer, type McpTestServer } from './testing';
import { McpAttachments } from './mcp-attachments';
import { configCredentials } from './mcp-credentials';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { memoryMcpServers, SqlMcpServers, type McpServerStore } from './mcp-server-store';

const LOOPBACK_ALLOWED = { privateNetworks: 'allow' } as const;
const context = { taskId: 't-1', workspaceId: 'ws-a', callId: '1:1:0', generation: 1 };
const credentials = configCredentials({ 'cred-print': 's3cret-token' });
const attachment = (url: string) => ({ workspaceId: 'ws-a', serverId: 'print', url, credentialRef: 'cred-print' });
const names = (registry: ToolRegistry) => registry.list('ws-a').map((t) => t.name);

/**
 * `notifications/tools/list_changed` (issue 31) against a real SDK server: a tool call during
 * which the server says its tools changed refreshes the stored list, this replica's registry at
 * once and another replica's at its next sync; remote tools are the `mcp` area (loaded on demand).
 */
describe.each(['memory', 'PGlite (mcp_servers)'])(
  'remote MCP tools: the tool list follows the server (notifications/tools/list_changed), %s store',
  (kind) => {
    let server: McpTestServer;
    let store: McpServerStore;
    let sql: SqlClient | undefined;
    beforeEach(async () => {
      server = await startMcpTestServer({ token: 's3cret-token', listChanging: true });
      if (kind === 'memory') store = memoryMcpServers();
      else {
        sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
        const sqlStore = new SqlMcpServers(sql);
        await sqlStore.migrate();
        store = sqlStore;
      }
    });
    afterEach(async () => {
      await server.close();
      await sql?.close();
    });

    it('given a call during which the server says its tools changed, then the new tool is registered here at once and on another replica at its next sync', async () => {
      const here = new ToolRegistry();
      const there = new ToolRegistry();
      const one = new McpAttachments(here, credentials, store, undefined, [], LOOPBACK_ALLOWED);
      const two = new McpAttachments(there, credentials, store, undefined, [], LOOPBACK_ALLOWED);
      await one.attach(attachment(server.url), 'alice');
      await two.sync('ws-a');
      expect(names(here)).not.toContain('mcp__print__archive');
      expect(here.list('ws-a').every((t) => t.area === 'mcp')).toBe(true);

      const unlocked = await here.get('mcp__print__unlock', 'ws-a')!.run({}, context);
      expect(unlocked).toEqual({ result: { text: 'unlocked' } });
      expect(names(here)).toContain('mcp__print__archive');
      expect((await store.get('ws-a', 'print'))?.toolsAt).toEqual(expect.any(String));
      const archived = await here.get('mcp__print__archive', 'ws-a')!.run({ orderNo: 3 }, context);
      expect(archived).toEqual({ result: { text: 'order 3 archived' } });

      expect(names(there)).not.toContain('mcp__print__archive');
      await two.sync('ws-a');
      expect(names(there)).toEqual(names(here));
      expect((await two.list('ws-a'))[0]!.tools.map((t) => t.remoteName)).toContain('archive');
    });

    it('given a call without a change notice, then the stored list and the registry stay as they were', async () => {
      const here = new ToolRegistry();
      const one = new McpAttachments(here, credentials, store, undefined, [], LOOPBACK_ALLOWED);
      await one.attach(attachment(server.url), 'alice');
      const before = names(here);
      await here.get('mcp__print__lookup_colour', 'ws-a')!.run({ name: 'teal' }, context);
      expect(names(here)).toEqual(before);
      expect((await store.get('ws-a', 'print'))?.toolsAt).toBeUndefined();
    });
  },
);
