export interface TopicPartition {
  topic: string;
  partition: number;
}

/**
 * Retry-topic partitions paused until the message at their head comes due. Messages of a
 * retry topic share one delay, so they come due in order and only the head is waited for;
 * the partition is fetched again when the timer resumes it.
 */
export class DuePartitions {
  private readonly waiting = new Map<string, TopicPartition & { timer: NodeJS.Timeout }>();

  /** `pause` now; `resume` in `dueInMs` (a partition already waiting keeps its timer). */
  wait(at: TopicPartition, dueInMs: number, pause: () => void, resume: (at: TopicPartition) => void): void {
    pause();
    const key = `${at.topic}:${at.partition}`;
    if (this.waiting.has(key)) return;
    const timer = setTimeout(() => {
      this.waiting.delete(key);
      resume(at);
    }, dueInMs);
    this.waiting.set(key, { ...at, timer });
  }

  /** Partitions still waiting, to pause again after a subscription-wide resume. */
  list(): TopicPartition[] {
    return [...this.waiting.values()].map(({ topic, partition }) => ({ topic, partition }));
  }

  clear(): void {
    for (const { timer } of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }
}
