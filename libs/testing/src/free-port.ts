import { createServer } from 'node:net';

/** A TCP port on loopback that was free a moment ago (for servers a test starts on a fixed port). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.once('error', fail);
  });
}
