import type { SqlClient } from '@lomo/database';
import type { EventStore } from '../event-store';
import { formatPosition } from '../types';
import { loadCheckpoint, projectionFilter } from './apply-batch';
import { activeGeneration } from './lease';
import type { DocumentProjection } from './projection';
import { migrateProjections } from './schema';

/** A projection as seen from outside any processor: for the CLI and operators. */
export interface ProjectionOverview {
  name: string;
  /** The generation readers see. */
  generation: number;
  /** `commit-prepare` of the last event folded into that generation. */
  checkpoint: string;
  /** Events after the checkpoint that the projection reads, counted up to `lagCap`. */
  lag: number;
  /** True when `lag` stopped at the cap: the real lag is at least that. */
  lagCapped: boolean;
  /** The processor holding a live lease; absent when none runs it, so nothing keeps it current. */
  lease?: { holder: string; expiresAt: Date };
}

/**
 * Reads where a projection stands without taking its lease or changing it, unlike
 * `ProjectionProcessor.status()`, which needs a processor instance. Creates the projection
 * tables when missing (as a processor would) so a fresh database answers "generation 1,
 * nothing folded" rather than failing.
 */
export async function projectionStatus(
  store: EventStore,
  sql: SqlClient,
  projection: DocumentProjection,
  lagCap = 10_000,
): Promise<ProjectionOverview> {
  await sql.transaction(migrateProjections);
  const generation = await activeGeneration(sql, projection.name);
  const checkpoint = await loadCheckpoint(sql, projection.name, generation);
  const behind = await store.readAll({ after: checkpoint, maxCount: lagCap, filter: projectionFilter(projection) });
  const { rows } = await sql.query<{ lease_holder: string; lease_expires_at: Date | string }>(
    `select lease_holder, lease_expires_at from lomo_projections where projection = $1 and lease_holder is not null and lease_expires_at > now()`,
    [projection.name],
  );
  const lease = rows[0] && { holder: rows[0].lease_holder, expiresAt: new Date(rows[0].lease_expires_at) };
  return {
    name: projection.name,
    generation,
    checkpoint: formatPosition(checkpoint),
    lag: behind.length,
    lagCapped: behind.length >= lagCap,
    ...(lease ? { lease } : {}),
  };
}
