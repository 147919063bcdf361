import { createHash } from 'node:crypto';
import type { Client } from '@opensearch-project/opensearch';
import { SearchUnavailable } from '../search.errors';
import { checkDocument, checkQuery, fuse, keywordTokens, onceUntilFailed } from '../search-input';
import type { SearchCapabilities, SearchDocument, SearchHit, SearchIndex, SearchQuery } from '../search.port';

export interface OpenSearchIndexOptions {
  /** Index name (tests use a fresh one). @default 'lomo-search' */
  index?: string;
  /** Size of the `knn_vector` field, fixed when the index is created: the `Embedder`'s dimensions. */
  dimensions: number;
  /** Candidates each ranking contributes before fusion. @default 50 */
  candidates?: number;
}

type Source = Omit<SearchDocument, 'taskId' | 'vector'> & { taskId?: string | null; vector?: number[] };

/** `_id` from the key: ids of two workspaces never collide, any characters allowed, bounded length. */
const docId = (workspaceId: string, id: string) =>
  createHash('sha256').update(`${workspaceId}\0${id}`).digest('base64url');

const toDocument = (s: Source): SearchDocument => ({
  id: s.id,
  workspaceId: s.workspaceId,
  kind: s.kind,
  ...(s.taskId ? { taskId: s.taskId } : {}),
  title: s.title,
  body: s.body,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

/**
 * OpenSearch: BM25 over title (boosted) and body with fuzziness for typos, k-NN (HNSW on the
 * lucene engine — the only engine the local plugin runs, docs/operations/local-services.md)
 * with the workspace as an efficient filter. Writes refresh the index, so the next query sees
 * them (read-your-writes at the cost of indexing throughput; fine at task-summary volume).
 */
export class OpenSearchIndex implements SearchIndex {
  readonly adapter = 'opensearch';
  readonly capabilities: SearchCapabilities = { vectors: true };
  private readonly index: string;

  constructor(
    private readonly client: Client,
    private readonly options: OpenSearchIndexOptions,
  ) {
    this.index = options.index ?? 'lomo-search';
  }

  readonly init = onceUntilFailed(() => this.run(() => this.create()));

  private async create(): Promise<void> {
    if ((await this.client.indices.exists({ index: this.index })).body) return;
    const keyword = { type: 'keyword' } as const;
    await this.client.indices
      .create({
        index: this.index,
        body: {
          settings: { index: { knn: true, number_of_shards: 1, number_of_replicas: 0 } },
          mappings: {
            properties: {
              id: keyword,
              workspaceId: keyword,
              kind: keyword,
              taskId: keyword,
              title: { type: 'text' },
              body: { type: 'text' },
              createdAt: { type: 'date' },
              updatedAt: { type: 'date' },
              vector: {
                type: 'knn_vector',
                dimension: this.options.dimensions,
                method: { name: 'hnsw', engine: 'lucene', space_type: 'cosinesimil' },
              },
            },
          },
        },
      })
      .catch((error: { meta?: { body?: { error?: { type?: string } } } }) => {
        // Two processes creating the index together: the loser finds it made.
        if (error.meta?.body?.error?.type !== 'resource_already_exists_exception') throw error;
      });
  }

  async upsert(documents: SearchDocument[]): Promise<void> {
    for (const doc of documents) checkDocument(doc, this.options.dimensions);
    if (!documents.length) return;
    await this.init();
    const body = documents.flatMap((d) => [
      { index: { _index: this.index, _id: docId(d.workspaceId, d.id) } },
      { ...d, taskId: d.taskId ?? null },
    ]);
    const { body: result } = await this.run(() => this.client.bulk({ body, refresh: true }));
    if (result.errors) {
      const failed = result.items.find((item) => item.index?.error)?.index?.error;
      throw new Error(`OpenSearch refused a document: ${JSON.stringify(failed)}`);
    }
  }

  async get(workspaceId: string, id: string): Promise<SearchDocument | undefined> {
    await this.init();
    const { body } = await this.run(() =>
      this.client.get({ index: this.index, id: docId(workspaceId, id) }, { ignore: [404] }),
    );
    return body.found ? toDocument(body._source as Source) : undefined;
  }

  async delete(workspaceId: string, ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.init();
    const body = ids.map((id) => ({ delete: { _index: this.index, _id: docId(workspaceId, id) } }));
    await this.run(() => this.client.bulk({ body, refresh: true }));
  }

  /**
   * Search-then-bulk-delete, page by page: the local distribution has no reindex module,
   * hence no `_delete_by_query` (docs/operations/local-services.md).
   */
  async purgeTask(workspaceId: string, taskId: string): Promise<number> {
    await this.init();
    const query = { bool: { filter: [{ term: { workspaceId } }, { term: { taskId } }] } };
    let removed = 0;
    for (;;) {
      const { body } = await this.run(() =>
        this.client.search({ index: this.index, body: { query, size: 1000, _source: false } }),
      );
      const ids = body.hits.hits.map((h) => h._id as string);
      if (!ids.length) return removed;
      await this.run(() =>
        this.client.bulk({ body: ids.map((_id) => ({ delete: { _index: this.index, _id } })), refresh: true }),
      );
      removed += ids.length;
    }
  }

  async search(query: SearchQuery): Promise<SearchHit[]> {
    checkQuery(query, this.options.dimensions);
    await this.init();
    const filter = [
      { term: { workspaceId: query.workspaceId } },
      ...(query.kinds ? [{ terms: { kind: query.kinds } }] : []),
    ];
    const size = this.options.candidates ?? 50;
    const text = keywordTokens(query.text).join(' ');
    const searches: Array<{ by: 'keyword' | 'vector'; body: Record<string, unknown> }> = [];
    if (text)
      searches.push({
        by: 'keyword',
        body: {
          query: {
            bool: {
              filter,
              // prefix_length 1: a typo's first letter is rarely wrong, and it cuts the fuzzy
              // expansions over a large vocabulary (ADR 0030).
              must: { multi_match: { query: text, fields: ['title^2', 'body'], fuzziness: 'AUTO', prefix_length: 1 } },
            },
          },
        },
      });
    if (query.vector)
      searches.push({
        by: 'vector',
        body: { query: { knn: { vector: { vector: query.vector, k: size, filter: { bool: { filter } } } } } },
      });
    if (!searches.length) return [];
    const rankings = await this.run(() =>
      this.msearch(
        searches.map((s) => s.body),
        size,
      ),
    );
    return fuse(
      searches.map((s, i) => ({ by: s.by, documents: rankings[i] })),
      query.limit ?? 10,
    );
  }

  /**
   * Both rankings in one round trip. Ordered by score alone with no total count, so Lucene
   * may skip documents that cannot reach the top (block-max WAND); a sort on `id` after the
   * score made it score every match of a common word.
   */
  private async msearch(bodies: Array<Record<string, unknown>>, size: number): Promise<SearchDocument[][]> {
    const { body: result } = await this.client.msearch({
      index: this.index,
      body: bodies.flatMap((b) => [{}, { ...b, size, track_total_hits: false, _source: { excludes: ['vector'] } }]),
    });
    return result.responses.map((r) => {
      if ('error' in r) throw new Error(`OpenSearch search failed: ${JSON.stringify(r.error)}`);
      return r.hits.hits.map((h) => toDocument(h._source as Source));
    });
  }

  private async run<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'ConnectionError' || name === 'TimeoutError' || name === 'NoLivingConnectionsError')
        throw new SearchUnavailable(this.adapter, error);
      throw error;
    }
  }
}
