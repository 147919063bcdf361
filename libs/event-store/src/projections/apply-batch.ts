import type { SqlExecutor } from '@lomo/database';
import { PURGES_STREAM, type StreamPurged } from '../event-store';
import { SHREDDED, type ContentSeal, type SealingKeys } from '../encryption/content-seal';
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
 * The keys a batch needs when its projection seals fields, fetched before the transaction: a
 * key-store query inside it would queue behind it on PGlite's one connection.
 */
export async function batchKeys(
  seal: ContentSeal | undefined,
  projection: DocumentProjection,
  events: readonly RecordedEvent[],
): Promise<SealingKeys | undefined> {
  if (!seal || !projection.sealed?.length) return undefined;
  const streams = new Set(events.filter((e) => !e.shredded).map((e) => e.streamId));
  return streams.size > 0 ? seal.keysOf(streams) : undefined;
}

/** Where a sealed field is kept: its context, so a value copied to another document or field does not open. */
const sealedFieldContext = (projection: string, docId: string, field: string) =>
  `projection:${projection}:${docId}:${field}`;

/**
 * A document read from the table with its sealed fields opened; null when one of them is under a
 * destroyed key (the stream it came from is deleted).
 */
export function openedDocument(
  projection: string,
  docId: string,
  doc: unknown,
  keys: Pick<SealingKeys, 'open'>,
): Record<string, unknown> | null {
  if (!doc || typeof doc !== 'object') return doc as null;
  const opened: Record<string, unknown> = { ...(doc as Record<string, unknown>) };
  for (const [field, value] of Object.entries(opened)) {
    const clear = keys.open(value, sealedFieldContext(projection, docId, field));
    if (clear === SHREDDED) return null;
    opened[field] = clear;
  }
  return opened;
}

/** The document as it is stored: its `sealed` fields sealed under its source stream's key; null if that key is gone. */
function storedDocument(
  projection: DocumentProjection,
  docId: string,
  doc: unknown,
  source: string,
  keys: SealingKeys | undefined,
): unknown {
  if (!keys || !projection.sealed?.length || !doc || typeof doc !== 'object') return doc;
  // `seal` writes the value as JSON (a lazy `toJSON` included), as the table would have.
  const stored: Record<string, unknown> = { ...(doc as Record<string, unknown>) };
  for (const field of projection.sealed) {
    if (stored[field] === undefined) continue;
    const sealed = keys.seal(source, stored[field], sealedFieldContext(projection.name, docId, field));
    if (!sealed) return null;
    stored[field] = sealed;
  }
  return stored;
}

/**
 * Folds a batch into the documents of one generation, inside the caller's transaction, which
 * also moves the checkpoint: either all of it lands or none (a crash mid-batch replays it).
 * Documents are loaded once per batch and written once at the end. `keys`: those of
 * `batchKeys`, when the log is sealed.
 */
export async function applyBatch(
  tx: SqlExecutor,
  projection: DocumentProjection,
  generation: number,
  events: readonly RecordedEvent[],
  keys?: SealingKeys,
): Promise<void> {
  const slots = new Map<string, Slot | null>();
  const load = async (id: string): Promise<Slot | null> => {
    if (!slots.has(id)) {
      const { rows } = await tx.query<{ doc: unknown; source_stream: string }>(
        `select doc, source_stream from lomo_projection_docs where projection = $1 and generation = $2 and doc_id = $3`,
        [projection.name, generation, id],
      );
      const doc = rows[0] && (keys ? openedDocument(projection.name, id, rows[0].doc, keys) : rows[0].doc);
      // A document whose key is gone folds again from nothing; its stream's deletion drops it anyway.
      slots.set(id, rows[0] && doc ? { doc, source: rows[0].source_stream, dirty: false } : null);
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
    const stored = slot.doc === null ? null : storedDocument(projection, id, slot.doc, slot.source, keys);
    if (stored === null) {
      await tx.query(`delete from lomo_projection_docs where projection = $1 and generation = $2 and doc_id = $3`, [
        projection.name,
        generation,
        id,
      ]);
    } else {
      await tx.query(
        `insert into lomo_projection_docs (projection, generation, doc_id, doc, source_stream) values ($1, $2, $3, $4::jsonb, $5)
         on conflict (projection, generation, doc_id) do update set doc = excluded.doc, source_stream = excluded.source_stream`,
        [projection.name, generation, id, JSON.stringify(stored), slot.source],
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
