import type { WireRecord } from '../dispatch';
import type { ResolvedTopic } from '../topic-catalog';

export interface StoredRecord extends WireRecord {
  partition: number;
  offset: number;
  timestamp: number;
}

/**
 * One partition of an in-process topic: an append-only array with Kafka's offsets. Time
 * retention drops the oldest records on append, as Kafka's `delete` policy would; a reader
 * behind the start jumps to it (auto.offset.reset = earliest).
 */
export class PartitionLog {
  private records: StoredRecord[] = [];
  /** Offset of `records[0]`. */
  private base = 0;
  /** Records at the front that retention dropped; spliced out in bulk, not one by one. */
  private dropped = 0;
  private readonly waiters = new Set<() => void>();

  constructor(
    readonly topic: ResolvedTopic,
    readonly partition: number,
  ) {}

  get startOffset(): number {
    return this.base + this.dropped;
  }

  get endOffset(): number {
    return this.base + this.records.length;
  }

  append(record: WireRecord, now: number): number {
    const offset = this.endOffset;
    // Copies, so a publisher that reuses its buffer cannot change what was published.
    this.records.push({
      ...record,
      value: Uint8Array.from(record.value),
      headers: { ...record.headers },
      partition: this.partition,
      offset,
      timestamp: now,
    });
    this.trim(now);
    for (const wake of [...this.waiters]) wake();
    return offset;
  }

  /** The record at `offset`, the first retained one when `offset` is behind, or undefined at the end. */
  read(offset: number): StoredRecord | undefined {
    return this.records[Math.max(offset, this.startOffset) - this.base];
  }

  /** Resolves once a record exists at or after `offset`, or when `signal` aborts. */
  waitFor(offset: number, signal: AbortSignal): Promise<void> {
    if (this.endOffset > offset || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      this.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  private trim(now: number): void {
    const cutoff = now - this.topic.retentionMs;
    // The newest record is always kept, as Kafka keeps the active segment.
    while (this.dropped < this.records.length - 1 && this.records[this.dropped].timestamp < cutoff) this.dropped++;
    if (this.dropped > 1024 && this.dropped * 2 > this.records.length) {
      this.records = this.records.slice(this.dropped);
      this.base += this.dropped;
      this.dropped = 0;
    }
  }
}
