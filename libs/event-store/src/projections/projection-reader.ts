import type { SqlExecutor } from '@lomo/database';
import type { ContentSeal } from '../encryption/content-seal';
import { isSealedData } from '../encryption/sealing';
import { openedDocument } from './apply-batch';

/** A query over one projection's documents by their top-level fields (names and values are bound, never spliced). */
export interface DocumentQuery {
  /** Top-level fields whose text equals these values (`doc->>field = value`). */
  where?: Readonly<Record<string, string>>;
  /** Only the documents with these ids. */
  ids?: readonly string[];
  /** Only documents with this top-level ISO time field more than `ms` before the database's clock. */
  olderThan?: { field: string; ms: number };
  /** Order by a top-level field's text, ties by document id in the same direction. @default the document id */
  orderBy?: { field: string; direction?: 'asc' | 'desc' };
  /** @default 100 */
  limit?: number;
  /** Documents to skip (paging a sorted query). @default 0 */
  offset?: number;
  /** Top-level fields left out of each document read (a large one the reader does not need). */
  omit?: readonly string[];
}

// The generation as a value the planner holds fixed (not a join), so a projection's index on
// (projection, generation, fields…) yields its documents already in a find's order.
const ACTIVE = `from lomo_projection_docs d
 where d.projection = $1
   and d.generation = (select p.active_generation from lomo_projections p where p.projection = $1)`;

/**
 * Reads documents of the active generation of a projection (what every reader should see).
 * Services read their read models through it, never with their own SQL on the documents table.
 */
export class ProjectionReader {
  /** `seal`: opens the sealed fields of a projection that has them (`DocumentProjection.sealed`). */
  constructor(
    private readonly sql: SqlExecutor,
    private readonly seal?: ContentSeal,
  ) {}

  async get<Doc>(projection: string, docId: string): Promise<Doc | undefined> {
    const { rows } = await this.sql.query<{ doc: Doc }>(`select d.doc ${ACTIVE} and d.doc_id = $2`, [
      projection,
      docId,
    ]);
    const [opened] = await this.opened(
      projection,
      rows.map((row) => ({ id: docId, doc: row.doc })),
    );
    return opened?.doc;
  }

  /** Documents in id order, paged by the last id seen. */
  async list<Doc>(
    projection: string,
    options: { after?: string; limit?: number } = {},
  ): Promise<Array<{ id: string; doc: Doc }>> {
    const { rows } = await this.sql.query<{ doc_id: string; doc: Doc }>(
      `select d.doc_id, d.doc ${ACTIVE} and d.doc_id > $2 order by d.doc_id limit $3`,
      [projection, options.after ?? '', options.limit ?? 100],
    );
    return this.opened(
      projection,
      rows.map((row) => ({ id: row.doc_id, doc: row.doc })),
    );
  }

  /** Documents matching `query`, in its order. */
  async find<Doc>(projection: string, query: DocumentQuery = {}): Promise<Array<{ id: string; doc: Doc }>> {
    const params: unknown[] = [projection];
    const bind = (value: unknown) => `$${params.push(value)}`;
    const conditions = Object.entries(query.where ?? {}).map(
      ([field, value]) => `d.doc->>${bind(field)} = ${bind(value)}`,
    );
    if (query.ids) conditions.push(`d.doc_id = any(${bind(query.ids)}::text[])`);
    if (query.olderThan) {
      const field = bind(query.olderThan.field);
      conditions.push(
        `d.doc ? ${field}`,
        `(d.doc->>${field})::timestamptz < now() - make_interval(secs => ${bind(query.olderThan.ms)}::double precision / 1000)`,
      );
    }
    const key = query.orderBy && `d.doc->>${bind(query.orderBy.field)}`;
    const direction = query.orderBy?.direction === 'desc' ? 'desc' : 'asc';
    // Ties by id in the same direction: an index on the fields (and the id after them) then gives
    // the page in order, read from one end, instead of sorting every matching document.
    const selected = `select d.doc_id, d.doc${key ? `, ${key} as sort_key` : ''} ${ACTIVE}${conditions.map((c) => ` and ${c}`).join('')}
        order by ${key ? `${key} ${direction}, ` : ''}d.doc_id ${direction} limit ${bind(query.limit ?? 100)} offset ${bind(query.offset ?? 0)}`;
    // Fields are left out of the page only: in the select list they were computed for every
    // matching document before the sort (each one read whole and rebuilt).
    const omitted = query.omit?.length
      ? `select s.doc_id, s.doc - ${bind(query.omit)}::text[] as doc from (${selected}) s
          order by ${key ? `s.sort_key ${direction}, ` : ''}s.doc_id ${direction}`
      : selected;
    const { rows } = await this.sql.query<{ doc_id: string; doc: Doc }>(omitted, params);
    return this.opened(
      projection,
      rows.map((row) => ({ id: row.doc_id, doc: row.doc })),
    );
  }

  /** Sealed fields opened; a document under a destroyed key (its stream deleted) is left out. */
  private async opened<Doc>(
    projection: string,
    docs: Array<{ id: string; doc: Doc }>,
  ): Promise<Array<{ id: string; doc: Doc }>> {
    const fields = docs.flatMap(({ doc }) => (doc && typeof doc === 'object' ? Object.values(doc) : []));
    if (!fields.some(isSealedData)) return docs;
    if (!this.seal)
      throw new Error(`projection ${projection} has sealed documents: read it with the log's content seal`);
    const keys = await this.seal.keysOpening(fields);
    return docs.flatMap(({ id, doc }) => {
      const opened = openedDocument(projection, id, doc, keys);
      return opened ? [{ id, doc: opened as Doc }] : [];
    });
  }
}
