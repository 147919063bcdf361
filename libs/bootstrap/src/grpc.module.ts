import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnModuleInit,
  type Provider,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { remoteTools, toolHost, ToolRegistry } from '@lomo/agent-tools';
import {
  type BaseAppConfig,
  GRPC_PEER_SETTINGS,
  type GrpcConfigValues,
  type GrpcPeerName,
  waitForDependency,
} from '@lomo/config';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { SqlCallLedger } from './call-ledger';
import {
  apiHandlers,
  BILLING_API,
  billingTransport,
  GENERATION_API,
  generationTransport,
  MCP_SERVERS_API,
  mcpServersTransport,
  MEMORY_API,
  memoryTransport,
  GrpcPeer,
  grpcClient,
  GrpcServer,
  ROUTER_API,
  routerTransport,
  TASK_RUNTIME_API,
  taskRuntimeTransport,
  WORKSPACE_API,
  workspaceTransport,
  type AnyBinding,
  type ApiTransport,
  type HostedService,
} from '@lomo/service-api';

const logger = new Logger('grpc');

/** The application APIs that travel over gRPC: the token each is bound to and its transport. */
const APIS = {
  'task-runtime': { token: TASK_RUNTIME_API, transport: taskRuntimeTransport },
  workspace: { token: WORKSPACE_API, transport: workspaceTransport },
  billing: { token: BILLING_API, transport: billingTransport },
  router: { token: ROUTER_API, transport: routerTransport },
  memory: { token: MEMORY_API, transport: memoryTransport },
  'generation-gateway': { token: GENERATION_API, transport: generationTransport },
} satisfies Partial<
  Record<GrpcPeerName, { token: symbol; transport: { peer: string; service: unknown; bindings: object } }>
>;

export type GrpcApiName = keyof typeof APIS;

/** APIs served on the same proto service and peer as another (their handlers merged), bound alongside it. */
const COMPANIONS: Partial<Record<GrpcApiName, Array<{ token: symbol; transport: ApiTransport<unknown> }>>> = {
  'task-runtime': [{ token: MCP_SERVERS_API, transport: mcpServersTransport as ApiTransport<unknown> }],
};

const boundWith = (name: GrpcApiName) => [
  { token: APIS[name].token, transport: APIS[name].transport as ApiTransport<unknown> },
  ...(COMPANIONS[name] ?? []),
];

/** What an app does over gRPC; the addresses and the credential come from its config. */
export interface GrpcWiring {
  /** APIs this app owns and serves on GRPC_PORT (their tokens are bound in-process). */
  serve?: GrpcApiName[];
  /** Serve this process's tool registry (`lomo.tools.v1.ToolService`) for remote task runtimes. */
  hostTools?: boolean;
  /** Peers whose tools join this process's registry as remote tools (found at boot). */
  remoteTools?: GrpcPeerName[];
}

type GrpcConfig = BaseAppConfig & GrpcConfigValues;

/** One channel per configured peer, closed when the app stops. */
class GrpcPeers implements BeforeApplicationShutdown {
  private readonly peers = new Map<GrpcPeerName, GrpcPeer>();
  constructor(private readonly config: GrpcConfig) {}

  get(name: GrpcPeerName): GrpcPeer | undefined {
    const address = this.config[GRPC_PEER_SETTINGS[name]];
    if (!address) return undefined;
    let peer = this.peers.get(name);
    if (!peer) {
      peer = new GrpcPeer(name, {
        address,
        token: this.config.SERVICE_TOKEN!,
        deadlineMs: this.config.GRPC_DEADLINE_MS,
      });
      this.peers.set(name, peer);
    }
    return peer;
  }

  beforeApplicationShutdown(): void {
    for (const peer of this.peers.values()) peer.close();
  }
}

/** Starts the app's gRPC server once every module is up; stops it first at shutdown. */
class GrpcServerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private server?: GrpcServer;
  constructor(
    private readonly config: GrpcConfig,
    private readonly wiring: GrpcWiring,
    private readonly modules: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const services: HostedService[] = (this.wiring.serve ?? []).map((name) => ({
      service: APIS[name].transport.service,
      handlers: Object.assign(
        {},
        ...boundWith(name).map(({ token, transport }) =>
          apiHandlers(
            this.modules.get(token, { strict: false }) as object,
            transport.bindings as Record<string, AnyBinding>,
          ),
        ),
      ),
    }));
    if (this.wiring.hostTools) {
      // Non-idempotent tools run once per call id, whichever replica a retry reaches (issue 14).
      const ledger = new SqlCallLedger(this.modules.get<SqlClient>(SQL_CLIENT, { strict: false }));
      await ledger.migrate();
      await ledger.purge();
      services.push(toolHost(this.modules.get(ToolRegistry, { strict: false }), ledger));
    }
    this.server = new GrpcServer({
      host: this.config.HOST,
      port: this.config.GRPC_PORT!,
      token: this.config.SERVICE_TOKEN!,
      services,
      onInternalError: (error, method) => logger.error({ err: error, method, msg: 'gRPC call failed unexpectedly' }),
    });
    const port = await this.server.start();
    logger.log({ port, services: services.map((s) => s.service.typeName), msg: 'gRPC server listening' });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.server?.stop(this.config.SHUTDOWN_TIMEOUT_MS);
  }
}

/** Registers the peers' tools into this process's registry before the workers start. */
class RemoteToolsRegistrar implements OnModuleInit {
  constructor(
    private readonly config: GrpcConfig,
    private readonly peers: GrpcPeers,
    private readonly registry: ToolRegistry,
    private readonly names: GrpcPeerName[],
  ) {}

  async onModuleInit(): Promise<void> {
    for (const name of this.names) {
      const peer = this.peers.get(name);
      if (!peer) continue;
      const tools = await waitForDependency(`${name} tools`, () => remoteTools(peer), {
        timeoutMs: this.config.STARTUP_TIMEOUT_MS,
        onRetry: (retry) => logger.warn({ ...retry, msg: 'waiting for a tool host' }),
      });
      for (const tool of tools) this.registry.register(tool);
      logger.log({ peer: name, tools: tools.map((t) => t.name), msg: 'remote tools registered' });
    }
  }
}

@Module({})
class GrpcWiringModule {}

/**
 * Distributed mode's gRPC: the APIs this app owns are served on GRPC_PORT, and every other
 * application API whose peer address is configured (`TASK_RUNTIME_GRPC_URL`, …) is bound to
 * its token as a gRPC client. Embedded mode configures none of it and keeps the in-process
 * bindings of the service modules.
 */
export function grpcModule(config: GrpcConfig, wiring: GrpcWiring = {}): DynamicModule {
  const serve = new Set(wiring.serve ?? []);
  const clients: Provider[] = (Object.keys(APIS) as GrpcApiName[])
    .filter((name) => !serve.has(name) && config[GRPC_PEER_SETTINGS[name]])
    .flatMap((name) =>
      boundWith(name).map(({ token, transport }) => ({
        provide: token,
        inject: [GrpcPeers],
        useFactory: (peers: GrpcPeers) => grpcClient(peers.get(name)!, transport),
      })),
    );
  const providers: Provider[] = [{ provide: GrpcPeers, useValue: new GrpcPeers(config) }, ...clients];
  if (config.GRPC_PORT !== undefined && (serve.size > 0 || wiring.hostTools))
    providers.push({
      provide: GrpcServerHost,
      inject: [ModuleRef],
      useFactory: (modules: ModuleRef) => new GrpcServerHost(config, wiring, modules),
    });
  if (wiring.remoteTools?.length)
    providers.push({
      provide: RemoteToolsRegistrar,
      inject: [GrpcPeers, ToolRegistry],
      useFactory: (peers: GrpcPeers, registry: ToolRegistry) =>
        new RemoteToolsRegistrar(config, peers, registry, wiring.remoteTools!),
    });
  return {
    module: GrpcWiringModule,
    global: true,
    providers,
    exports: clients.map((p) => (p as { provide: symbol }).provide),
  };
}
