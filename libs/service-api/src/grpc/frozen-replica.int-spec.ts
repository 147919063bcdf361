import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { RouterService } from '@lomo/contracts';
import { routerTransport } from './bindings/router.binding';
import { GrpcPeer, grpcClient } from './client';
import { apiHandlers, GrpcServer } from './server';
import { currentCallContext } from './call-context';
import { namedRouter } from './testing/router-replica';

const TOKEN = 'a-service-token-for-tests';
const alice = { workspaceId: 'ws-a', userId: 'alice' };
/** Starts `testing/<script>` as a process; resolves once its output matches `ready`. */
async function startProcess(script: string, env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', resolve(__dirname, 'testing', script)], {
    cwd: resolve(__dirname, '../../../..'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SERVICE_TOKEN: TOKEN, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    const match = ready.exec(out);
    if (match) return { child, match };
  }
  throw new Error(`${script} ended before it was ready: ${out}`);
}

/** Starts the replica process and resolves with its port once it serves. */
async function startReplica(name: string): Promise<{ child: ChildProcess; port: number }> {
  const { child, match } = await startProcess('router-replica.ts', { REPLICA_NAME: name }, /listening (\d+)/);
  return { child, port: Number(match[1]) };
}

/** A port free right now (the healthy replica binds it after the first call went to the other). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

describe('a frozen gRPC peer', () => {
  let frozen: ChildProcess | undefined;
  let healthy: GrpcServer | undefined;
  let peer: GrpcPeer | undefined;

  afterEach(async () => {
    // The process goes first (a session to a frozen peer holds the server's shutdown), and only one
    // still running is waited for: a test that failed before starting its own would otherwise
    // wait for the 'close' of the last test's process, which came long ago.
    peer?.close();
    const child = frozen;
    [frozen, peer] = [undefined, undefined];
    if (child && child.exitCode === null && child.signalCode === null) {
      const closed = once(child, 'close');
      child.kill('SIGCONT');
      child.kill('SIGKILL');
      await closed;
    }
    await healthy?.stop(100);
    healthy = undefined;
  });

  it('given two replicas as ip:port,ip:port and the one in use frozen by SIGSTOP, when callers go on calling, then the healthy replica answers the next call within 2 s of the freeze (issue 29)', async () => {
    const replica = await startReplica('frozen');
    frozen = replica.child;
    const spare = await freePort();
    peer = new GrpcPeer('router', { address: `127.0.0.1:${replica.port},127.0.0.1:${spare}`, token: TOKEN });
    const router = grpcClient(peer, routerTransport);
    expect((await router.readThread(alice))[0].text).toBe('frozen');
    healthy = new GrpcServer({
      host: '127.0.0.1',
      port: spare,
      token: TOKEN,
      services: [{ service: RouterService, handlers: apiHandlers(namedRouter('healthy'), routerTransport.bindings) }],
    });
    await healthy.start();

    frozen.kill('SIGSTOP');
    const frozenAt = Date.now();
    const first = await router.readThread(alice);
    const failedOverAfterMs = Date.now() - frozenAt;
    const next: string[] = [];
    for (let i = 0; i < 5; i++) next.push((await router.postMessage(alice, { messageId: `m-${i}`, text: 'hi' })).text);
    const nextTookMs = Date.now() - frozenAt - failedOverAfterMs;

    expect({ replica: first[0].text, failedOverAfterMs, withinTwoSeconds: failedOverAfterMs < 2_000 }).toEqual({
      replica: 'healthy',
      failedOverAfterMs,
      withinTwoSeconds: true,
    });
    expect({ next, fast: nextTookMs < 1_000 }).toEqual({ next: Array(5).fill('healthy'), fast: true });
  });

  it('given a caller frozen by SIGSTOP while its call runs, when the server pings it, then the call is cancelled within 8 s of the freeze, long before its 60 s deadline', async () => {
    let [running, cancelledAt] = [false, undefined as number | undefined];
    const router = namedRouter('server');
    router.postMessage = async () => {
      running = true;
      const { signal } = currentCallContext()!;
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      cancelledAt = Date.now();
      throw new Error('cancelled');
    };
    healthy = new GrpcServer({
      host: '127.0.0.1',
      port: 0,
      token: TOKEN,
      services: [{ service: RouterService, handlers: apiHandlers(router, routerTransport.bindings) }],
    });
    const port = await healthy.start();
    const caller = await startProcess('router-caller.ts', { ADDRESS: `127.0.0.1:${port}` }, /calling/);
    frozen = caller.child;
    for (const until = Date.now() + 20_000; !running && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 20));
    frozen.kill('SIGSTOP');
    const frozenAt = Date.now();
    for (const until = frozenAt + 15_000; cancelledAt === undefined && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 50));

    expect({
      cancelled: cancelledAt !== undefined,
      withinEightSeconds: (cancelledAt ?? Infinity) - frozenAt < 8_000,
    }).toEqual({
      cancelled: true,
      withinEightSeconds: true,
    });
  }, 30_000);
});
