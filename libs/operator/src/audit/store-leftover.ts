/** The stores besides the database's tables that an audit reads. */
export type AuditedStore =
  'search-database' | 'redis' | 'opensearch' | 'kafka' | 'eventstoredb' | 'blobs' | 's3' | 'spool' | 'logs';

/** A store outside the database's tables still holding a deleted task's id or words. */
export interface StoreLeftover {
  needle: string;
  store: AuditedStore;
  /**
   * A Redis key family (`lomo:status`), an OpenSearch index, a Kafka topic, an EventStoreDB
   * stream category, a blob or spool directory, an S3 bucket/prefix, a log file.
   */
  where: string;
  /** Keys, documents, records, events or files that hold the needle; lines, for a log file. */
  rows: number;
}

/** What a scan looks for: the task id (empty for a person's erasure) and the words, matched case-insensitively. */
export const needlesOf = (target: { taskId: string; words?: readonly string[] }): string[] =>
  [target.taskId, ...(target.words ?? [])].filter(Boolean);

/** Counts, per needle and place, the items whose text holds the needle. */
export class LeftoverTally {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly store: AuditedStore,
    readonly needles: readonly string[],
  ) {}

  add(where: string, text: string): void {
    const lower = text.toLowerCase();
    for (const needle of this.needles) if (lower.includes(needle.toLowerCase())) this.count(where, needle);
  }

  /** Counts one item at `where` holding `needle`. */
  count(where: string, needle: string): void {
    const key = JSON.stringify([needle, where]);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  leftovers(): StoreLeftover[] {
    return [...this.counts].map(([key, rows]) => {
      const [needle, where] = JSON.parse(key) as [string, string];
      return { needle, store: this.store, where, rows };
    });
  }
}
