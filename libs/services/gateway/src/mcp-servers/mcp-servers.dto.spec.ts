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

  it('given oauth with an issuer and client id, when validated, then it needs credentialId (the client secret) and checks its fields', () => {
    const base = { name: 'x', url: 'https://mcp.example.com/mcp' };
    const oauth = { issuer: 'https://auth.example.com', clientId: 'lomo' };
    const credentialId = '7d7c4c1e-4f7e-4a4e-9f59-6a1c1d0e2b11';
    expect(errors({ ...base, credentialId, oauth })).toEqual([]);
    expect(errors({ ...base, credentialId, oauth: { ...oauth, scope: 'tools:read' } })).toEqual([]);
    expect(errors({ ...base, oauth })).toContain(
      'oauth requires credentialId: the vault credential holding the client secret',
    );
    const nested = (body: object) =>
      validateSync(plainToInstance(AttachMcpServerDto, body)).flatMap((e) => (e.children ?? []).map((c) => c.property));
    expect(nested({ ...base, credentialId, oauth: { issuer: oauth.issuer } })).toEqual(['clientId']);
    expect(nested({ ...base, credentialId, oauth: { ...oauth, issuer: 'ftp://auth.example.com' } })).toEqual([
      'issuer',
    ]);
    expect(nested({ ...base, credentialId, oauth: { ...oauth, clientId: 'with space' } })).toEqual(['clientId']);
  });
});
