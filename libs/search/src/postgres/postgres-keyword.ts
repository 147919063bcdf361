import type { SqlExecutor } from '@lomo/database';
import { keywordTokens } from '../search-input';
import type { SearchQuery } from '../search.port';

/** A word of the scope's vocabulary a query may rank by. */
export type VocabularyTerm = {
  term: string;
  /** Documents of the scope holding it. */
  docs: number;
  /** The query's own word (false: a similarly spelled word of the vocabulary). */
  exact: boolean;
};

/** Words similar to a query word that join it (typos, plurals, US/UK spelling). */
const FUZZY_PER_WORD = 3;
/**
 * Trigram similarity a vocabulary word needs to stand in for a query word. The index finds
 * candidates by `%>` (word similarity; PGlite's `%` returns no row and stalls the session).
 */
const FUZZY_SIMILARITY = 0.5;

/** Short words and numbers are not spelled "slightly differently": they would match half the vocabulary. */
const fuzzable = (token: string) => token.length >= 4 && /\p{L}/u.test(token);

/** A tsquery lexeme in quotes: `'` doubled, `\` escaped — vocabulary words may hold any character. */
const lexeme = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const anyOf = (terms: VocabularyTerm[]) => (terms.length ? terms.map((t) => lexeme(t.term)).join(' | ') : null);

/**
 * The words to rank by, rarest first, while the documents they match stay within `maxMatches`:
 * a word in more documents than that tells little about any of them (a stop word by document
 * frequency) and ranking all its documents is what made a keyword query slow (ADR 0030).
 */
export function selectiveTerms(terms: VocabularyTerm[], maxMatches: number): VocabularyTerm[] {
  const chosen: VocabularyTerm[] = [];
  let matches = 0;
  for (const t of [...terms].sort((a, b) => a.docs - b.docs || a.term.localeCompare(b.term))) {
    if (matches + t.docs > maxMatches) break;
    matches += t.docs;
    chosen.push(t);
  }
  return chosen;
}

/**
 * The query's words and their near spellings present in the scope, with their document counts.
 * Near spellings come from one trigram-index probe for all the words (`%> any`, which the
 * planner runs as a bitmap scan of the GIN index); a lookup per word in a lateral join is
 * planned as a walk of the whole scope's vocabulary instead (ADR 0032).
 */
async function vocabulary(sql: SqlExecutor, query: SearchQuery, tokens: string[]): Promise<VocabularyTerm[]> {
  const { rows } = await sql.query<VocabularyTerm>(
    `with near as materialized (
       select term, sum(docs)::int as docs from lomo_search_terms
       where term %> any($4::text[]) and workspace_id = $1 and ($2::text[] is null or kind = any($2::text[]))
         and term <> all($3::text[])
       group by term),
     ranked as (
       select term, docs, row_number() over (partition by word order by similarity(term, word) desc, term) as nth
       from near, unnest($4::text[]) word where term %> word and similarity(term, word) >= $5)
     select term, sum(docs)::int as docs, true as exact from lomo_search_terms
     where workspace_id = $1 and ($2::text[] is null or kind = any($2::text[])) and term = any($3::text[])
     group by term
     union all
     select distinct term, docs, false from ranked where nth <= $6`,
    [query.workspaceId, query.kinds ?? null, tokens, tokens.filter(fuzzable), FUZZY_SIMILARITY, FUZZY_PER_WORD],
  );
  const unique = new Map(rows.map((t) => [t.term, t]));
  return [...unique.values()].filter((t) => t.docs > 0);
}

/**
 * Keyword ranking: full text over the query's selective words and their near spellings,
 * ordered by `ts_rank_cd` (near spellings count half), at most `candidates` documents.
 * `columns` are the document columns to return.
 */
export async function keywordMatches<R extends Record<string, unknown>>(
  sql: SqlExecutor,
  query: SearchQuery,
  options: { candidates: number; maxMatches: number; columns: string },
): Promise<R[]> {
  const tokens = keywordTokens(query.text);
  if (!tokens.length) return [];
  const chosen = selectiveTerms(await vocabulary(sql, query, tokens), options.maxMatches);
  if (!chosen.length) return [];
  const { rows } = await sql.query<R>(
    `select ${options.columns} from lomo_search_docs
     where workspace_id = $1 and ($2::text[] is null or kind = any($2::text[]))
       and tsv @@ to_tsquery('simple'::regconfig, $3)
     order by coalesce(ts_rank_cd(tsv, to_tsquery('simple'::regconfig, $4)), 0)
       + 0.5 * coalesce(ts_rank_cd(tsv, to_tsquery('simple'::regconfig, $5)), 0) desc, id
     limit $6`,
    [
      query.workspaceId,
      query.kinds ?? null,
      anyOf(chosen),
      anyOf(chosen.filter((t) => t.exact)),
      anyOf(chosen.filter((t) => !t.exact)),
      options.candidates,
    ],
  );
  return rows;
}
