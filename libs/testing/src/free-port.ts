import { createServer } from 'node:net';

/**
 * Below Linux's ephemeral range (32768–60999 by default): a port the kernel hands to outgoing
 * connections — a Kafka client's, a gRPC peer's — can be taken between our probe and the
 * server's own listen. Ports from this range are taken only by servers that ask for them.
 */
const LOW = 20_000;
const HIGH = 32_767;
/** Ports this process handed out: two servers of one test never get the same port. */
const handedOut = new Set<number>();

const bindable = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });

/** A TCP port on loopback that was free a moment ago and not handed out before (for servers a test starts on a fixed port). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free loopback port in ${LOW}–${HIGH} after 200 tries`);
}
