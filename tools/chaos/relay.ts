import { tcpRelay, type TcpRelay } from '@lomo/testing';

/**
 * A TCP relay in front of a shared server that the soak can cut: every connection through it
 * reset and new ones refused for a while, as when that server restarts — without touching the
 * server, which other work on this machine uses.
 */
export class CuttableRelay {
  private relay?: TcpRelay;
  private constructor(
    private readonly target: string,
    readonly port: number,
  ) {}

  static async open(target: string): Promise<CuttableRelay> {
    const first = await tcpRelay(target);
    const relay = new CuttableRelay(target, first.port);
    relay.relay = first;
    return relay;
  }

  /** Cuts every connection and refuses new ones for `ms`, then listens again on the same port. */
  async cut(ms: number): Promise<void> {
    await this.relay?.close();
    this.relay = undefined;
    await new Promise((r) => setTimeout(r, ms));
    this.relay = await tcpRelay(this.target, this.port);
  }

  async close(): Promise<void> {
    await this.relay?.close();
    this.relay = undefined;
  }
}
