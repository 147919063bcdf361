import type { SqlClient } from '@lomo/database';
import { contentSealOf, type ContentSeal } from '../encryption/content-seal';
import type { EventStore } from '../event-store';
import type { RecordedEvent } from '../types';
import { applyBatch, batchKeys, projectionFilter } from './apply-batch';
import { CheckpointedProcessor, type BatchCommit, type CheckpointedProcessorOptions } from './checkpointed-processor';
import type { DocumentProjection } from './projection';
import { migrateProjections } from './schema';

export type ProjectionProcessorOptions = CheckpointedProcessorOptions;

/**
 * Runs one document projection: documents and checkpoint commit in one transaction. Its
 * `sealed` fields are sealed under the log's data keys when the store seals the log.
 */
export class ProjectionProcessor extends CheckpointedProcessor {
  private readonly seal?: ContentSeal;

  constructor(
    store: EventStore,
    sql: SqlClient,
    readonly projection: DocumentProjection,
    options: ProjectionProcessorOptions = {},
  ) {
    super(store, sql, projection.name, projectionFilter(projection), options);
    this.seal = contentSealOf(store);
  }

  /** The projection's indexes first (`DocumentProjection.indexed`), then the loop. */
  override async start(): Promise<void> {
    const indexes = documentIndexes(this.projection);
    if (indexes.length)
      await this.sql.transaction(async (tx) => {
        await migrateProjections(tx);
        for (const statement of indexes) await tx.query(statement);
      });
    await super.start();
  }

  /** `applyBatch` drops the documents of a stream whose events read back shredded. */
  protected override readonly seesShredded = true;

  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    const keys = await batchKeys(this.seal, this.projection, events);
    return (tx, generation) => applyBatch(tx, this.projection, generation, events, keys);
  }
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `create index if not exists` per list of `indexed` fields: partial (this projection's documents
 * only) and on the same expressions `ProjectionReader.find` writes, so the planner matches them
 * once the query's parameters are bound; the document id last, as a find breaks ties by it.
 * Names and fields are checked, since they are SQL text.
 */
export function documentIndexes(projection: DocumentProjection): string[] {
  const name = projection.name;
  const indexed = projection.indexed ?? [];
  if (indexed.length && !/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`projection name ${name} cannot name an index`);
  return indexed.map((fields) => {
    const bad = fields.find((field) => !NAME.test(field));
    if (bad !== undefined || fields.length === 0) throw new Error(`projection ${name}: cannot index field '${bad}'`);
    const id = `lomo_projection_docs_${name.replace(/-/g, '_')}_${fields.join('_')}`.slice(0, 63);
    const columns = fields.map((field) => `(doc->>'${field}')`).join(', ');
    return `create index if not exists ${id} on lomo_projection_docs (projection, generation, ${columns}, doc_id) where projection = '${name}'`;
  });
}
