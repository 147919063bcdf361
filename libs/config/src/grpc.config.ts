import type { ConfigMixinBase } from './mixin';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';

const AsInteger = () =>
  Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));

/** `host:port`, or several replicas as `ip:port,ip:port` (IPv4 literals; the client fails over between them). */
const ADDRESS = /^([\w.-]+:\d+|\d{1,3}(\.\d{1,3}){3}:\d+(,\d{1,3}(\.\d{1,3}){3}:\d+)+)$/;
const address = (name: string) =>
  Matches(ADDRESS, {
    message: `${name} must be host:port of the peer's gRPC server, or ip:port,ip:port for several replicas`,
  });

/** The peers whose application API an app can call over gRPC, and the setting naming each. */
export const GRPC_PEER_SETTINGS = {
  'task-runtime': 'TASK_RUNTIME_GRPC_URL',
  workspace: 'WORKSPACE_GRPC_URL',
  billing: 'BILLING_GRPC_URL',
  router: 'ROUTER_GRPC_URL',
  'generation-gateway': 'GENERATION_GRPC_URL',
  memory: 'MEMORY_GRPC_URL',
} as const;

export type GrpcPeerName = keyof typeof GRPC_PEER_SETTINGS;

/** gRPC settings of a distributed-mode app (docs/operations/deploy.md). */
export interface GrpcConfigValues {
  GRPC_PORT?: number;
  SERVICE_TOKEN?: string;
  GRPC_DEADLINE_MS: number;
  PEER_RETRY_GIVE_UP_MS: number;
  TASK_RUNTIME_GRPC_URL?: string;
  WORKSPACE_GRPC_URL?: string;
  BILLING_GRPC_URL?: string;
  ROUTER_GRPC_URL?: string;
  GENERATION_GRPC_URL?: string;
  MEMORY_GRPC_URL?: string;
}

const usesGrpc = (config: GrpcConfigValues) =>
  config.GRPC_PORT !== undefined || Object.values(GRPC_PEER_SETTINGS).some((key) => config[key] !== undefined);

/** Adds the gRPC settings to an app's config class (`withGrpcConfig(BaseAppConfig)`). */
export function withGrpcConfig<TBase extends ConfigMixinBase>(Base: TBase) {
  class WithGrpcConfig extends Base implements GrpcConfigValues {
    /** Port of this app's gRPC server (its application API, reflection, grpc.health.v1); unset = no server. */
    @IsOptional()
    @AsInteger()
    @IsInt()
    @Min(0)
    @Max(65535)
    GRPC_PORT?: number;

    /**
     * The service credential: a shared secret every gRPC call carries and every server checks
     * (from a Kubernetes Secret). Required as soon as the app serves or calls gRPC.
     */
    @ValidateIf((config: GrpcConfigValues) => usesGrpc(config) || config.SERVICE_TOKEN !== undefined)
    @MinLength(16, {
      message: 'SERVICE_TOKEN must be at least 16 characters (required with GRPC_PORT or a *_GRPC_URL)',
    })
    SERVICE_TOKEN?: string;

    /** Deadline of every outgoing gRPC call, retries included. @default 5000 */
    @AsInteger()
    @IsInt()
    @Min(1)
    @Max(600_000)
    GRPC_DEADLINE_MS = 5_000;

    /**
     * How long a task's tool call waits for an unreachable peer service (retried with backoff,
     * the turn kept open) before it fails with `peer_unavailable` naming the peer. @default 120000
     */
    @AsInteger()
    @IsInt()
    @Min(1_000)
    @Max(86_400_000)
    PEER_RETRY_GIVE_UP_MS = 120_000;

    @IsOptional()
    @address('TASK_RUNTIME_GRPC_URL')
    TASK_RUNTIME_GRPC_URL?: string;

    @IsOptional()
    @address('WORKSPACE_GRPC_URL')
    WORKSPACE_GRPC_URL?: string;

    @IsOptional()
    @address('BILLING_GRPC_URL')
    BILLING_GRPC_URL?: string;

    @IsOptional()
    @address('ROUTER_GRPC_URL')
    ROUTER_GRPC_URL?: string;

    @IsOptional()
    @address('GENERATION_GRPC_URL')
    GENERATION_GRPC_URL?: string;

    @IsOptional()
    @address('MEMORY_GRPC_URL')
    MEMORY_GRPC_URL?: string;
  }
  return WithGrpcConfig;
}
