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
  /** Listens to one workspace; returns the unsubscribe. Live from the moment it returns. */
  subscribe(workspaceId: string, listener: StatusListener): () => void;
  /** Resolves when published updates are being received (Redis: the subscription is acknowledged). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

class Listeners {
  private readonly byWorkspace = new Map<string, Set<StatusListener>>();

  add(workspaceId: string, listener: StatusListener): () => void {
    const set = this.byWorkspace.get(workspaceId) ?? new Set();
    set.add(listener);
    this.byWorkspace.set(workspaceId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byWorkspace.delete(workspaceId);
    };
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
  subscribe(workspaceId: string, listener: StatusListener): () => void {
    return this.listeners.add(workspaceId, listener);
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
  subscribe(workspaceId: string, listener: StatusListener): () => void {
    return this.listeners.add(workspaceId, listener);
  }
  ready(): Promise<void> {
    return this.subscribed;
  }
  async close(): Promise<void> {
    this.closed = true;
    this.subscriber.disconnect();
  }
}
