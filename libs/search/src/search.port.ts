/**
 * One searchable document: a projection of the log (a task's summary, a workspace object, a
 * memory), rebuildable from it and purged with its task. `(workspaceId, id)` is the
 * key: the same id in two workspaces is two documents.
 */
export interface SearchDocument {
  id: string;
  workspaceId: string;
  /** What the document describes (`task`, `object`, `memory`); queries may filter by it. */
  kind: string;
  /** The task the document belongs to; `purgeTask` removes every document naming it. */
  taskId?: string;
  /** Weighted above `body` by keyword ranking. */
  title: string;
  body: string;
  /** An embedding of title and body (the `Embedder`'s dimensions); ignored by an index without vectors. */
  vector?: number[];
  createdAt: string;
  updatedAt: string;
}

/** A hybrid query: keywords always, nearest vectors when `vector` is given and the index has vectors. */
export interface SearchQuery {
  workspaceId: string;
  text: string;
  vector?: number[];
  kinds?: string[];
  /** Hits returned. @default 10 */
  limit?: number;
}

export interface SearchHit {
  document: SearchDocument;
  /**
   * Reciprocal-rank fusion of the keyword and vector rankings: comparable between hits of
   * one query, not between queries or adapters (callers that need an absolute similarity
   * compute it on the hit's text).
   */
  score: number;
  /** Which rankings found the hit. */
  matchedBy: Array<'keyword' | 'vector'>;
}

/** What an adapter can do; the conformance suite pins the documented behaviour of each. */
export interface SearchCapabilities {
  /** Stores vectors and answers nearest-neighbour queries (false: vectors are dropped, queries are keyword only). */
  vectors: boolean;
}

/**
 * The search port (ADR 0015): keyword (BM25 / Postgres full text + trigrams) and vector
 * (k-NN / pgvector) search over documents of one workspace. Writes are visible to the next
 * query (read-your-writes), so a projection can be tested without waiting.
 *
 * @throws SearchInputError for a document or query that cannot be stored or run
 * @throws SearchUnavailable when the backing server does not answer
 */
export interface SearchIndex {
  readonly adapter: string;
  readonly capabilities: SearchCapabilities;
  /** Creates the index / tables when missing; idempotent. */
  init(): Promise<void>;
  upsert(documents: SearchDocument[]): Promise<void>;
  get(workspaceId: string, id: string): Promise<SearchDocument | undefined>;
  delete(workspaceId: string, ids: string[]): Promise<void>;
  /** Removes every document of the task; resolves to how many were removed. */
  purgeTask(workspaceId: string, taskId: string): Promise<number>;
  search(query: SearchQuery): Promise<SearchHit[]>;
}

/** Nest token of the process's `SearchIndex`. */
export const SEARCH_INDEX = Symbol('SEARCH_INDEX');
