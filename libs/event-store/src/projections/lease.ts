import type { SqlExecutor } from '@lomo/database';

/**
 * One active processor per projection across processes: a lease row with holder and
 * expiry, in database time. Taking an expired lease is allowed; every batch re-checks it
 * under a row lock, so a processor that lost its lease cannot commit (the fence).
 */
export async function tryAcquireLease(
  tx: SqlExecutor,
  projection: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  await tx.query(`insert into lomo_projections (projection) values ($1) on conflict (projection) do nothing`, [
    projection,
  ]);
  const { rows } = await tx.query(
    `update lomo_projections set lease_holder = $2, lease_expires_at = now() + make_interval(secs => $3::double precision / 1000)
      where projection = $1 and (lease_holder is null or lease_holder = $2 or lease_expires_at < now())
      returning projection`,
    [projection, holder, ttlMs],
  );
  return rows.length === 1;
}

/**
 * Locks the projection row if `holder` still holds the lease; returns its active generation.
 * A lease that expired while the batch ran (a slow broker, a loaded machine) but that nobody
 * took is still this holder's: no one else can have moved the checkpoint, and the row lock keeps
 * a standby from taking it until this commit ends. Refusing it made a batch slower than the TTL
 * republish forever without ever committing (the outbox test at load 20: 309 deliveries, the
 * checkpoint never moved). Only a lease another holder took fences this one.
 */
export async function lockIfLeased(tx: SqlExecutor, projection: string, holder: string): Promise<number | undefined> {
  const { rows } = await tx.query<{ active_generation: number }>(
    `select active_generation from lomo_projections
      where projection = $1 and lease_holder = $2 for update`,
    [projection, holder],
  );
  return rows[0]?.active_generation;
}

export async function releaseLease(tx: SqlExecutor, projection: string, holder: string): Promise<void> {
  await tx.query(
    `update lomo_projections set lease_holder = null, lease_expires_at = null where projection = $1 and lease_holder = $2`,
    [projection, holder],
  );
}

export async function activeGeneration(tx: SqlExecutor, projection: string): Promise<number> {
  const { rows } = await tx.query<{ active_generation: number }>(
    `select active_generation from lomo_projections where projection = $1`,
    [projection],
  );
  return rows[0]?.active_generation ?? 1;
}
