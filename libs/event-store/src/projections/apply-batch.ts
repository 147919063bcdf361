import type { SqlExecutor } from '@lomo/database';
import { PURGES_STREAM, type StreamPurged } from '../event-store';
import type { LogFilter, LogPosition, RecordedEvent } from '../types';
import type { DocumentProjection } from './projection';

/** What a projection reads: its own events plus purges, so it can delete what it derived. */
export function projectionFilter(projection: DocumentProjection): LogFilter {
  return {
    eventTypes: projection.handles === '*' ? undefined : [...projection.handles, 'StreamPurged'],
    categories: projection.categories && [...projection.categories, PURGES_STREAM],
  };
}

interface Slot {
  doc: unknown;
  source: string;
  dirty: boolean;
}

/**
 * Folds a batch into the documents of one generation, inside the caller's transaction, which
 * also moves the checkpoint: either all of it lands or none (a crash mid-batch replays it).
 * Documents are loaded once per batch and written once at the end.
 */
export async function applyBatch(
  tx: SqlExecutor,
  projection: DocumentProjection,
  generation: number,
  events: readonly RecordedEvent[],
): Promise<void> {
  const slots = new Map<string, Slot | null>();
  const load = async (id: string): Promise<Slot | null> => {
    if (!slots.has(id)) {
      const { rows } = await tx.query<{ doc: unknown; source_stream: string }>(
        `select doc, source_stream from lomo_projection_docs where projection = $1 and generation = $2 and doc_id = $3`,
        [projection.name, generation, id],
      );
      slots.set(id, rows[0] ? { doc: rows[0].doc, source: rows[0].source_stream, dirty: false } : null);
    }
    return slots.get(id)!;
  };

  for (const event of events) {
    if (event.streamId === PURGES_STREAM && event.type === 'StreamPurged') {
      const purged = (event.data as StreamPurged).streamId;
      await tx.query(
        `delete from lomo_projection_docs where projection = $1 and generation = $2 and source_stream = $3`,
        [projection.name, generation, purged],
      );
      for (const [id, slot] of slots) if (slot?.source === purged) slots.set(id, null);
      if (!projection.foldPurges) continue;
    }
    if (event.shredded) {
      // Its key was destroyed (ADR 0041): nothing derived from the stream may outlive its content.
      await tx.query(
        `delete from lomo_projection_docs where projection = $1 and generation = $2 and source_stream = $3`,
        [projection.name, generation, event.streamId],
      );
      for (const [id, slot] of slots) if (slot?.source === event.streamId) slots.set(id, null);
      continue;
    }
    if (projection.handles !== '*' && !projection.handles.includes(event.type)) continue;
    const id = projection.documentId(event);
    if (id === undefined) continue;
    const slot = await load(id);
    const next = projection.evolve((slot?.doc ?? null) as never, event);
    slots.set(
      id,
      next === null ? slot && { ...slot, doc: null, dirty: true } : { doc: next, source: event.streamId, dirty: true },
    );
  }

  for (const [id, slot] of slots) {
    if (!slot?.dirty) continue;
    if (slot.doc === null) {
      await tx.query(`delete from lomo_projection_docs where projection = $1 and generation = $2 and doc_id = $3`, [
        projection.name,
        generation,
        id,
      ]);
    } else {
      await tx.query(
        `insert into lomo_projection_docs (projection, generation, doc_id, doc, source_stream) values ($1, $2, $3, $4::jsonb, $5)
         on conflict (projection, generation, doc_id) do update set doc = excluded.doc, source_stream = excluded.source_stream`,
        [projection.name, generation, id, JSON.stringify(slot.doc), slot.source],
      );
    }
  }
}

export async function saveCheckpoint(
  tx: SqlExecutor,
  projection: string,
  generation: number,
  position: LogPosition,
): Promise<void> {
  await tx.query(
    `insert into lomo_projection_checkpoints (projection, generation, commit_id, prepare_id) values ($1, $2, $3, $4)
     on conflict (projection, generation) do update set commit_id = excluded.commit_id, prepare_id = excluded.prepare_id, updated_at = now()`,
    [projection, generation, position.commit.toString(), position.prepare.toString()],
  );
}

/** The checkpoint of `generation`, or of the generation readers see (`'active'`, in the same statement). */
export async function loadCheckpoint(
  tx: SqlExecutor,
  projection: string,
  generation: number | 'active',
): Promise<LogPosition> {
  const { rows } = await tx.query<{ commit_id: string; prepare_id: string }>(
    generation === 'active'
      ? `select commit_id, prepare_id from lomo_projection_checkpoints where projection = $1 and generation =
           coalesce((select active_generation from lomo_projections where projection = $1), 1)`
      : `select commit_id, prepare_id from lomo_projection_checkpoints where projection = $1 and generation = $2`,
    generation === 'active' ? [projection] : [projection, generation],
  );
  return rows[0]
    ? { commit: BigInt(rows[0].commit_id), prepare: BigInt(rows[0].prepare_id) }
    : { commit: 0n, prepare: 0n };
}
