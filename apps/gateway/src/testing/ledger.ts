import { unbalancedJobs, type LedgerEntry } from '@lomo/service-api';

import { bearer, type ApiFixture } from './api-fixture';

/**
 * Reads the caller's ledger over HTTP and asserts it balances: for every job, what was held
 * equals what was captured plus what was refunded (no money stuck, none made up). Settlement
 * runs after a result is delivered, so it reads again for a while before it asserts. Returns
 * the entries for further checks.
 */
export async function expectBalancedLedger(
  api: ApiFixture,
  key: string,
  query: { taskId?: string } = {},
  timeoutMs = 15_000,
): Promise<LedgerEntry[]> {
  const path = query.taskId ? `/v1/billing/ledger?taskId=${encodeURIComponent(query.taskId)}` : '/v1/billing/ledger';
  const read = async () => (await api.http.get(path).set(bearer(key)).expect(200)).body as LedgerEntry[];
  const deadline = Date.now() + timeoutMs;
  let ledger = await read();
  while (unbalancedJobs(ledger).length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    ledger = await read();
  }
  expect(unbalancedJobs(ledger)).toEqual([]);
  return ledger;
}
