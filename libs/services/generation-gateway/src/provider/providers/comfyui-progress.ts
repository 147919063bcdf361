import WebSocket from 'ws';

/**
 * Progress of running prompts from ComfyUI's websocket (`/ws?clientId=`): `progress` messages
 * (`value`/`max` of the node running) and `executing` (node `null` = the prompt finished).
 * Only a hint for status answers — the history stays the truth — so a dropped connection is
 * just reopened after a pause, and binary preview frames are ignored.
 */
export class ComfyProgress {
  private socket?: WebSocket;
  private readonly percent = new Map<string, number>();
  private closed = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly wsUrl: string,
    private readonly headers: () => Promise<Record<string, string>>,
  ) {}

  /** Opens the connection if it is not open (idempotent). */
  ensure(): void {
    if (this.closed || this.socket || this.retry) return;
    void this.headers().then((headers) => {
      if (this.closed) return;
      const socket = new WebSocket(this.wsUrl, { headers });
      this.socket = socket;
      socket.on('message', (data, isBinary) => {
        if (!isBinary) this.onMessage(data.toString());
      });
      socket.on('error', () => socket.close());
      socket.on('close', () => {
        this.socket = undefined;
        if (!this.closed) this.retry = setTimeout(() => (this.retry = undefined), 5_000).unref();
      });
    });
  }

  /** 0..99 while running; undefined = no news over the socket. */
  of(promptId: string): number | undefined {
    return this.percent.get(promptId);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.terminate();
    });
  }

  private onMessage(text: string): void {
    let message: { type?: string; data?: { prompt_id?: string; value?: number; max?: number; node?: unknown } };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    const id = message.data?.prompt_id;
    if (typeof id !== 'string') return;
    if (message.type === 'progress' && typeof message.data?.value === 'number' && message.data.max)
      this.percent.set(id, Math.min(99, Math.floor((99 * message.data.value) / message.data.max)));
    else if (message.type === 'execution_start') this.percent.set(id, 0);
    else if (message.type === 'executing' && message.data?.node === null) this.percent.delete(id);
  }
}
