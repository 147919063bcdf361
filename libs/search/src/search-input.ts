import type { SearchDocument, SearchHit, SearchQuery } from './search.port';
import { SearchInputError } from './search.errors';

const MAX_TOKENS = 32;

/** Lower-cased words (letters and digits of any script): the only part of user text a keyword query sees. */
export const keywordTokens = (text: string): string[] =>
  [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_TOKENS);

export function checkDocument(doc: SearchDocument, dimensions: number | undefined): void {
  if (!doc.workspaceId) throw new SearchInputError('workspaceId', 'is required');
  if (!doc.id) throw new SearchInputError('id', 'is required');
  if (!doc.kind) throw new SearchInputError('kind', 'is required');
  if (doc.vector && dimensions !== undefined) checkVector('vector', doc.vector, dimensions);
}

export function checkQuery(query: SearchQuery, dimensions: number | undefined): void {
  if (!query.workspaceId) throw new SearchInputError('workspaceId', 'is required');
  if (query.limit !== undefined && !(Number.isInteger(query.limit) && query.limit > 0 && query.limit <= 100))
    throw new SearchInputError('limit', 'must be an integer from 1 to 100');
  if (query.vector && dimensions !== undefined) checkVector('vector', query.vector, dimensions);
}

function checkVector(field: string, vector: number[], dimensions: number): void {
  if (vector.length !== dimensions)
    throw new SearchInputError(field, `has ${vector.length} dimensions, the index has ${dimensions}`);
  if (!vector.every(Number.isFinite)) throw new SearchInputError(field, 'holds a value that is not a finite number');
}

/** Reciprocal-rank fusion (k = 60, Cormack et al.): one ranking from the keyword and vector rankings. */
export function fuse(
  rankings: Array<{ by: 'keyword' | 'vector'; documents: SearchDocument[] }>,
  limit: number,
): SearchHit[] {
  const hits = new Map<string, SearchHit>();
  for (const { by, documents } of rankings)
    documents.forEach((document, rank) => {
      const hit = hits.get(document.id) ?? { document, score: 0, matchedBy: [] };
      hit.score += 1 / (60 + rank + 1);
      hit.matchedBy.push(by);
      hits.set(document.id, hit);
    });
  return [...hits.values()]
    .sort((a, b) => b.score - a.score || a.document.id.localeCompare(b.document.id))
    .slice(0, limit);
}

/** Runs `fn` once and shares its promise; a failure is forgotten, so the next call tries again. */
export function onceUntilFailed(fn: () => Promise<void>): () => Promise<void> {
  let ready: Promise<void> | undefined;
  return () =>
    (ready ??= fn().catch((error) => {
      ready = undefined;
      throw error;
    }));
}
