/**
 * An SSE client of `GET /v1/stream` that behaves like EventSource: it reconnects when the
 * connection ends (a gateway killed, a deliberate reconnect) and sends `Last-Event-ID` with
 * the last id it got, moving to the other gateway while its own does not answer. It keeps
 * every status id it received, for the gap-free check.
 */
export class SseClient {
  readonly ids: string[] = [];
  connections = 0;
  private abort?: AbortController;
  private stopped = false;
  private running?: Promise<void>;

  constructor(
    readonly name: string,
    private readonly gateways: readonly string[],
    private readonly home: number,
    private readonly headers: Record<string, string>,
  ) {}

  start(): void {
    this.running = this.loop();
  }

  /** Ends the current connection; the client reconnects with its cursor (what a flaky network does). */
  reconnect(): void {
    this.abort?.abort();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort?.abort();
    await this.running;
  }

  get lastId(): string | undefined {
    return this.ids[this.ids.length - 1];
  }

  private async loop(): Promise<void> {
    for (let failures = 0; !this.stopped;) {
      const gateway = this.gateways[(this.home + failures) % this.gateways.length];
      this.abort = new AbortController();
      try {
        const res = await fetch(`${gateway}/v1/stream`, {
          headers: {
            ...this.headers,
            accept: 'text/event-stream',
            ...(this.lastId ? { 'last-event-id': this.lastId } : {}),
          },
          signal: this.abort.signal,
        });
        if (!res.ok || !res.body) throw new Error(`SSE ${res.status}`);
        this.connections++;
        failures = 0;
        await this.read(res.body as unknown as AsyncIterable<Uint8Array>);
      } catch {
        if (!this.stopped) failures++;
      }
      if (!this.stopped) await new Promise((r) => setTimeout(r, 200));
    }
  }

  private async read(body: AsyncIterable<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        let id: string | undefined;
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('id:')) id = line.slice(3).trim();
        }
        if (event === 'status' && id) this.ids.push(id);
      }
    }
  }
}
