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
