import type { SqlExecutor } from '@lomo/infra';

/** Reads documents of the active generation of a projection (what every reader should see). */
export class ProjectionReader {
  constructor(private readonly sql: SqlExecutor) {}

  async get<Doc>(projection: string, docId: string): Promise<Doc | undefined> {
    const { rows } = await this.sql.query<{ doc: Doc }>(
      `select d.doc from lomo_projection_docs d
         join lomo_projections p on p.projection = d.projection and p.active_generation = d.generation
        where d.projection = $1 and d.doc_id = $2`,
      [projection, docId],
    );
    return rows[0]?.doc;
  }

  /** Documents in id order, paged by the last id seen. */
  async list<Doc>(
    projection: string,
    options: { after?: string; limit?: number } = {},
  ): Promise<Array<{ id: string; doc: Doc }>> {
    const { rows } = await this.sql.query<{ doc_id: string; doc: Doc }>(
      `select d.doc_id, d.doc from lomo_projection_docs d
         join lomo_projections p on p.projection = d.projection and p.active_generation = d.generation
        where d.projection = $1 and d.doc_id > $2 order by d.doc_id limit $3`,
      [projection, options.after ?? '', options.limit ?? 100],
    );
    return rows.map((row) => ({ id: row.doc_id, doc: row.doc }));
  }
}
