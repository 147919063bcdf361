import { request, type ClientRequest, type IncomingMessage } from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * A minimal SSE reader for tests: collects events, lets a test wait for one, and drops the
 * connection on demand (to test Last-Event-ID resume).
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  status?: number;
  body = '';
  private req?: ClientRequest;
  private waiters: Array<() => void> = [];
  readonly opened: Promise<IncomingMessage>;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.opened = new Promise((resolve, reject) => {
      this.req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
        this.status = res.statusCode;
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          this.body += chunk;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: SseEvent = { event: 'message', data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id') event.id = value;
              else if (field === 'event') event.event = value;
              else if (field === 'data') {
                event.data += (hasData ? '\n' : '') + value;
                hasData = true;
              }
            }
            if (hasData) this.events.push(event);
          }
          this.waiters.forEach((w) => w());
        });
        resolve(res);
      });
      this.req.on('error', reject);
      this.req.end();
    });
  }

  /** Parsed `data` of the `status` events so far. */
  updates<T = { id: string; type: string; line: string; taskId?: string }>(): T[] {
    return this.events.filter((e) => e.event === 'status').map((e) => JSON.parse(e.data) as T);
  }

  async waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.events)) {
      if (Date.now() > deadline)
        throw new Error(
          `SSE: condition not met in ${timeoutMs} ms; got ${this.events.length} events: ${this.events
            .map((e) => e.data)
            .join('\n')
            .slice(0, 2000)}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
      this.waiters = [];
    }
  }

  close(): void {
    this.req?.destroy();
  }
}
