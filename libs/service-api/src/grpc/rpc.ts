import type { Readable } from 'node:stream';
import type { MethodDefinition } from '@grpc/grpc-js';
import {
  create,
  fromBinary,
  toBinary,
  type DescMessage,
  type DescMethod,
  type DescMethodClientStreaming,
  type DescMethodServerStreaming,
  type DescMethodUnary,
  type DescService,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import type { ApiCaller } from '../caller';
import type { BlobBytes } from '../workspace.api';

/**
 * How one method of an application API travels as one unary RPC: the interface's arguments
 * (after the caller, which travels in metadata) to a request message and back, the result to
 * a response message and back. Both the server and the client are derived from it, so they
 * cannot disagree.
 */
export interface RpcBinding<I extends DescMessage, O extends DescMessage, A extends unknown[], R> {
  method: DescMethodUnary<I, O>;
  /** Safe to run twice: only such calls are retried after a failure that may have reached the server. */
  idempotent: boolean | ((...args: A) => boolean);
  toRequest(...args: A): MessageInitShape<I>;
  fromRequest(request: MessageShape<I>): A;
  toResponse(result: R): MessageInitShape<O>;
  fromResponse(response: MessageShape<O>): R;
}

/** How the bytes of a streamed call travel: every message after the first is one chunk. */
export interface ChunkCodec<M extends DescMessage> {
  chunk(bytes: Uint8Array): MessageInitShape<M>;
  /** The bytes of a chunk message; undefined for any other message. */
  bytesOf(message: MessageShape<M>): Uint8Array | undefined;
}

/**
 * A method whose arguments end in a byte stream, as a client-streaming RPC: the first message
 * carries the other arguments, the bytes follow in chunks as they are read (never whole in
 * memory, #19), as fast as HTTP/2 flow control lets them. Never retried: a stream can be read
 * only once.
 */
export interface UploadBinding<I extends DescMessage, O extends DescMessage, A extends unknown[], R> {
  streaming: 'upload';
  method: DescMethodClientStreaming<I, O>;
  /** The first message, and the bytes that follow it (none: the first message is all). */
  toRequest(...args: A): { first: MessageInitShape<I>; bytes?: BlobBytes };
  fromRequest(first: MessageShape<I>, bytes: AsyncIterable<Uint8Array>): A;
  chunks: ChunkCodec<I>;
  toResponse(result: R): MessageInitShape<O>;
  fromResponse(response: MessageShape<O>): R;
}

/**
 * A method whose result carries a byte stream, as a server-streaming RPC: the first message
 * carries the rest of the result, the bytes follow in chunks as the client reads them. An
 * error before the first message rejects the call; a later one fails the stream.
 */
export interface DownloadBinding<I extends DescMessage, O extends DescMessage, A extends unknown[], R> {
  streaming: 'download';
  method: DescMethodServerStreaming<I, O>;
  toRequest(...args: A): MessageInitShape<I>;
  fromRequest(request: MessageShape<I>): A;
  toResponse(result: R): { first: MessageInitShape<O>; bytes: AsyncIterable<Uint8Array> };
  fromResponse(first: MessageShape<O>, bytes: Readable): R;
  chunks: ChunkCodec<O>;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
export type AnyUploadBinding = UploadBinding<any, any, any, any>;
export type AnyDownloadBinding = DownloadBinding<any, any, any, any>;
export type AnyBinding = RpcBinding<any, any, any, any> | AnyUploadBinding | AnyDownloadBinding;
type MethodBinding<A extends unknown[], R> =
  RpcBinding<any, any, A, R> | UploadBinding<any, any, A, R> | DownloadBinding<any, any, A, R>;
/* eslint-enable @typescript-eslint/no-explicit-any */

type ArgsOf<F> = F extends (caller: ApiCaller, ...args: infer A) => Promise<unknown> ? A : never;
type ResultOf<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

/** One binding per method of `Api`: a method without an RPC fails the typecheck. */
export type ApiBindings<Api> = {
  [K in keyof Api]-?: MethodBinding<ArgsOf<Api[K]>, ResultOf<Api[K]>>;
};

/** Declares a binding with its message types inferred from the generated method descriptor. */
export const rpc = <I extends DescMessage, O extends DescMessage, A extends unknown[], R>(
  method: DescMethodUnary<I, O>,
  binding: Omit<RpcBinding<I, O, A, R>, 'method'>,
): RpcBinding<I, O, A, R> => ({ method, ...binding });

/** Declares an upload binding (a client-streaming method). */
export const upload = <I extends DescMessage, O extends DescMessage, A extends unknown[], R>(
  method: DescMethodClientStreaming<I, O>,
  binding: Omit<UploadBinding<I, O, A, R>, 'method' | 'streaming'>,
): UploadBinding<I, O, A, R> => ({ streaming: 'upload', method, ...binding });

/** Declares a download binding (a server-streaming method). */
export const download = <I extends DescMessage, O extends DescMessage, A extends unknown[], R>(
  method: DescMethodServerStreaming<I, O>,
  binding: Omit<DownloadBinding<I, O, A, R>, 'method' | 'streaming'>,
): DownloadBinding<I, O, A, R> => ({ streaming: 'download', method, ...binding });

/** A binding whose response is empty (the interface method returns void). */
export const voidResponse = { toResponse: () => ({}), fromResponse: () => undefined };

/** A bound API: its service descriptor, a name for errors and logs, and its bindings. */
export interface ApiTransport<Api> {
  /** Short service name ("task-runtime"), named in errors when the peer fails. */
  peer: string;
  service: DescService;
  bindings: ApiBindings<Api>;
}

export const pathOf = (method: DescMethod) => `/${method.parent.typeName}/${method.name}`;

const codec = (schema: DescMessage) => ({
  serialize: (message: MessageShape<DescMessage>) => Buffer.from(toBinary(schema, message)),
  deserialize: (bytes: Buffer) => fromBinary(schema, bytes),
});

export const requestCodec = (method: DescMethod) => codec(method.input);
export const responseCodec = (method: DescMethod) => codec(method.output);

/** The grpc-js definition of a generated service: bufbuild's binary codec for every method. */
export function grpcServiceDefinition(service: DescService): Record<string, MethodDefinition<unknown, unknown>> {
  return Object.fromEntries(
    service.methods.map((method) => {
      const request = requestCodec(method);
      const response = responseCodec(method);
      return [
        method.name,
        {
          path: pathOf(method),
          requestStream: method.methodKind === 'client_streaming' || method.methodKind === 'bidi_streaming',
          responseStream: method.methodKind === 'server_streaming' || method.methodKind === 'bidi_streaming',
          requestSerialize: request.serialize,
          requestDeserialize: request.deserialize,
          responseSerialize: (value: unknown) => response.serialize(value as MessageShape<DescMessage>),
          responseDeserialize: response.deserialize,
          originalName: method.localName,
        } as MethodDefinition<unknown, unknown>,
      ];
    }),
  );
}

export const message = <S extends DescMessage>(schema: S, init: MessageInitShape<S>) => create(schema, init);
