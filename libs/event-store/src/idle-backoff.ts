/**
 * How long a caught-up reader of the log sleeps: `firstMs` after the first empty read, twice as
 * long after each further one, up to `ceilingMs`; `reset` after events or a commit's wake-up.
 * The ceiling bounds what a lost wake-up costs; readers that can be woken on commit use it,
 * the others keep polling at `firstMs`.
 */
export interface IdleBackoff {
  next(): number;
  reset(): void;
}

/** The longest a woken reader sleeps between reads of an idle log. */
export const IDLE_CEILING_MS = 2_000;

/**
 * The same on an embedded database (PGlite): its data directory is locked to one process, so
 * every commit is this process's own and wakes at once every reader it concerns;
 * a lost wake-up there would be a bug, and this is what it would cost. Readers polled at 2 s
 * kept an idle embedded platform's PGlite busy with their reads and lease renewals (issue 26).
 */
export const EMBEDDED_IDLE_CEILING_MS = 30_000;

/**
 * How far a caught-up reader backs off. `woken`: commits wake it (else it polls at `firstMs`);
 * `embedded`: the database is this process's alone; `leaseTtlMs`: a processor that keeps a lease
 * (a standby, or a leader on a server) must look again within a third of it.
 */
export function idleCeilingMs(reader: {
  firstMs: number;
  woken: boolean;
  embedded: boolean;
  leader?: boolean;
  leaseTtlMs?: number;
}): number {
  if (!reader.woken) return reader.firstMs;
  const leaseBound =
    reader.leaseTtlMs === undefined ? IDLE_CEILING_MS : Math.min(IDLE_CEILING_MS, reader.leaseTtlMs / 3);
  // A standby watches the lease, and nothing wakes it: it must not sleep through a leader's end.
  if (reader.leader === false) return leaseBound;
  return reader.embedded ? EMBEDDED_IDLE_CEILING_MS : leaseBound;
}

export function idleBackoff(firstMs: number, ceilingMs = IDLE_CEILING_MS): IdleBackoff {
  let currentMs = firstMs;
  return {
    next: () => {
      const ms = currentMs;
      currentMs = Math.min(Math.max(ceilingMs, firstMs), currentMs * 2);
      return ms;
    },
    reset: () => {
      currentMs = firstMs;
    },
  };
}
