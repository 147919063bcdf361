import { Agent, request } from 'node:http';

/**
 * Child process of `bench:streaming`: opens N SSE connections to `url`, says READY once every
 * one has its first bytes, records when each event id arrives on each connection, and prints
 * RESULT with the arrival times (epoch ms, sub-ms precision) when told `done` on stdin.
 */
const [url, countText] = process.argv.slice(2);
const count = Number(countText);
const now = () => performance.timeOrigin + performance.now();
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
const arrivals = new Map<string, number[]>();
let open = 0;

for (let i = 0; i < count; i++) {
  const req = request(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
    res.setEncoding('utf8');
    let first = true;
    let buffer = '';
    res.on('data', (chunk: string) => {
      const at = now();
      if (first && ++open === count) process.stdout.write('READY\n');
      first = false;
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const id = /^id: (.+)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (!id) continue;
        const list = arrivals.get(id) ?? [];
        list.push(at);
        arrivals.set(id, list);
      }
    });
  });
  req.on('error', (error) => {
    console.error(`connection ${i}: ${error.message}`);
    process.exit(1);
  });
  req.end();
}

process.stdin.on('data', (data) => {
  if (!data.toString().includes('done')) return;
  process.stdout.write(`RESULT ${JSON.stringify(Object.fromEntries(arrivals))}\n`, () => process.exit(0));
});
