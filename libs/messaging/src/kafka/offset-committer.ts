import type { EachBatchPayload } from 'kafkajs';

/** kafkajs's commit of explicit offsets, as a batch hands it out (it works while the consumer stops, too). */
export type CommitOffsets = EachBatchPayload['commitOffsetsIfNecessary'];

interface Queued {
  topic: string;
  partition: number;
  offset: string;
  landed: { resolve: () => void; reject: (error: unknown) => void }[];
}

/**
 * Commits handled offsets off the fetch path: one OffsetCommit request in flight at a time,
 * carrying the newest offset of every partition queued meanwhile. A partition's batches run
 * one after another, so its queued offsets only grow; a commit that fails is not retried
 * (the partition's next handled message queues a newer one, and until then the messages
 * stay uncommitted — redelivered after a crash, which the inbox absorbs).
 */
export class OffsetCommitter {
  private queued = new Map<string, Queued>();
  private flushing?: Promise<void>;
  private send?: CommitOffsets;

  /** @param failed told of each failed commit (its waiters get the error too) */
  constructor(private readonly failed: (error: unknown) => void) {}

  /**
   * Queues `offset` (the next one to read) of a partition, every message before it handled.
   * Resolves once a commit carrying it landed; rejects with that commit's error.
   */
  commit(send: CommitOffsets, topic: string, partition: number, offset: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const key = `${topic}:${partition}`;
      const landed = [...(this.queued.get(key)?.landed ?? []), { resolve, reject }];
      this.queued.set(key, { topic, partition, offset, landed });
      // The newest batch's: after a restart kafkajs hands out the new group member's commit.
      this.send = send;
      this.flushing ??= this.flush();
    });
  }

  /** Resolves when nothing is queued or in flight (whether the commits landed or failed). */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    while (this.queued.size) {
      const batch = [...this.queued.values()];
      this.queued = new Map();
      const topics = new Map<string, { partition: number; offset: string }[]>();
      for (const { topic, partition, offset } of batch)
        topics.set(topic, [...(topics.get(topic) ?? []), { partition, offset }]);
      try {
        await this.send!({ topics: [...topics].map(([topic, partitions]) => ({ topic, partitions })) });
        for (const entry of batch) for (const { resolve } of entry.landed) resolve();
      } catch (error) {
        this.failed(error);
        for (const entry of batch) for (const { reject } of entry.landed) reject(error);
      }
    }
    this.flushing = undefined;
  }
}
