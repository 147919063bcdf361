/**
 * A router replica as its own OS process, so a test can freeze it with SIGSTOP the way a
 * stalled node freezes: its sockets stay open and the kernel still accepts connections, but
 * nothing answers. Each entry it returns names the replica (`REPLICA_NAME`). Prints
 * `listening <port>` once it serves on `GRPC_PORT` (0 picks one).
 */
import { RouterService } from '@lomo/contracts';
import type { ApiCaller } from '../../caller';
import type { MainThreadEntry, RouterApi } from '../../router.api';
import { routerTransport } from '../bindings/router.binding';
import { apiHandlers, GrpcServer } from '../server';

const entry = (messageId: string, replica: string): MainThreadEntry => ({
  messageId,
  text: replica,
  postedAt: '2026-01-01T00:00:00.000Z',
  decision: 'created_task',
  taskIds: [],
  position: '1',
});

/** A router that answers every call at once, each entry's text naming the replica. */
export const namedRouter = (replica: string): RouterApi => ({
  postMessage: async (_caller: ApiCaller, input) => entry(input.messageId, replica),
  readThread: async () => [entry('thread', replica)],
  answerCard: async (_caller: ApiCaller, messageId) => entry(messageId, replica),
  moveMessage: async (_caller: ApiCaller, messageId) => entry(messageId, replica),
  erasePerson: async () => ({ messages: 0, documents: 0 }),
});

if (require.main === module) {
  const server = new GrpcServer({
    host: '127.0.0.1',
    port: Number(process.env.GRPC_PORT ?? 0),
    token: process.env.SERVICE_TOKEN!,
    services: [
      {
        service: RouterService,
        handlers: apiHandlers(namedRouter(process.env.REPLICA_NAME ?? 'replica'), routerTransport.bindings),
      },
    ],
  });
  void server.start().then((port) => process.stdout.write(`listening ${port}\n`));
  process.on('SIGTERM', () => void server.stop(100).then(() => process.exit(0)));
}
