import type { MethodDefinition } from '@grpc/grpc-js';
import {
  create,
  fromBinary,
  toBinary,
  type DescMessage,
  type DescMethodUnary,
  type DescService,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import type { ApiCaller } from '../caller';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBinding = RpcBinding<any, any, any, any>;

type ArgsOf<F> = F extends (caller: ApiCaller, ...args: infer A) => Promise<unknown> ? A : never;
type ResultOf<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

/** One binding per method of `Api`: a method without an RPC fails the typecheck. */
export type ApiBindings<Api> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [K in keyof Api]-?: RpcBinding<any, any, ArgsOf<Api[K]>, ResultOf<Api[K]>>;
};

/** Declares a binding with its message types inferred from the generated method descriptor. */
export const rpc = <I extends DescMessage, O extends DescMessage, A extends unknown[], R>(
  method: DescMethodUnary<I, O>,
  binding: Omit<RpcBinding<I, O, A, R>, 'method'>,
): RpcBinding<I, O, A, R> => ({ method, ...binding });

/** A binding whose response is empty (the interface method returns void). */
export const voidResponse = { toResponse: () => ({}), fromResponse: () => undefined };

/** A bound API: its service descriptor, a name for errors and logs, and its bindings. */
export interface ApiTransport<Api> {
  /** Short service name ("task-runtime"), named in errors when the peer fails. */
  peer: string;
  service: DescService;
  bindings: ApiBindings<Api>;
}

export const pathOf = (method: DescMethodUnary) => `/${method.parent.typeName}/${method.name}`;

const codec = (schema: DescMessage) => ({
  serialize: (message: MessageShape<DescMessage>) => Buffer.from(toBinary(schema, message)),
  deserialize: (bytes: Buffer) => fromBinary(schema, bytes),
});

export const requestCodec = (method: DescMethodUnary) => codec(method.input);
export const responseCodec = (method: DescMethodUnary) => codec(method.output);

/** The grpc-js definition of a generated service: bufbuild's binary codec for every unary method. */
export function grpcServiceDefinition(service: DescService): Record<string, MethodDefinition<unknown, unknown>> {
  return Object.fromEntries(
    service.methods
      .filter((method) => method.methodKind === 'unary')
      .map((method) => {
        const request = requestCodec(method as DescMethodUnary);
        const response = responseCodec(method as DescMethodUnary);
        return [
          method.name,
          {
            path: pathOf(method as DescMethodUnary),
            requestStream: false,
            responseStream: false,
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
