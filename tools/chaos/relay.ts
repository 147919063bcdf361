import { tcpRelay, type TcpRelay } from '@lomo/testing';

/**
 * A TCP relay in front of a server that the soak can cut (every connection through it reset
 * and new ones refused for a while, as when that server restarts) or slow down (every chunk
 * held for a while both ways, as a congested network does) — without touching the server.
 */
export class CuttableRelay {
  private relay?: TcpRelay;
  private delay = 0;
  private constructor(
    private readonly target: string,
    readonly port: number,
  ) {}

  static async open(target: string): Promise<CuttableRelay> {
    let relay: CuttableRelay | undefined = undefined;
    const first = await tcpRelay(target, 0, () => relay?.delay ?? 0);
    relay = new CuttableRelay(target, first.port);
    relay.relay = first;
    return relay;
  }

  /** Cuts every connection and refuses new ones for `ms`, then listens again on the same port. */
  async cut(ms: number): Promise<void> {
    await this.relay?.close();
    this.relay = undefined;
    await new Promise((r) => setTimeout(r, ms));
    this.relay = await tcpRelay(this.target, this.port, () => this.delay);
  }

  /** Holds every chunk `delayMs` each way for `ms`, on open connections and new ones. */
  async slow(delayMs: number, ms: number): Promise<void> {
    this.delay = delayMs;
    await new Promise((r) => setTimeout(r, ms));
    this.delay = 0;
  }

  async close(): Promise<void> {
    await this.relay?.close();
    this.relay = undefined;
  }
}
