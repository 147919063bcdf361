import type { Redis } from 'ioredis';
import type { StatusUpdate } from './status-line.projection';

export type StatusListener = (update: StatusUpdate) => void;

/**
 * Delivers status updates to the SSE connections of this process. Embedded: in-process.
 * Distributed: through Redis pub/sub, so an update published by any gateway replica reaches
 * the clients connected to every replica.
 */
export interface StatusFanOut {
  publish(update: StatusUpdate): Promise<void>;
  /**
   * Listens to one workspace; returns the unsubscribe. Live from the moment it returns.
   * `missed` is called when updates may have been lost on the way (Redis: the subscriber's
   * connection dropped and came back).
   */
  subscribe(workspaceId: string, listener: StatusListener, missed?: () => void): () => void;
  /** Resolves when published updates are being received (Redis: the subscription is acknowledged). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

class Listeners {
  private readonly byWorkspace = new Map<string, Set<StatusListener>>();
  private readonly missed = new Map<StatusListener, () => void>();

  add(workspaceId: string, listener: StatusListener, missed?: () => void): () => void {
    const set = this.byWorkspace.get(workspaceId) ?? new Set();
    set.add(listener);
    this.byWorkspace.set(workspaceId, set);
    if (missed) this.missed.set(listener, missed);
    return () => {
      set.delete(listener);
      this.missed.delete(listener);
      if (set.size === 0) this.byWorkspace.delete(workspaceId);
    };
  }

  /** Tells every listener that asked that it may have missed updates. */
  lost(): void {
    for (const notify of [...this.missed.values()]) notify();
  }

  emit(update: StatusUpdate): void {
    for (const listener of this.byWorkspace.get(update.workspaceId) ?? []) listener(update);
  }
}

export class InProcessFanOut implements StatusFanOut {
  private readonly listeners = new Listeners();
  async publish(update: StatusUpdate): Promise<void> {
    this.listeners.emit(update);
  }
  subscribe(workspaceId: string, listener: StatusListener, missed?: () => void): () => void {
    return this.listeners.add(workspaceId, listener, missed);
  }
  async ready(): Promise<void> {}
  async close(): Promise<void> {}
}

const PREFIX = 'lomo:status:';

/**
 * One pattern subscription per process (`lomo:status:*`), dispatched to local listeners by
 * workspace; publishing goes to `lomo:status:<workspace>`. Subscribing needs its own
 * connection (a subscribed Redis connection runs no other commands).
 */
export class RedisFanOut implements StatusFanOut {
  private readonly listeners = new Listeners();
  private readonly subscriber: Redis;
  private readonly subscribed: Promise<void>;

  constructor(private readonly publisher: Redis) {
    this.subscriber = publisher.duplicate();
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('pmessage', (_pattern: string, _channel: string, message: string) => {
      try {
        this.listeners.emit(JSON.parse(message) as StatusUpdate);
      } catch {
        // a foreign message on our channel: not ours to deliver
      }
    });
    this.subscribed = this.subscribeUntilDone();
    // Pub/sub delivers at most once: what the feed leader published while this connection was
    // down never arrives, and a live SSE connection would go on past the hole (chaos soak, a
    // Redis cut: one client missed one event for good). Once subscribed again, every listener
    // hears `missed` (an SSE connection ends; its client resumes from the log with its cursor).
    let dropped = false;
    this.subscriber.on('close', () => (dropped = true));
    this.subscriber.on('ready', () => {
      if (!dropped) return;
      dropped = false;
      // Queued behind ioredis's own resubscription: resolved once updates flow again.
      this.subscriber.psubscribe(`${PREFIX}*`).then(
        () => this.listeners.lost(),
        () => (dropped = true),
      );
    });
  }

  private closed = false;

  /** Redis may be down at boot: keep trying (readiness reports it meanwhile); ioredis resubscribes by itself after later reconnects. */
  private async subscribeUntilDone(): Promise<void> {
    while (!this.closed) {
      try {
        await this.subscriber.psubscribe(`${PREFIX}*`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  async publish(update: StatusUpdate): Promise<void> {
    await this.publisher.publish(`${PREFIX}${update.workspaceId}`, JSON.stringify(update));
  }
  subscribe(workspaceId: string, listener: StatusListener, missed?: () => void): () => void {
    return this.listeners.add(workspaceId, listener, missed);
  }
  ready(): Promise<void> {
    return this.subscribed;
  }
  async close(): Promise<void> {
    this.closed = true;
    this.subscriber.disconnect();
  }
}
