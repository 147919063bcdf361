import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { TaskRuntimeService, type McpServer } from '@lomo/contracts';
import type { McpServerOAuthView, McpServerView, McpServersApi } from '../../mcp-servers.api';
import { plain } from '../plain';
import { rpc, voidResponse, type ApiBindings, type ApiTransport } from '../rpc';

const m = TaskRuntimeService.method;

const serverIn = (view: McpServerView) => ({ ...view, attachedAt: timestampFromDate(new Date(view.attachedAt)) });

const serverOut = (server: McpServer | undefined): McpServerView => {
  const { attachedAt: _attachedAt, ...rest } = plain<Omit<McpServerView, 'attachedAt'> & { attachedAt?: unknown }>(
    server,
  );
  return {
    ...rest,
    transport: rest.transport === 'stdio' ? 'stdio' : 'streamable_http',
    attachedAt: server?.attachedAt ? timestampDate(server.attachedAt).toISOString() : '',
  };
};

const bindings: ApiBindings<McpServersApi> = {
  // Not retried: a second attach after a lost answer is a 409 mcp_server_exists, never a second row.
  attachMcpServer: rpc(m.attachMcpServer, {
    idempotent: false,
    toRequest: (input) => ({ ...input }),
    fromRequest: (r) => [
      {
        name: r.name,
        url: r.url,
        ...(r.transport !== undefined ? { transport: r.transport as 'streamable_http' } : {}),
        ...(r.credentialId !== undefined ? { credentialId: r.credentialId } : {}),
        ...(r.timeoutMs !== undefined ? { timeoutMs: r.timeoutMs } : {}),
        ...(r.oauth ? { oauth: plain<McpServerOAuthView>(r.oauth) } : {}),
      },
    ],
    toResponse: (view) => ({ server: serverIn(view) }),
    fromResponse: (r) => serverOut(r.server),
  }),
  listMcpServers: rpc(m.listMcpServers, {
    idempotent: true,
    toRequest: () => ({}),
    fromRequest: () => [],
    toResponse: (views) => ({ servers: views.map(serverIn) }),
    fromResponse: (r) => r.servers.map(serverOut),
  }),
  // Not retried either: a retry after a lost answer would report the server as not found.
  detachMcpServer: rpc(m.detachMcpServer, {
    idempotent: false,
    toRequest: (name) => ({ name }),
    fromRequest: (r) => [r.name],
    ...voidResponse,
  }),
};

/** McpServersApi over `lomo.task_runtime.v1.TaskRuntimeService`: served by the task runtime beside TaskRuntimeApi. */
export const mcpServersTransport: ApiTransport<McpServersApi> = {
  peer: 'task-runtime',
  service: TaskRuntimeService,
  bindings,
};
