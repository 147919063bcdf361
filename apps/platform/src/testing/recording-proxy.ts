import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the upstream received it: what credential it carried. */
export interface ProxiedRequest {
  method: string;
  path: string;
  authorization?: string;
}

/**
 * A pass-through HTTP proxy in front of an upstream that records each request's
 * `Authorization` header: what the generation gateway really sent, seen from outside.
 */
export class RecordingProxy {
  readonly requests: ProxiedRequest[] = [];
  private server?: Server;

  constructor(private readonly target: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.forward(req).then(
        ({ status, type, body }) => res.writeHead(status, type ? { 'content-type': type } : {}).end(body),
        () => res.destroy(),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async forward(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const authorization = req.headers.authorization;
    this.requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', ...(authorization && { authorization }) });
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['host', 'connection'].includes(entry[0]),
      ),
    );
    const response = await fetch(`${this.target}${req.url ?? '/'}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }
}
