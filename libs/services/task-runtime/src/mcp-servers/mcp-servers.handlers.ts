import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { McpAttachments, type AttachedServer } from '@lomo/mcp';
import { ApiError, isApiError, type ApiCaller, type AttachMcpServerInput, type McpServerView } from '@lomo/service-api';

/** The attachment record's field names as the API calls them. */
const API_FIELDS: Record<string, string> = { serverId: 'name', credentialRef: 'credentialId' };

const toView = ({ serverId, credentialRef, ...server }: AttachedServer): McpServerView => ({
  name: serverId,
  ...server,
  ...(credentialRef ? { credentialId: credentialRef } : {}),
});

/** A refusal of `@lomo/mcp` about one of its record's fields, named as the API names it. */
function withApiField(error: unknown): unknown {
  if (!isApiError(error) || typeof error.details.field !== 'string') return error;
  const field = error.details.field;
  return new ApiError(error.kind, error.code, error.message, { ...error.details, field: API_FIELDS[field] ?? field });
}

export class AttachMcpServer extends Command<McpServerView> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: AttachMcpServerInput,
  ) {
    super();
  }
}

/**
 * Attaches a remote MCP server to the caller's workspace: `McpAttachments` checks
 * the record and lists the server's tools before anything is stored.
 */
@CommandHandler(AttachMcpServer)
export class AttachMcpServerHandler implements ICommandHandler<AttachMcpServer> {
  constructor(private readonly attachments: McpAttachments) {}

  async execute({ caller, input }: AttachMcpServer): Promise<McpServerView> {
    try {
      const attached = await this.attachments.attach(
        {
          workspaceId: caller.workspaceId,
          serverId: input.name,
          url: input.url,
          ...(input.credentialId ? { credentialRef: input.credentialId } : {}),
          ...(input.timeoutMs ? { timeoutMs: input.timeoutMs } : {}),
          ...(input.oauth ? { oauth: input.oauth } : {}),
        },
        caller.userId,
      );
      return toView(attached);
    } catch (error) {
      throw withApiField(error);
    }
  }
}

export class ListMcpServers extends Query<McpServerView[]> {
  constructor(readonly caller: ApiCaller) {
    super();
  }
}

@QueryHandler(ListMcpServers)
export class ListMcpServersHandler implements IQueryHandler<ListMcpServers> {
  constructor(private readonly attachments: McpAttachments) {}

  async execute({ caller }: ListMcpServers): Promise<McpServerView[]> {
    return (await this.attachments.list(caller.workspaceId)).map(toView);
  }
}

export class DetachMcpServer extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly name: string,
  ) {
    super();
  }
}

/** Detaches a server; one the workspace does not have is `mcp_server_not_found`. */
@CommandHandler(DetachMcpServer)
export class DetachMcpServerHandler implements ICommandHandler<DetachMcpServer> {
  constructor(private readonly attachments: McpAttachments) {}

  async execute({ caller, name }: DetachMcpServer): Promise<void> {
    const detached = await this.attachments.detach(caller.workspaceId, name).catch((error: unknown) => {
      if (isApiError(error) && error.details.field === 'serverId')
        throw new ApiError(error.kind, error.code, error.message, { ...error.details, field: 'name' });
      throw error;
    });
    if (!detached)
      throw new ApiError('not_found', 'mcp_server_not_found', `no MCP server ${name} in this workspace`, {
        field: 'name',
      });
  }
}

/** Every MCP server handler class, for `CqrsModule`. */
export const MCP_SERVERS_HANDLERS = [AttachMcpServerHandler, ListMcpServersHandler, DetachMcpServerHandler] as const;
