import { BillingService } from '@lomo/contracts';
import type { BillingApi, LedgerEntry, Money, SpendView } from '../../billing.api';
import { plain } from '../plain';
import { rpc, voidResponse, type ApiBindings, type ApiTransport } from '../rpc';

const m = BillingService.method;
const money = (value: { amountMinor: bigint; currency: string } | undefined): Money => ({
  amountMinor: Number(value?.amountMinor ?? 0),
  currency: value?.currency ?? '',
});
const wire = (value: Money) => ({ amountMinor: BigInt(value.amountMinor), currency: value.currency });
const big = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'number' ? BigInt(v) : v]));

// Every mutation is idempotent per job (a second hold, capture or refund changes nothing).
const bindings: ApiBindings<BillingApi> = {
  quote: rpc(m.quote, {
    idempotent: true,
    toRequest: (input) => ({ amount: wire(input.amount) }),
    fromRequest: (r) => [{ amount: money(r.amount) }],
    toResponse: (quote) => ({
      amount: wire(quote.amount),
      availableMinor: BigInt(quote.availableMinor),
      withinCap: quote.withinCap,
      spentTodayMinor: BigInt(quote.spentTodayMinor),
      noConfirmPerOperationMinor: BigInt(quote.noConfirm.perOperationMinor),
      noConfirmDailyMinor: BigInt(quote.noConfirm.dailyMinor),
    }),
    fromResponse: (r) => ({
      amount: money(r.amount),
      availableMinor: Number(r.availableMinor),
      withinCap: r.withinCap,
      spentTodayMinor: Number(r.spentTodayMinor),
      noConfirm: { perOperationMinor: Number(r.noConfirmPerOperationMinor), dailyMinor: Number(r.noConfirmDailyMinor) },
    }),
  }),
  hold: rpc(m.hold, {
    idempotent: true,
    toRequest: (input) => ({ jobId: input.jobId, amount: wire(input.amount) }),
    fromRequest: (r) => [{ jobId: r.jobId, amount: money(r.amount) }],
    ...voidResponse,
  }),
  capture: rpc(m.capture, {
    idempotent: true,
    toRequest: (input) => ({ jobId: input.jobId, amount: input.amount && wire(input.amount) }),
    fromRequest: (r) => [{ jobId: r.jobId, ...(r.amount ? { amount: money(r.amount) } : {}) }],
    ...voidResponse,
  }),
  refund: rpc(m.refund, {
    idempotent: true,
    toRequest: (input) => input,
    fromRequest: (r) => [{ jobId: r.jobId }],
    ...voidResponse,
  }),
  spend: rpc(m.getSpend, {
    idempotent: true,
    toRequest: () => ({}),
    fromRequest: () => [],
    toResponse: (view) => big(view),
    fromResponse: (r) => plain<SpendView>(r),
  }),
  ledger: rpc(m.listLedger, {
    idempotent: true,
    toRequest: (query) => ({ jobId: query?.jobId }),
    fromRequest: (r) => [r.jobId !== undefined ? { jobId: r.jobId } : {}],
    toResponse: (entries) => ({ entries: entries.map(big) }),
    fromResponse: (r) => plain<LedgerEntry[]>(r.entries),
  }),
  setSpendCap: rpc(m.setSpendCap, {
    idempotent: true,
    toRequest: (cap) => ({ cap: wire(cap) }),
    fromRequest: (r) => [money(r.cap)],
    ...voidResponse,
  }),
  setNoConfirmLimits: rpc(m.setNoConfirmLimits, {
    idempotent: true,
    toRequest: (limits) => big(limits),
    fromRequest: (r) => [plain<{ perOperationMinor: number; dailyMinor: number }>(r)],
    ...voidResponse,
  }),
};

/** BillingApi over `lomo.billing.v1.BillingService`. */
export const billingTransport: ApiTransport<BillingApi> = { peer: 'billing', service: BillingService, bindings };
