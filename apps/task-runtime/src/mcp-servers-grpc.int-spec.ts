import type { INestApplication } from '@nestjs/common';
import { ToolRegistry } from '@lomo/agent-tools';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { McpAttachments } from '@lomo/mcp';
import { startMcpTestServer, type McpTestServer } from '@lomo/mcp/testing';
import { freePort, freshDatabase, type FreshDatabase } from '@lomo/testing';
import { gatewayApp } from '../../gateway/src/app';
import { bearer, startApi, type ApiFixture } from '../../gateway/src/testing/api-fixture';
import { TaskRuntimeConfig, taskRuntimeApp } from './app';

const SERVICE_TOKEN = 'mcp-grpc-service-token-0123';

/**
 * Distributed mode's /v1/mcp-servers: the standalone gateway reaches the task
 * runtime's McpServersApi over gRPC (beside TaskRuntimeApi on TaskRuntimeService); the
 * runtime lists the real SDK server's tools and stores the attachment in the shared database.
 */
describe('standalone gateway and task-runtime: MCP servers attached over gRPC', () => {
  let runtime: INestApplication;
  let api: ApiFixture;
  let database: FreshDatabase;
  let server: McpTestServer;

  beforeAll(async () => {
    server = await startMcpTestServer();
    const grpcPort = await freePort();
    database = await freshDatabase('lomo_mcp_grpc');
    const common = { LOG_LEVEL: 'silent', DATABASE_URL: database.url, SERVICE_TOKEN };
    runtime = await createLomoApp(
      taskRuntimeApp,
      // The test server listens on loopback: the operator's allowance (the default refuses it).
      loadConfig(TaskRuntimeConfig, { ...common, GRPC_PORT: String(grpcPort), MCP_PRIVATE_NETWORKS: 'allow' }),
    );
    await runtime.listen(0, '127.0.0.1');
    api = await startApi(gatewayApp, { ...common, TASK_RUNTIME_GRPC_URL: `127.0.0.1:${grpcPort}` });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await runtime?.close();
    await database?.drop();
    await server?.close();
  });

  it('given the gateway, when a server is attached, listed, refused as a duplicate and detached, then the runtime did it and its registry follows', async () => {
    const a = bearer(api.keys.a);
    const attached = await api.http.post('/v1/mcp-servers').set(a).send({ name: 'print', url: server.url }).expect(201);
    expect(attached.body.tools.map((t: { name: string; risk: string }) => [t.name, t.risk])).toContainEqual([
      'mcp__print__lookup_colour',
      'read',
    ]);
    expect((await api.http.get('/v1/mcp-servers').set(a).expect(200)).body).toEqual([attached.body]);
    const duplicate = await api.http.post('/v1/mcp-servers').set(a).send({ name: 'print', url: server.url });
    expect([duplicate.status, duplicate.body.type, duplicate.body.field]).toEqual([
      409,
      'https://lomo.dev/problems/mcp_server_exists',
      'name',
    ]);
    // The runtime's worker sees the stored attachment at its next turn.
    await runtime.get(McpAttachments, { strict: false }).sync(api.workspaces.a);
    expect(runtime.get(ToolRegistry, { strict: false }).get('mcp__print__place_order', api.workspaces.a)).toBeDefined();

    await api.http.delete('/v1/mcp-servers/print').set(a).expect(204);
    await api.http.delete('/v1/mcp-servers/print').set(a).expect(404);
    await runtime.get(McpAttachments, { strict: false }).sync(api.workspaces.a);
    expect(
      runtime.get(ToolRegistry, { strict: false }).get('mcp__print__place_order', api.workspaces.a),
    ).toBeUndefined();
    expect((await api.http.get('/v1/mcp-servers').set(a).expect(200)).body).toEqual([]);
  }, 120_000);
});
