import type { ToolDefinition, ToolOutcome, ToolRisk } from '@lomo/agent-tools';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { registryName, type McpServerAttachment } from './mcp-server';

/**
 * for a remote tool: the attachment's stated risk, else the server's annotations —
 * read-only hint → `read`, an explicit destructive hint → `irreversible` (always confirmed),
 * anything else → `write`. Hints are the server's claims; the attachment is the workspace's.
 */
export function riskOf(attachment: McpServerAttachment, tool: Tool): ToolRisk {
  const stated = attachment.risks?.[tool.name];
  if (stated) return stated;
  if (tool.annotations?.readOnlyHint === true) return 'read';
  if (tool.annotations?.destructiveHint === true) return 'irreversible';
  return 'write';
}

/** How a definition reaches its server: the registry knows nothing of MCP. */
export type McpCaller = (attachment: McpServerAttachment, tool: string, input: unknown) => Promise<CallToolResult>;

/** A remote tool as a registry definition scoped to the attachment's workspace. */
export function mcpToolDefinition(attachment: McpServerAttachment, tool: Tool, call: McpCaller): ToolDefinition {
  const risk = riskOf(attachment, tool);
  return {
    name: registryName(attachment.serverId, tool.name),
    description: `${tool.description ?? tool.name} (remote tool ${tool.name} of MCP server ${attachment.serverId})`,
    inputSchema: tool.inputSchema as Record<string, unknown>,
    risk,
    // Loaded on demand like the built-in areas: dropped from the prompt once unused, back with load_tools.
    area: 'mcp',
    // Only a server's explicit claim makes a re-run after a crash safe; otherwise the call is outcome_unknown.
    idempotent: risk === 'read' || tool.annotations?.idempotentHint === true,
    workspaceId: attachment.workspaceId,
    async run(input): Promise<ToolOutcome> {
      return { result: resultForModel(await call(attachment, tool.name, input)) };
    },
  };
}

/**
 * What the model sees of a result: the text parts, structured content when the server sent
 * it, and only the kind of any binary part (an image's bytes do not belong in a prompt).
 * A tool-level error (`isError`) is an ordinary result the model can react to.
 */
export function resultForModel(result: CallToolResult): Record<string, unknown> {
  const text = result.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
  const other = result.content.filter((part) => part.type !== 'text').map((part) => part.type);
  return {
    ...(result.isError ? { error: text || 'the remote tool reported an error' } : { text }),
    ...(result.structuredContent ? { structured: result.structuredContent } : {}),
    ...(other.length > 0 ? { omittedParts: other } : {}),
  };
}
