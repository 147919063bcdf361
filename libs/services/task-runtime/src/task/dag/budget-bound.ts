/**
 * How many of the ready nodes may start now, given what each would be quoted (plan order, 0 for
 * a node that pays nothing) and the budget left after what is already reserved (open holds count
 * as spent). Pure (issue 31): the DAG never starts more paid work than the money left can cover,
 * so the rest waits for the reserved jobs to settle rather than failing or asking all at once.
 * When nothing is in flight and not even the first node fits, one starts anyway: its call then
 * asks or stops the task as the autonomy rules say (a cost card, `insufficient_balance`), once.
 */
export function affordableCount(costsMinor: readonly number[], leftMinor: number, inFlight: number): number {
  let sum = 0;
  let count = 0;
  for (const cost of costsMinor) {
    if (sum + cost > leftMinor) break;
    sum += cost;
    count++;
  }
  return count === 0 && inFlight === 0 && costsMinor.length > 0 ? 1 : count;
}
