import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

/** A TCP relay in front of a real server: what a test switches on and off to make the server reachable or not. */
export interface TcpRelay {
  readonly port: number;
  /** Stops listening and cuts every relayed connection, as a server that went away does. */
  close(): Promise<void>;
}

/**
 * Bytes from `from` written to `to` after `delayMs()` each (0: at once), in the order they came:
 * a chunk is never sent before one that came earlier. One queue and one timer per direction — a
 * timer per chunk did not keep that order: two timers due in the same millisecond but set with
 * different durations sit in different timer lists, and a cold CI run saw "thenheld ".
 */
function delayed(from: Socket, to: Socket, delayMs: () => number): void {
  const queue: Array<{ chunk: Buffer; at: number }> = [];
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  const drain = () => {
    timer = undefined;
    while (queue.length > 0 && queue[0].at <= Date.now()) {
      const { chunk } = queue.shift()!;
      if (to.writable) to.write(chunk);
    }
    if (queue.length > 0) timer = setTimeout(drain, queue[0].at - Date.now());
    else if (ended) to.end();
  };
  from.on('data', (chunk: Buffer) => {
    const at = Math.max(Date.now() + delayMs(), queue.at(-1)?.at ?? 0);
    if (queue.length === 0 && at <= Date.now()) return void to.write(chunk);
    queue.push({ chunk, at });
    timer ??= setTimeout(drain, at - Date.now());
  });
  from.on('end', () => {
    ended = true;
    if (queue.length === 0) to.end();
  });
}

/**
 * Relays `127.0.0.1:port` (0 picks one) to the server at `target` (a URL such as
 * `redis://host:port`, or `{ host, port }`). Nothing is changed on the way: the client talks to
 * the real server, and the test decides when that server is there — and, with `delayMs`, how
 * slow the network to it is (each chunk held that long, both ways; read at every chunk).
 */
export async function tcpRelay(
  target: string | { host: string; port: number },
  port = 0,
  delayMs?: () => number,
): Promise<TcpRelay> {
  const { host, port: targetPort } =
    typeof target === 'string' ? { host: new URL(target).hostname, port: Number(new URL(target).port) } : target;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    const upstream = connect(targetPort, host);
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
    if (!delayMs) return void socket.pipe(upstream).pipe(socket);
    delayed(socket, upstream, delayMs);
    delayed(upstream, socket, delayMs);
  }).listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
