import { Client, credentials, Metadata, status, type ChannelOptions, type ServiceError } from '@grpc/grpc-js';
import {
  create,
  type DescMessage,
  type DescMethodUnary,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import { ExponentialBackoff, handleWhen, retry, type RetryPolicy } from 'cockatiel';
import type { ApiCaller } from '../caller';
import { currentCallContext } from './call-context';
import { callMetadata } from './credentials';
import { pathOf, requestCodec, responseCodec, type AnyBinding, type ApiTransport } from './rpc';
import { CLIENT_KEEPALIVE } from './keepalive';
import { errorOfStatus, isTransportUnavailable } from './status';
import { callDownload, callUpload, type StreamChannel } from './stream-client';
import { inClientSpan } from './tracing';

/** Options of the connection to one peer service. */
export interface GrpcPeerOptions {
  /** `host:port` of the peer's gRPC server. */
  address: string;
  /** The service credential (the same secret on every service of a deployment). */
  token: string;
  /** Deadline of every call, retries included. @default 5000 */
  deadlineMs?: number;
  /** Attempts of an idempotent call whose failure never reached the server. @default 3 */
  maxAttempts?: number;
  /**
   * Over `CLIENT_KEEPALIVE` (./keepalive). Its 1.2 s ping timeout drops a peer whose event loop
   * stalls that long; a caller hosting its peer in its own process (a test streaming 64 MB
   * through both ends) stalls both at once and may allow longer.
   */
  keepalive?: ChannelOptions;
}

const backoff = () => new ExponentialBackoff({ initialDelay: 50, maxDelay: 1_000 });

/**
 * One channel to a peer service (HTTP/2, reconnecting on its own). Every call has a deadline —
 * the shorter of its own and the one of the call being served, if any — and is cancelled with
 * the served call. Only idempotent calls are retried, with exponential backoff and jitter,
 * and only after a failure that never reached the implementation (UNAVAILABLE without an
 * application error).
 */
export class GrpcPeer implements StreamChannel {
  /** The channel; streamed calls (./stream-client) use it too. */
  readonly client: Client;
  private readonly deadlineMs: number;
  private readonly retries: RetryPolicy;

  constructor(
    readonly name: string,
    private readonly options: GrpcPeerOptions,
  ) {
    // Several replicas (`ip:port,ip:port`): grpc-js's ipv4 resolver, whose default pick_first
    // policy moves to the next address when the connected one goes away (or freezes: ./keepalive).
    const target = options.address.includes(',') ? `ipv4:${options.address}` : options.address;
    // A peer that restarts is found again within a second: grpc-js's default reconnect backoff
    // grows to minutes, and while it waits every call fails fast (UNAVAILABLE) — a task runtime
    // would record its remote tool call as failed long after the generation gateway is back.
    this.client = new Client(target, credentials.createInsecure(), {
      ...CLIENT_KEEPALIVE,
      ...options.keepalive,
      'grpc.initial_reconnect_backoff_ms': 200,
      'grpc.max_reconnect_backoff_ms': 1_000,
    });
    this.deadlineMs = options.deadlineMs ?? 5_000;
    this.retries = retry(handleWhen(isTransportUnavailable), {
      maxAttempts: (options.maxAttempts ?? 3) - 1,
      backoff: backoff(),
    });
  }

  async call<I extends DescMessage, O extends DescMessage>(
    method: DescMethodUnary<I, O>,
    caller: ApiCaller | undefined,
    request: MessageInitShape<I>,
    idempotent: boolean,
  ): Promise<MessageShape<O>> {
    const inherited = currentCallContext();
    const deadline = Math.min(Date.now() + this.deadlineMs, inherited?.deadline ?? Infinity);
    // The call itself ends at its deadline (DEADLINE_EXCEEDED from grpc-js); the signal cancels
    // it with the served call, and stops a retry from sleeping past the deadline.
    const cancel = inherited?.signal ?? new AbortController().signal;
    const giveUp = AbortSignal.any([cancel, AbortSignal.timeout(Math.max(0, deadline - Date.now()))]);
    const message = create(method.input, request);
    const once = () => this.once(method, caller, message, deadline, cancel);
    // The span records the status the call ended with, before it becomes an ApiError.
    let code: number | undefined;
    return inClientSpan(
      method,
      this.options.address,
      () => code,
      async () => {
        try {
          return idempotent ? await this.retries.execute(once, giveUp) : await once();
        } catch (error) {
          const failed = isServiceError(error) ? lateOr(error, deadline) : giveUp.aborted ? ended(deadline) : undefined;
          code = failed?.code;
          if (failed) throw errorOfStatus(failed, this.name, this.deadlineMs);
          throw error;
        }
      },
    );
  }

  private once<I extends DescMessage, O extends DescMessage>(
    method: DescMethodUnary<I, O>,
    caller: ApiCaller | undefined,
    message: unknown,
    deadline: number,
    signal: AbortSignal,
  ): Promise<MessageShape<O>> {
    const request = requestCodec(method);
    const response = responseCodec(method);
    return new Promise((resolve, reject) => {
      const call = this.client.makeUnaryRequest(
        pathOf(method),
        request.serialize as (value: unknown) => Buffer,
        response.deserialize,
        message,
        callMetadata(this.options.token, caller),
        { deadline },
        (error, value) => (error ? reject(error) : resolve(value as never)),
      );
      const cancel = () => call.cancel();
      signal.addEventListener('abort', cancel, { once: true });
      call.on('status', () => signal.removeEventListener('abort', cancel));
    });
  }

  get token(): string {
    return this.options.token;
  }

  close(): void {
    this.client.close();
  }
}

const isServiceError = (error: unknown): error is ServiceError =>
  typeof (error as ServiceError)?.code === 'number' && 'metadata' in (error as object);

/** A call cancelled because the served call ran out of time is, to this caller, a missed deadline. */
const lateOr = (error: ServiceError, deadline: number): ServiceError =>
  error.code === status.CANCELLED && Date.now() >= deadline ? ended(deadline) : error;

const ended = (deadline: number): ServiceError => {
  const late = Date.now() >= deadline;
  return Object.assign(new Error('call ended'), {
    code: late ? status.DEADLINE_EXCEEDED : status.CANCELLED,
    details: late ? 'deadline exceeded' : 'cancelled',
    metadata: new Metadata(),
  });
};

/** The application API `Api` as a client of `peer`: each method one RPC, as its binding says. */
export function grpcClient<Api>(peer: GrpcPeer, transport: ApiTransport<Api>): Api {
  const methods = Object.entries(transport.bindings as Record<string, AnyBinding>).map(([name, binding]) => {
    if ('streaming' in binding) {
      const stream = binding.streaming === 'upload' ? callUpload : callDownload;
      return [name, (caller: ApiCaller, ...args: unknown[]) => stream(peer, binding as never, caller, args)] as const;
    }
    const invoke = async (caller: ApiCaller, ...args: unknown[]) => {
      const idempotent = typeof binding.idempotent === 'function' ? binding.idempotent(...args) : binding.idempotent;
      const response = await peer.call(binding.method, caller, binding.toRequest(...args), idempotent);
      return binding.fromResponse(response);
    };
    return [name, invoke] as const;
  });
  return Object.fromEntries(methods) as Api;
}
