export * from './mcp-server';
export * from './mcp-credentials';
export * from './mcp-client';
export * from './mcp-tools';
export * from './mcp-attachments';
export * from './mcp-server-store';
export * from './mcp-stdio';
export * from './mcp-network';
