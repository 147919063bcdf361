import { randomUUID } from 'node:crypto';

/** `lomo-serialized`: Lomo's adapter with every write transaction behind one advisory lock (ADR 0003's rejected option). */
export type StoreName = 'lomo' | 'emmett' | 'lomo-serialized' | 'lomo-encrypted';

/** The payload every scenario writes: about 250 bytes of JSON, like a small domain event. */
export interface BenchEvent {
  id: string;
  type: 'TaskNoted';
  data: { seq: number; taskId: string; note: string };
  metadata: { workspaceId: string; actor: string; correlationId: string; occurredAt: string };
}

export function benchEvents(count: number, firstSeq: number): BenchEvent[] {
  const correlationId = randomUUID();
  return Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    type: 'TaskNoted',
    data: { seq: firstSeq + i, taskId: 't42', note: 'a short note the agent wrote about its work, ~64 chars' },
    metadata: { workspaceId: 'ws-1', actor: 'agent', correlationId, occurredAt: '2026-01-01T00:00:00.000Z' },
  }));
}

/** Stops a running subscription; resolves when its loop has ended. */
export type Stop = () => Promise<void>;

/**
 * The few operations the scenarios need, written once per store through that store's own
 * public API, so each side runs its normal code path (and its own pg type parsers: each
 * store runs in its own process, see main.ts).
 */
export interface BenchStore {
  readonly name: StoreName;
  /** Appends when the stream holds exactly `expectedCount` events (0: must not exist); returns the new count. */
  append(streamId: string, events: BenchEvent[], expectedCount: number): Promise<number>;
  /** Reads the whole stream through the store's aggregate path and folds it. */
  fold<S>(streamId: string, evolve: (state: S, data: BenchEvent['data']) => S, initial: S): Promise<S>;
  /** Delivers, in log order, every event committed after `from` ('start' of the log or its current 'end'). */
  subscribe(from: 'start' | 'end', onEvent: (id: string) => void): Promise<Stop>;
  /** Events in the log. */
  count(): Promise<number>;
  close(): Promise<void>;
}
