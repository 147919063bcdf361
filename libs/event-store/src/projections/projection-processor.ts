import type { SqlClient } from '@lomo/database';
import type { EventStore } from '../event-store';
import type { RecordedEvent } from '../types';
import { applyBatch, projectionFilter } from './apply-batch';
import { CheckpointedProcessor, type BatchCommit, type CheckpointedProcessorOptions } from './checkpointed-processor';
import type { DocumentProjection } from './projection';

export type ProjectionProcessorOptions = CheckpointedProcessorOptions;

/** Runs one document projection: documents and checkpoint commit in one transaction. */
export class ProjectionProcessor extends CheckpointedProcessor {
  constructor(
    store: EventStore,
    sql: SqlClient,
    readonly projection: DocumentProjection,
    options: ProjectionProcessorOptions = {},
  ) {
    super(store, sql, projection.name, projectionFilter(projection), options);
  }

  /** `applyBatch` drops the documents of a stream whose events read back shredded. */
  protected override readonly seesShredded = true;

  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    return (tx, generation) => applyBatch(tx, this.projection, generation, events);
  }
}
