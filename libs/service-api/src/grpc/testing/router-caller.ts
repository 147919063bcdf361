/**
 * A caller as its own OS process, so a test can freeze it with SIGSTOP mid-call: it posts one
 * message to the router at `ADDRESS` (deadline 60 s) and prints `calling` once the call is out.
 */
import { routerTransport } from '../bindings/router.binding';
import { GrpcPeer, grpcClient } from '../client';

const peer = new GrpcPeer('router', {
  address: process.env.ADDRESS!,
  token: process.env.SERVICE_TOKEN!,
  deadlineMs: 60_000,
});
const call = grpcClient(peer, routerTransport).postMessage(
  { workspaceId: 'ws-a', userId: 'alice' },
  { messageId: 'm-frozen', text: 'a call whose caller freezes' },
);
process.stdout.write('calling\n');
void call.finally(() => peer.close());
