import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AttachMcpServerDto } from './mcp-servers.dto';

describe('AttachMcpServerDto transport', () => {
  const errors = (body: object) =>
    validateSync(plainToInstance(AttachMcpServerDto, body)).flatMap((e) => Object.values(e.constraints ?? {}));

  it('given transport stdio, when validated, then it is refused saying stdio servers are configured by the operator', () => {
    expect(errors({ name: 'x', url: 'https://mcp.example.com/mcp', transport: 'stdio', command: 'sh' })).toContain(
      'transport must be streamable_http: stdio servers are configured by the operator (MCP_STDIO_SERVERS)',
    );
  });

  it('given streamable_http or no transport, when validated, then the transport is accepted', () => {
    expect(errors({ name: 'x', url: 'https://mcp.example.com/mcp', transport: 'streamable_http' })).toEqual([]);
    expect(errors({ name: 'x', url: 'https://mcp.example.com/mcp' })).toEqual([]);
  });
});
