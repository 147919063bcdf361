import { Body, Delete, Get, HttpCode, Inject, Optional, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { MCP_SERVERS_API, type ApiCaller, type McpServersApi, type McpServerView } from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { mcpServerLinks } from '../http/api-links';
import { ApiProblems, POST_BODY } from '../http/api-problems';
import { GatewayController, hosted } from '../http/gateway-controller';
import { IdempotencyKeyHeader } from '../http/idempotency';
import { AttachMcpServerDto, McpServerDto, McpServerNameParam } from './mcp-servers.dto';

/**
 * Remote MCP servers of the workspace, owned by the task runtime: attaching lists
 * the server's tools once (the server must answer), each then offered to the workspace's
 * tasks under its risk class and the workspace's tool policies (`/v1/tool-policies`).
 */
@GatewayController('mcp-servers', 'mcp servers')
export class McpServersController {
  constructor(@Optional() @Inject(MCP_SERVERS_API) private readonly mcp?: McpServersApi) {}

  @Post()
  @ApiProblems(...POST_BODY)
  @HttpCode(201)
  @RequireScope('write')
  @IdempotencyKeyHeader()
  @ApiOperation({
    summary: 'Attach an MCP server: its tools are listed and stored; 422 when the URL or credential does not work',
  })
  @ApiCreatedResponse({ type: McpServerDto, links: mcpServerLinks() })
  attach(@Caller() caller: ApiCaller, @Body() body: AttachMcpServerDto): Promise<McpServerView> {
    return hosted(this.mcp, 'task-runtime').attachMcpServer(caller, body);
  }

  @Get()
  @ApiOperation({ summary: "The workspace's MCP servers with their tools, risk classes and declared policies" })
  @ApiOkResponse({ type: [McpServerDto] })
  list(@Caller() caller: ApiCaller): Promise<McpServerView[]> {
    return hosted(this.mcp, 'task-runtime').listMcpServers(caller);
  }

  @Delete(':name')
  @ApiProblems(404)
  @HttpCode(204)
  @RequireScope('write')
  @ApiOperation({ summary: 'Detach an MCP server: its tools are no longer offered or callable' })
  @ApiNoContentResponse()
  async detach(@Caller() caller: ApiCaller, @Param() p: McpServerNameParam): Promise<void> {
    await hosted(this.mcp, 'task-runtime').detachMcpServer(caller, p.name);
  }
}
