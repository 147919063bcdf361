export * from './mcp-test-server';
