import type { RecordedEvent } from '../types';

/**
 * A read model as a pure fold, Emmett-style: `evolve(doc | null, event)` returns the new
 * document, or null to delete it. The processor stores documents as JSON rows keyed by
 * `documentId(event)` and commits them with its checkpoint in one transaction.
 */
export interface DocumentProjection<Doc = unknown> {
  /** Stable name; also the key of its checkpoint and documents. */
  name: string;
  /** Event types it folds; nothing else is read. `'*'`: every event (log-wide statistics). */
  handles: readonly string[] | '*';
  /**
   * A purge always deletes the documents last written from the purged stream.
   * `true`: `StreamPurged` then also goes to `evolve` (list it in `handles`), for
   * documents that count purges; they must keep nothing that identifies the stream.
   * @default false
   */
  foldPurges?: boolean;
  /** Stream categories to read (server-side filter). @default all */
  categories?: readonly string[];
  /**
   * Top-level fields its readers filter and order by (`ProjectionReader.find`), one index per
   * list, over this projection's documents only: a find touches the matching documents instead
   * of reading every document whole. Created when its processor starts.
   */
  indexed?: readonly (readonly string[])[];
  /**
   * Top-level fields that hold content (a title, a brief, a fold of the task): kept sealed under
   * the data key of the stream the document came from when the log is sealed (ADR 0087), so a
   * dump of the database holds them as ciphertext and a deletion's destroyed key leaves every
   * copy unreadable. Readers cannot filter or order by them. Only for documents folded from one
   * stream each (their source stream). @default none
   */
  sealed?: readonly string[];
  /** Which document an event belongs to; undefined = the event changes no document. */
  documentId(event: RecordedEvent): string | undefined;
  evolve(doc: Doc | null, event: RecordedEvent): Doc | null;
}

/** Progress of one projection, for metrics and the CLI. */
export interface ProjectionStatus {
  name: string;
  generation: number;
  checkpoint: string;
  /** Visible events after the checkpoint that this projection reads (capped at `lagCap`). */
  lag: number;
  /** Whether this process holds the projection's lease. */
  active: boolean;
}
