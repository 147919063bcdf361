import type { SqlExecutor } from '@lomo/database';

/** Which documents a count change concerns: an SQL condition on `lomo_search_docs d` and its parameters. */
export interface DocumentSelection {
  /** Uses `$2`, `$3`, … (`$1` is the sign). */
  where: string;
  params: unknown[];
  workspaceIds: string[];
}

/** The documents with these keys (duplicates allowed). */
export const byKeys = (workspaceIds: string[], ids: string[]): DocumentSelection => ({
  where: '(d.workspace_id, d.id) in (select * from unnest($2::text[], $3::text[]))',
  params: [workspaceIds, ids],
  workspaceIds: [...new Set(workspaceIds)],
});

/**
 * Adds (`sign` 1) or removes (`sign` -1) the selected documents, as they are stored now, to
 * the documents per (workspace, kind) and to the words' document frequencies. Called in the writing
 * transaction around the change, so the counts always equal the documents (ADR 0030).
 * Words no document holds any more are deleted: a forgotten memory leaves no word behind.
 * (Scopes emptied keep a zero row: it holds no content.)
 */
export async function countTerms(tx: SqlExecutor, sign: 1 | -1, selection: DocumentSelection): Promise<void> {
  await tx.query(
    `insert into lomo_search_terms as t (workspace_id, kind, term, docs)
     select d.workspace_id, d.kind, term, $1::int * count(*) from lomo_search_docs d, unnest(tsvector_to_array(d.tsv)) term
     where ${selection.where} group by 1, 2, 3 order by 1, 2, 3
     on conflict (workspace_id, kind, term) do update set docs = t.docs + excluded.docs`,
    [sign, ...selection.params],
  );
  await tx.query(
    `insert into lomo_search_scopes as s (workspace_id, kind, docs)
     select d.workspace_id, d.kind, $1::int * count(*) from lomo_search_docs d
     where ${selection.where} group by 1, 2 order by 1, 2
     on conflict (workspace_id, kind) do update set docs = s.docs + excluded.docs`,
    [sign, ...selection.params],
  );
  if (sign < 0)
    await tx.query(`delete from lomo_search_terms where docs <= 0 and workspace_id = any($1::text[])`, [
      selection.workspaceIds,
    ]);
}
