import { once } from 'node:events';
import { connect, createServer, type Server } from 'node:net';
import { tcpRelay, type TcpRelay } from './tcp-relay';

/** An echo server on loopback: what comes in goes back. */
async function echoServer(): Promise<Server> {
  const server = createServer((socket) => socket.pipe(socket)).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** Sends `parts` one by one through the relay and resolves with what came back and how long it took. */
async function roundTrip(relay: TcpRelay, parts: string[]): Promise<{ text: string; ms: number }> {
  const socket = connect(relay.port, '127.0.0.1');
  await once(socket, 'connect');
  const started = Date.now();
  let text = '';
  const expected = parts.join('').length;
  const done = new Promise<void>((resolve) =>
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.length >= expected) resolve();
    }),
  );
  for (const part of parts) socket.write(part);
  await done;
  socket.destroy();
  return { text, ms: Date.now() - started };
}

describe('a TCP relay that can slow the link', () => {
  let server: Server;
  const relays: TcpRelay[] = [];
  beforeAll(async () => (server = await echoServer()));
  afterAll(async () => {
    await Promise.all(relays.map((r) => r.close()));
    server.close();
  });
  const relayTo = async (delayMs?: () => number) => {
    const { port } = server.address() as { port: number };
    const relay = await tcpRelay({ host: '127.0.0.1', port }, 0, delayMs);
    relays.push(relay);
    return relay;
  };

  it('given a delay of 150 ms, then a round trip takes both ways of it and the bytes keep their order', async () => {
    const relay = await relayTo(() => 150);
    const { text, ms } = await roundTrip(relay, ['one ', 'two ', 'three']);
    expect(text).toBe('one two three');
    expect(ms).toBeGreaterThanOrEqual(290);
  });

  it('given the delay switched off mid-connection, then later bytes still come after the held ones', async () => {
    let delay = 200;
    const relay = await relayTo(() => delay);
    const socket = connect(relay.port, '127.0.0.1');
    await once(socket, 'connect');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.write('held ');
    await new Promise((r) => setTimeout(r, 20));
    delay = 0;
    socket.write('then');
    for (const until = Date.now() + 5_000; text.length < 9 && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 10));
    socket.destroy();
    expect(text).toBe('held then');
  });

  it('given no delay function, then it relays as a plain pipe', async () => {
    const relay = await relayTo();
    expect((await roundTrip(relay, ['plain'])).text).toBe('plain');
  });
});
