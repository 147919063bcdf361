import { Client, credentials, Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { create } from '@bufbuild/protobuf';
import { GetTaskRequestSchema, ReadThreadRequestSchema, RouterService, TaskRuntimeService } from '@lomo/contracts';
import { ApiError } from '../api-error';
import type { ApiCaller } from '../caller';
import type { MainThreadEntry, RouterApi } from '../router.api';
import { billingTransport } from './bindings/billing.binding';
import { mcpServersTransport } from './bindings/mcp-servers.binding';
import { routerTransport } from './bindings/router.binding';
import { taskRuntimeTransport } from './bindings/task-runtime.binding';
import { workspaceTransport } from './bindings/workspace.binding';
import { currentCallContext } from './call-context';
import { GrpcPeer, grpcClient } from './client';
import { callMetadata } from './credentials';
import { pathOf, requestCodec, responseCodec } from './rpc';
import { apiHandlers, GrpcServer } from './server';

const TOKEN = 'a-service-token-for-tests';
const alice: ApiCaller = { workspaceId: 'ws-a', userId: 'alice' };

/** An in-memory router: what the real one answers, minus routing. */
class FakeRouter implements RouterApi {
  readonly entries: MainThreadEntry[] = [];
  slowMs = 0;
  async postMessage(caller: ApiCaller, input: { messageId: string; text: string; taskId?: string }) {
    if (input.text === '') throw new ApiError('invalid', 'empty_text', 'text is empty', { field: 'text' });
    if (this.slowMs) await new Promise((r) => setTimeout(r, this.slowMs));
    const entry: MainThreadEntry = {
      messageId: input.messageId,
      text: `${caller.workspaceId}/${caller.userId}: ${input.text}`,
      postedAt: '2026-01-01T00:00:00.000Z',
      ...(input.taskId ? { target: { taskId: input.taskId } } : {}),
      decision: input.taskId ? 'delivered_to_task' : 'created_task',
      taskIds: ['t-1'],
      position: '42',
    };
    this.entries.push(entry);
    return entry;
  }
  async readThread(_caller: ApiCaller, query?: { limit?: number }) {
    return this.entries.slice(0, query?.limit ?? 100);
  }
  async answerCard(_caller: ApiCaller, messageId: string): Promise<MainThreadEntry> {
    const entry = this.entries.find((e) => e.messageId === messageId);
    if (!entry) throw new ApiError('not_found', 'no_open_card', `no open card for ${messageId}`);
    return entry;
  }
  async moveMessage(caller: ApiCaller, messageId: string): Promise<MainThreadEntry> {
    return this.answerCard(caller, messageId);
  }
  async erasePerson() {
    return { messages: this.entries.length, documents: 0 };
  }
}

async function serve(router: RouterApi) {
  const server = new GrpcServer({
    host: '127.0.0.1',
    port: 0,
    token: TOKEN,
    services: [{ service: RouterService, handlers: apiHandlers(router, routerTransport.bindings) }],
  });
  const port = await server.start();
  return { server, address: `127.0.0.1:${port}` };
}

/** A raw unary call, as another language's client would make it. */
function rawCall(address: string, metadata: Metadata): Promise<ServiceError | undefined> {
  const client = new Client(address, credentials.createInsecure());
  const method = RouterService.method.readThread;
  return new Promise((resolve) =>
    client.makeUnaryRequest(
      pathOf(method),
      requestCodec(method).serialize as (v: unknown) => Buffer,
      responseCodec(method).deserialize,
      create(ReadThreadRequestSchema, {}),
      metadata,
      (error) => {
        client.close();
        resolve(error ?? undefined);
      },
    ),
  );
}

describe('gRPC transport of the application APIs', () => {
  let router: FakeRouter;
  let server: GrpcServer;
  let address: string;
  const peers: GrpcPeer[] = [];
  const servers: GrpcServer[] = [];
  const clientOf = (options: Partial<{ token: string; deadlineMs: number; address: string }> = {}) => {
    const peer = new GrpcPeer('router', { address, token: TOKEN, ...options });
    peers.push(peer);
    return grpcClient(peer, routerTransport);
  };

  beforeEach(async () => {
    router = new FakeRouter();
    ({ server, address } = await serve(router));
  });
  afterEach(async () => {
    peers.splice(0).forEach((p) => p.close());
    await server.stop(100);
    await Promise.all(servers.splice(0).map((s) => s.stop(100)));
  });

  it('given the in-process router and its gRPC client, when the same calls are made, then the answers are equal and the caller arrives from metadata', async () => {
    const direct = new FakeRouter();
    const viaGrpc = clientOf();
    const input = { messageId: 'm-1', text: 'a red cat, watercolour', taskId: 't-42' };
    expect(await viaGrpc.postMessage(alice, input)).toEqual(await direct.postMessage(alice, input));
    expect(await viaGrpc.readThread(alice, { limit: 5 })).toEqual(await direct.readThread(alice, { limit: 5 }));
    expect(router.entries[0].text).toBe('ws-a/alice: a red cat, watercolour');
  });

  it('given a refusal, when it crosses gRPC, then the client throws the same ApiError (kind, code, message, details)', async () => {
    const refusal = await clientOf()
      .postMessage(alice, { messageId: 'm-2', text: '' })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect({ ...(refusal as ApiError), message: (refusal as ApiError).message }).toEqual({
      name: 'ApiError',
      kind: 'invalid',
      code: 'empty_text',
      message: 'text is empty',
      details: { field: 'text' },
    });
  });

  it('given a call without the service credential, or with a wrong one, when it arrives, then it is refused UNAUTHENTICATED before anything runs', async () => {
    const forged = new Metadata();
    forged.set('x-lomo-workspace-id', 'ws-b');
    forged.set('x-lomo-user-id', 'mallory');
    expect((await rawCall(address, forged))?.code).toBe(status.UNAUTHENTICATED);
    forged.set('authorization', 'Bearer not-the-token-at-all');
    expect((await rawCall(address, forged))?.code).toBe(status.UNAUTHENTICATED);
    const refusal = await clientOf({ token: 'a-wrong-token-for-tests' })
      .postMessage(alice, { messageId: 'm-3', text: 'hi' })
      .catch((e: unknown) => e);
    expect(refusal).toMatchObject({
      kind: 'unavailable',
      code: 'peer_refused_credentials',
      details: { peer: 'router' },
    });
    expect(router.entries).toEqual([]);
  });

  it("given the kubelet's gRPC probe (grpc.health.v1 Check, no credentials), when it asks, then the server answers SERVING for itself and each service, NOT_FOUND for others", async () => {
    // HealthCheckRequest { string service = 1 }; HealthCheckResponse { ServingStatus status = 1 }.
    const check = (service: string) => {
      const client = new Client(address, credentials.createInsecure());
      const name = Buffer.from(service);
      const request = service ? Buffer.concat([Buffer.from([0x0a, name.length]), name]) : Buffer.alloc(0);
      return new Promise<{ code?: number; status?: number }>((resolve) =>
        client.makeUnaryRequest(
          '/grpc.health.v1.Health/Check',
          (b: Buffer) => b,
          (b: Buffer) => b,
          request,
          new Metadata(),
          (error, reply) => {
            client.close();
            resolve(error ? { code: error.code } : { status: reply?.[0] === 0x08 ? reply[1] : 0 });
          },
        ),
      );
    };
    const SERVING = 1;
    expect(await check('')).toEqual({ status: SERVING });
    expect(await check(RouterService.typeName)).toEqual({ status: SERVING });
    expect(await check('lomo.nothing.v1.Nothing')).toEqual({ code: status.NOT_FOUND });
  });

  it('given a request naming another workspace than the authenticated caller, when it arrives, then it is refused PERMISSION_DENIED and nothing runs', async () => {
    const seen: string[] = [];
    const runtime = { getTask: async (_c: ApiCaller, taskId: string) => void seen.push(taskId) } as never;
    const host = new GrpcServer({
      host: '127.0.0.1',
      port: 0,
      token: TOKEN,
      services: [{ service: TaskRuntimeService, handlers: apiHandlers(runtime, taskRuntimeTransport.bindings) }],
    });
    servers.push(host);
    const port = await host.start();
    const metadata = callMetadata(TOKEN, alice);
    const method = TaskRuntimeService.method.getTask;
    const client = new Client(`127.0.0.1:${port}`, credentials.createInsecure());
    const error = await new Promise<ServiceError | null>((resolve) =>
      client.makeUnaryRequest(
        pathOf(method),
        requestCodec(method).serialize as (v: unknown) => Buffer,
        responseCodec(method).deserialize,
        create(GetTaskRequestSchema, { workspaceId: 'ws-b', taskId: 'tb-1' }),
        metadata,
        (e) => resolve(e),
      ),
    );
    client.close();
    expect({ code: error?.code, seen }).toEqual({ code: status.PERMISSION_DENIED, seen: [] });
  });

  it('given a server slower than the deadline, when the client calls, then it throws peer_deadline_exceeded within the deadline', async () => {
    router.slowMs = 2_000;
    const started = Date.now();
    const refusal = await clientOf({ deadlineMs: 200 })
      .postMessage(alice, { messageId: 'm-4', text: 'slow' })
      .catch((e: unknown) => e);
    expect(refusal).toMatchObject({ kind: 'unavailable', code: 'peer_deadline_exceeded', details: { peer: 'router' } });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('given a peer that is down, when the client calls, then it throws peer_unavailable naming the peer', async () => {
    await server.stop(100);
    const refusal = await clientOf({ deadlineMs: 1_500 })
      .readThread(alice)
      .catch((e: unknown) => e);
    expect(refusal).toMatchObject({ kind: 'unavailable', details: { peer: 'router' } });
    expect(['peer_unavailable', 'peer_deadline_exceeded']).toContain((refusal as ApiError).code);
    ({ server, address } = await serve(router));
  });

  it('given two replicas as ip:port,ip:port, when the one in use stops, then calls go on through the other', async () => {
    const second = new FakeRouter();
    const replica = await serve(second);
    servers.push(replica.server);
    const client = clientOf({ address: `${address},${replica.address}`, deadlineMs: 3_000 });
    await client.postMessage(alice, { messageId: 'm-r1', text: 'first' });
    const [used, spare] = router.entries.length === 1 ? [server, replica.server] : [replica.server, server];
    await used.stop(100);

    await client.postMessage(alice, { messageId: 'm-r2', text: 'second' });

    expect([...router.entries, ...second.entries].map((e) => e.messageId).sort()).toEqual(['m-r1', 'm-r2']);
    expect(spare).toBeDefined();
    if (used === server) ({ server, address } = await serve(router));
  });

  it('given a call served under a deadline, when its implementation calls another peer, then that call inherits the deadline and is cancelled with it', async () => {
    let downstreamCancelled = false;
    const downstream = new FakeRouter();
    downstream.postMessage = async () => {
      const context = currentCallContext()!;
      await new Promise<void>((resolve) => context.signal.addEventListener('abort', () => resolve()));
      downstreamCancelled = true;
      throw new ApiError('conflict', 'never', 'never answered');
    };
    const inner = await serve(downstream);
    servers.push(inner.server);
    const innerPeer = new GrpcPeer('inner', { address: inner.address, token: TOKEN, deadlineMs: 60_000 });
    peers.push(innerPeer);
    const relay = grpcClient(innerPeer, routerTransport);
    router.postMessage = (caller, input) => relay.postMessage(caller, input);
    const started = Date.now();
    await expect(
      clientOf({ deadlineMs: 300 }).postMessage(alice, { messageId: 'm-5', text: 'x' }),
    ).rejects.toMatchObject({ code: 'peer_deadline_exceeded' });
    for (const until = Date.now() + 2_000; !downstreamCancelled && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 20));
    expect(downstreamCancelled).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.each([
    // McpServersApi is served beside TaskRuntimeApi on the same service (docs/mcp.md).
    [
      'TaskRuntimeApi + McpServersApi',
      { ...taskRuntimeTransport, bindings: { ...taskRuntimeTransport.bindings, ...mcpServersTransport.bindings } },
    ],
    ['WorkspaceApi', workspaceTransport],
    ['BillingApi', billingTransport],
    ['RouterApi', routerTransport],
  ])('given %s, then every RPC of its service is bound once or deprecated (not served)', (_name, transport) => {
    const bound = Object.values(transport.bindings as Record<string, { method: { name: string } }>).map(
      (b) => b.method.name,
    );
    expect(new Set(bound).size).toBe(bound.length);
    const unbound = transport.service.methods
      .filter((m) => !bound.includes(m.name))
      .filter((m) => !m.deprecated)
      .map((m) => m.name);
    expect(unbound).toEqual([]);
  });
});
