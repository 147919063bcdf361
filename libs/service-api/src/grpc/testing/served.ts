import { GrpcPeer, grpcClient } from '../client';
import type { ApiTransport } from '../rpc';
import { apiHandlers, GrpcServer } from '../server';

const TOKEN = 'a-service-token-for-tests';

/**
 * `implementation` served over gRPC on a free local port and a client of it, for a binding's
 * round-trip spec: what the client is given must reach the implementation, and what it returns
 * must come back, through the wire's messages.
 */
export function servedOverGrpc<Api extends object>(transport: ApiTransport<Api>, implementation: Api) {
  const server = new GrpcServer({
    host: '127.0.0.1',
    port: 0,
    token: TOKEN,
    services: [{ service: transport.service, handlers: apiHandlers(implementation, transport.bindings) }],
  });
  let peer: GrpcPeer | undefined;
  return {
    async start(): Promise<Api> {
      peer = new GrpcPeer(transport.peer, { address: `127.0.0.1:${await server.start()}`, token: TOKEN });
      return grpcClient(peer, transport);
    },
    async stop(): Promise<void> {
      peer?.close();
      await server.stop(0);
    },
  };
}
