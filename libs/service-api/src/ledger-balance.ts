import type { LedgerEntry } from './billing.api';

/**
 * The jobs whose holds are not exactly their captures plus their refunds: money stuck in a
 * hold or made up. Empty for a settled ledger (every job of the generation tests checks it).
 */
export function unbalancedJobs(ledger: readonly LedgerEntry[]): string[] {
  const sums = new Map<string, { hold: number; settled: number }>();
  for (const e of ledger) {
    const sum = sums.get(e.jobId) ?? { hold: 0, settled: 0 };
    if (e.entry === 'hold') sum.hold += e.amountMinor;
    else sum.settled += e.amountMinor;
    sums.set(e.jobId, sum);
  }
  return [...sums].filter(([, s]) => s.hold !== s.settled).map(([jobId]) => jobId);
}
