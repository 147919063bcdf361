/** A store outside the database (Redis, OpenSearch, Kafka) still holding a deleted task's id or words. */
export interface StoreLeftover {
  needle: string;
  store: 'redis' | 'opensearch' | 'kafka';
  /** A Redis key family (`lomo:status`), an OpenSearch index, a Kafka topic. */
  where: string;
  /** Keys, documents or records that hold the needle. */
  rows: number;
}

/** What a scan looks for: the task id and its words, matched case-insensitively. */
export const needlesOf = (target: { taskId: string; words?: readonly string[] }): string[] => [
  target.taskId,
  ...(target.words ?? []).filter(Boolean),
];

/** Counts, per needle and place, the items whose text holds the needle. */
export class LeftoverTally {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly store: StoreLeftover['store'],
    private readonly needles: readonly string[],
  ) {}

  add(where: string, text: string): void {
    const lower = text.toLowerCase();
    for (const needle of this.needles) {
      if (!lower.includes(needle.toLowerCase())) continue;
      const key = JSON.stringify([needle, where]);
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
  }

  leftovers(): StoreLeftover[] {
    return [...this.counts].map(([key, rows]) => {
      const [needle, where] = JSON.parse(key) as [string, string];
      return { needle, store: this.store, where, rows };
    });
  }
}
