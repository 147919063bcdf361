import type { Clock } from '@lomo/clock';

/** A clock the test moves: retry times come due without waiting for them. */
export const manualClock = (): Clock & { advance(ms: number): void } => {
  let now = Date.now();
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
};
