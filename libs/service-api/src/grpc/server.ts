import {
  Server,
  ServerCredentials,
  status,
  type ChannelOptions,
  type Metadata,
  type sendUnaryData,
  type ServerReadableStream,
  type ServerUnaryCall,
  type ServerWritableStream,
  type StatusObject,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import { HealthImplementation } from 'grpc-health-check';
import { create, toBinary, type DescFile, type DescMethod, type DescService } from '@bufbuild/protobuf';
import { FileDescriptorProtoSchema } from '@bufbuild/protobuf/wkt';
import { isApiError } from '../api-error';
import type { ApiCaller } from '../caller';
import { runInCallContext, type CallContext } from './call-context';
import { callerOf, hasServiceCredential } from './credentials';
import { grpcServiceDefinition, type AnyBinding } from './rpc';
import { SERVER_KEEPALIVE } from './keepalive';
import { statusOfError, transportRefusal } from './status';
import { downloadHandler, uploadHandler } from './stream-server';
import { endRpcSpan, startServerSpan, withSpan } from './tracing';

/**
 * One service a server offers: its descriptor and a handler per implemented method (by local
 * name). A unary handler gets the request; a streaming one gets the grpc-js call.
 */
export interface HostedService {
  service: DescService;
  handlers: Record<string, (request: unknown, caller?: ApiCaller) => Promise<unknown>>;
  /** Methods (local names) that act for no caller; every other call without one is refused. */
  anonymous?: string[];
}

/** Options of a gRPC server; `token` is the service credential every call must carry. */
export interface GrpcServerOptions {
  host: string;
  port: number;
  token: string;
  services: HostedService[];
  /** Told about implementation failures that are not ApiErrors (answered INTERNAL). */
  onInternalError?: (error: unknown, method: string) => void;
  /** Over `SERVER_KEEPALIVE` (./keepalive), for a server sharing its callers' event loop. */
  keepalive?: ChannelOptions;
}

/** Handlers of an API's bindings, each calling the implementation with the decoded arguments. */
export function apiHandlers(implementation: object, bindings: Record<string, AnyBinding>): HostedService['handlers'] {
  const api = implementation as Record<string, (caller: ApiCaller, ...args: unknown[]) => Promise<unknown>>;
  return Object.fromEntries(
    Object.entries(bindings).map(([name, binding]) => {
      const call = (caller: ApiCaller, ...args: unknown[]) => api[name].call(implementation, caller, ...args);
      if ('streaming' in binding)
        return [
          binding.method.localName,
          (binding.streaming === 'upload' ? uploadHandler(call, binding) : downloadHandler(call, binding)) as never,
        ];
      return [
        binding.method.localName,
        async (request: unknown, caller?: ApiCaller) =>
          create(
            binding.method.output,
            binding.toResponse(await call(caller!, ...binding.fromRequest(request as never))),
          ),
      ];
    }),
  );
}

const filesOf = (file: DescFile, seen = new Map<string, DescFile>()): DescFile[] => {
  if (seen.has(file.name)) return [];
  seen.set(file.name, file);
  for (const dependency of file.dependencies) filesOf(dependency, seen);
  return [...seen.values()];
};

/** Reflection wants a proto-loader package definition; only its descriptor bytes are read. */
function reflectionOf(services: DescService[]): ReflectionService {
  const files = new Map<string, DescFile>();
  for (const { file } of services) for (const f of filesOf(file)) files.set(f.name, f);
  const fileDescriptorProtos = [...files.values()].map((f) =>
    Buffer.from(toBinary(FileDescriptorProtoSchema, f.proto)),
  );
  const definition = Object.fromEntries(services.map((s) => [s.typeName, { fileDescriptorProtos }]));
  return new ReflectionService(definition as never, { services: services.map((s) => s.typeName) });
}

type AnyCall = {
  metadata: Metadata;
  cancelled: boolean;
  getDeadline(): Date | number;
  on(event: 'cancelled', listener: () => void): unknown;
};

/** Checks a call's credential and caller; its context (deadline, cancellation) when it may run. */
function admit(
  options: GrpcServerOptions,
  call: AnyCall,
  request: unknown,
  anonymous: boolean,
): { refusal: Partial<StatusObject> } | { caller?: ApiCaller; context: CallContext } {
  if (!hasServiceCredential(call.metadata, options.token))
    return { refusal: transportRefusal(status.UNAUTHENTICATED, 'missing or wrong service credential') };
  const caller = callerOf(call.metadata);
  if (!caller && !anonymous)
    return { refusal: transportRefusal(status.INVALID_ARGUMENT, 'no caller (workspace, user) in metadata') };
  const named = (request as { workspaceId?: unknown } | undefined)?.workspaceId;
  if (typeof named === 'string' && named !== '' && named !== caller?.workspaceId)
    return { refusal: transportRefusal(status.PERMISSION_DENIED, 'workspace_id differs from the caller') };
  if (call.cancelled) return { refusal: transportRefusal(status.CANCELLED, 'cancelled before it ran') };
  const abort = new AbortController();
  call.on('cancelled', () => abort.abort());
  const deadline = call.getDeadline();
  return {
    caller,
    context: { deadline: deadline instanceof Date ? deadline.getTime() : Number(deadline), signal: abort.signal },
  };
}

type Handler = (request: unknown, caller?: ApiCaller) => Promise<unknown>;

/**
 * The grpc-js handler of one method, by its kind: the call is admitted, then run in its
 * context and inside its server span (a child of the caller's, from the call's metadata).
 */
function methodHandler(options: GrpcServerOptions, descriptor: DescMethod, handler: Handler, anonymous: boolean) {
  const method = `${descriptor.parent.typeName}/${descriptor.name}`;
  const kind = descriptor.methodKind;
  const failed = (error: unknown) => {
    if (!isApiError(error)) options.onInternalError?.(error, method);
    return statusOfError(error);
  };
  const traced = (
    metadata: Metadata,
    work: () => Promise<unknown>,
    settle: (error?: unknown, value?: unknown) => void,
  ) => {
    const span = startServerSpan(descriptor, metadata);
    withSpan(span, work).then(
      (value) => {
        endRpcSpan(span, status.OK);
        settle(undefined, value);
      },
      (error: unknown) => {
        const answer = failed(error);
        endRpcSpan(span, answer.code ?? status.UNKNOWN, isApiError(error) ? error.code : error?.constructor?.name);
        settle(answer);
      },
    );
  };
  if (kind === 'server_streaming')
    return (call: ServerWritableStream<unknown, unknown>) => {
      const admitted = admit(options, call, call.request, anonymous);
      if ('refusal' in admitted) return void call.emit('error', admitted.refusal);
      traced(
        call.metadata,
        () => runInCallContext(admitted.context, () => handler(call, admitted.caller)),
        (error) => (error ? call.emit('error', error) : call.end()),
      );
    };
  return (
    call: ServerUnaryCall<unknown, unknown> | ServerReadableStream<unknown, unknown>,
    callback: sendUnaryData<unknown>,
  ) => {
    const request = kind === 'unary' ? (call as ServerUnaryCall<unknown, unknown>).request : undefined;
    const admitted = admit(options, call, request, anonymous);
    if ('refusal' in admitted) return callback(admitted.refusal);
    traced(
      call.metadata,
      () => runInCallContext(admitted.context, () => handler(kind === 'unary' ? request : call, admitted.caller)),
      (error, response) => (error ? callback(error as Partial<StatusObject>) : callback(null, response)),
    );
  };
}

/**
 * A gRPC server for a service's application APIs: standard gRPC over HTTP/2 (grpcurl works),
 * server reflection, `grpc.health.v1`, every call authenticated by the service credential.
 */
export class GrpcServer {
  private readonly server: Server;
  private readonly health: HealthImplementation;
  private boundPort?: number;

  constructor(private readonly options: GrpcServerOptions) {
    this.server = new Server({ ...SERVER_KEEPALIVE, ...options.keepalive });
    const names = options.services.map((s) => s.service.typeName);
    this.health = new HealthImplementation(Object.fromEntries(['', ...names].map((n) => [n, 'NOT_SERVING'])));
    this.health.addToServer(this.server);
    reflectionOf(options.services.map((s) => s.service)).addToServer(this.server);
    for (const hosted of options.services) {
      const implementation: UntypedServiceImplementation = {};
      for (const [local, handler] of Object.entries(hosted.handlers)) {
        const method = hosted.service.methods.find((m) => m.localName === local)!;
        const anonymous = hosted.anonymous?.includes(local) ?? false;
        implementation[method.name] = methodHandler(options, method, handler, anonymous);
      }
      this.server.addService(grpcServiceDefinition(hosted.service), implementation);
    }
  }

  /** The port it listens on (the configured one, or the one picked for port 0). */
  get port(): number | undefined {
    return this.boundPort;
  }

  async start(): Promise<number> {
    this.boundPort = await new Promise<number>((resolve, reject) =>
      this.server.bindAsync(`${this.options.host}:${this.options.port}`, ServerCredentials.createInsecure(), (e, p) =>
        e ? reject(e) : resolve(p),
      ),
    );
    for (const name of ['', ...this.options.services.map((s) => s.service.typeName)])
      this.health.setStatus(name, 'SERVING');
    return this.boundPort;
  }

  /** Reports NOT_SERVING, lets calls in flight finish for up to `graceMs`, then cuts the rest. */
  async stop(graceMs = 5_000): Promise<void> {
    for (const name of ['', ...this.options.services.map((s) => s.service.typeName)])
      this.health.setStatus(name, 'NOT_SERVING');
    const timer = setTimeout(() => this.server.forceShutdown(), graceMs);
    await new Promise<void>((resolve) => this.server.tryShutdown(() => resolve()));
    clearTimeout(timer);
  }
}
