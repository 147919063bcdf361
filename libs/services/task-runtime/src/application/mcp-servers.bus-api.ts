import type { Buses } from '@lomo/event-store';
import type { ApiCaller, AttachMcpServerInput, McpServersApi, McpServerView } from '@lomo/service-api';
import { AttachMcpServer, DetachMcpServer, ListMcpServers } from '../mcp-servers/mcp-servers.handlers';

/**
 * The workspace's remote MCP servers through the application API, each call a
 * command or query on the buses answered in `mcp-servers/`. The task runtime owns them: it is
 * the process that calls the servers, with the token resolved from the vault per call
 * (`toolCredentials`), never stored in an attachment, an event or a reply.
 */
export class McpServersBusApi implements McpServersApi {
  constructor(private readonly buses: Buses) {}

  attachMcpServer(caller: ApiCaller, input: AttachMcpServerInput): Promise<McpServerView> {
    return this.buses.commands.execute(new AttachMcpServer(caller, input));
  }

  listMcpServers(caller: ApiCaller): Promise<McpServerView[]> {
    return this.buses.queries.execute(new ListMcpServers(caller));
  }

  detachMcpServer(caller: ApiCaller, name: string): Promise<void> {
    return this.buses.commands.execute(new DetachMcpServer(caller, name));
  }
}
