import type { SqlClient } from '@lomo/database';
import type { EventStore } from '../event-store';
import { comparePositions, LOG_START, type LogPosition } from '../types';

const MAX_SWAP_ATTEMPTS = 20;
import { contentSealOf } from '../encryption/content-seal';
import { applyBatch, batchKeys, loadCheckpoint, projectionFilter, saveCheckpoint } from './apply-batch';
import type { DocumentProjection } from './projection';
import { migrateProjections } from './schema';

export interface RebuildProgress {
  generation: number;
  processed: number;
  checkpoint: LogPosition;
}

/**
 * Rebuilds a projection from position 0 without downtime: folds the whole log into a new
 * generation beside the live one (readers keep reading the old), then swaps the active
 * generation and drops the old one in one transaction — readers switch atomically from
 * complete old to complete new.
 */
export async function rebuildProjection(
  store: EventStore,
  sql: SqlClient,
  projection: DocumentProjection,
  options: { batchSize?: number; onProgress?: (progress: RebuildProgress) => void } = {},
): Promise<RebuildProgress> {
  await sql.transaction(migrateProjections);
  const batchSize = options.batchSize ?? 1000;
  const seal = contentSealOf(store);
  const filter = projectionFilter(projection);
  const generation = await sql.transaction(async (tx) => {
    await tx.query(`insert into lomo_projections (projection) values ($1) on conflict (projection) do nothing`, [
      projection.name,
    ]);
    const { rows } = await tx.query<{ next: number }>(
      `select greatest(p.active_generation, coalesce(max(c.generation), 0)) + 1 as next
         from lomo_projections p left join lomo_projection_checkpoints c on c.projection = p.projection
        where p.projection = $1 group by p.active_generation`,
      [projection.name],
    );
    return rows[0].next;
  });
  const progress: RebuildProgress = { generation, processed: 0, checkpoint: LOG_START };

  /** Folds batches until the visible log is exhausted. */
  const foldAvailable = async () => {
    for (;;) {
      const events = await store.readAll({ after: progress.checkpoint, maxCount: batchSize, filter });
      if (events.length === 0) return;
      const keys = await batchKeys(seal, projection, events);
      await sql.transaction(async (tx) => {
        await applyBatch(tx, projection, generation, events, keys);
        await saveCheckpoint(tx, projection.name, generation, events[events.length - 1].position);
      });
      progress.processed += events.length;
      progress.checkpoint = events[events.length - 1].position;
      options.onProgress?.({ ...progress });
    }
  };

  // Swap only when the new generation is at least as far as the live one, so readers never
  // step back. Events arriving meanwhile are folded by the live processor, which follows
  // the swap. The log is read outside the transaction: embedded PGlite has one session.
  for (let attempt = 0; attempt < MAX_SWAP_ATTEMPTS; attempt++) {
    await foldAvailable();
    const swapped = await sql.transaction(async (tx) => {
      const live = await tx.query<{ active_generation: number }>(
        `select active_generation from lomo_projections where projection = $1 for update`,
        [projection.name],
      );
      const liveCheckpoint = await loadCheckpoint(tx, projection.name, live.rows[0].active_generation);
      if (comparePositions(liveCheckpoint, progress.checkpoint) > 0) return false;
      await saveCheckpoint(tx, projection.name, generation, progress.checkpoint);
      await tx.query(`update lomo_projections set active_generation = $2 where projection = $1`, [
        projection.name,
        generation,
      ]);
      await tx.query(`delete from lomo_projection_docs where projection = $1 and generation <> $2`, [
        projection.name,
        generation,
      ]);
      await tx.query(`delete from lomo_projection_checkpoints where projection = $1 and generation <> $2`, [
        projection.name,
        generation,
      ]);
      return true;
    });
    if (swapped) return progress;
  }
  throw new Error(
    `rebuild of ${projection.name}: the live processor kept ahead for ${MAX_SWAP_ATTEMPTS} attempts; retry when writes are lighter`,
  );
}
