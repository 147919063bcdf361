import { BillingService } from '@lomo/contracts';
import type {
  AuthorityFacts,
  AuthorityScope,
  AuthorityView,
  AutonomyLevel,
  BillingApi,
  BudgetView,
  GrantAction,
  LedgerEntry,
  Money,
  SpendView,
} from '../../billing.api';
import { orUndefined, plain } from '../plain';
import { rpc, voidResponse, type ApiBindings, type ApiTransport } from '../rpc';

const m = BillingService.method;
const money = (value: { amountMinor: bigint; currency: string } | undefined): Money => ({
  amountMinor: Number(value?.amountMinor ?? 0),
  currency: value?.currency ?? '',
});
const wire = (value: Money) => ({ amountMinor: BigInt(value.amountMinor), currency: value.currency });
const big = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'number' ? BigInt(v) : v]));
/** A scope on the wire: the id is optional (the workspace is the caller's, a user defaults to the caller). */
const scopeIn = (r: { scope: string; id?: string }) => ({
  scope: r.scope as AuthorityScope,
  ...(r.id !== undefined ? { id: r.id } : {}),
});
const attribution = (r: { taskId?: string; userId?: string }) => ({
  ...(r.taskId !== undefined ? { taskId: r.taskId } : {}),
  ...(r.userId !== undefined ? { userId: r.userId } : {}),
});
const budgetOut = (b: Partial<BudgetView> & Pick<BudgetView, 'scope' | 'amountMinor' | 'spentMinor' | 'plan'>) => ({
  ...b,
  id: b.id ?? '',
  currency: b.currency ?? '',
  by: b.by ?? '',
  at: b.at ?? '',
  amountMinor: BigInt(b.amountMinor),
  spentMinor: BigInt(b.spentMinor),
});
const factsOut = (f: AuthorityFacts) => ({ level: f.level, budgets: f.budgets.map(budgetOut), granted: f.granted });
const factsIn = (f: { level: string; budgets: unknown[]; granted: boolean } | undefined): AuthorityFacts => ({
  level: (f?.level || 'ask_at_checkpoints') as AutonomyLevel,
  budgets: plain<BudgetView[]>(f?.budgets ?? []).map(({ scope, amountMinor, spentMinor, plan }) => ({
    scope,
    amountMinor,
    spentMinor,
    plan,
  })),
  granted: f?.granted ?? false,
});

// Every mutation is idempotent per job (a second hold, capture or refund changes nothing).
const bindings: ApiBindings<BillingApi> = {
  quote: rpc(m.quote, {
    idempotent: true,
    toRequest: (input) => ({ amount: wire(input.amount), taskId: input.taskId, userId: input.userId }),
    fromRequest: (r) => [{ amount: money(r.amount), ...attribution(r) }],
    toResponse: (quote) => ({
      amount: wire(quote.amount),
      availableMinor: BigInt(quote.availableMinor),
      withinCap: quote.withinCap,
      spentTodayMinor: BigInt(quote.spentTodayMinor),
      noConfirmPerOperationMinor: BigInt(quote.noConfirm.perOperationMinor),
      noConfirmDailyMinor: BigInt(quote.noConfirm.dailyMinor),
      balanceAvailableMinor: BigInt(quote.balanceAvailableMinor),
      withinBalance: quote.withinBalance,
      authority: factsOut(quote.authority),
    }),
    fromResponse: (r) => ({
      amount: money(r.amount),
      availableMinor: Number(r.availableMinor),
      withinCap: r.withinCap,
      spentTodayMinor: Number(r.spentTodayMinor),
      noConfirm: { perOperationMinor: Number(r.noConfirmPerOperationMinor), dailyMinor: Number(r.noConfirmDailyMinor) },
      balanceAvailableMinor: Number(r.balanceAvailableMinor),
      withinBalance: r.withinBalance,
      authority: factsIn(r.authority),
    }),
  }),
  hold: rpc(m.hold, {
    idempotent: true,
    toRequest: (input) => ({
      jobId: input.jobId,
      amount: wire(input.amount),
      taskId: input.taskId,
      userId: input.userId,
    }),
    fromRequest: (r) => [{ jobId: r.jobId, amount: money(r.amount), ...attribution(r) }],
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
    toRequest: (query) => ({ jobId: query?.jobId, taskId: query?.taskId }),
    fromRequest: (r) => [
      { ...(r.jobId !== undefined ? { jobId: r.jobId } : {}), ...(r.taskId !== undefined ? { taskId: r.taskId } : {}) },
    ],
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
  authority: rpc(m.getAuthority, {
    idempotent: true,
    toRequest: () => ({}),
    fromRequest: () => [],
    toResponse: (view) => ({
      autonomy: view.autonomy,
      budgets: view.budgets.map(budgetOut),
      grants: view.grants,
      balanceMinor: BigInt(view.balance.balanceMinor),
      balanceAvailableMinor: BigInt(view.balance.availableMinor),
      currency: view.balance.currency,
    }),
    fromResponse: (r): AuthorityView => ({
      autonomy: plain<AuthorityView['autonomy']>(r.autonomy),
      budgets: plain<BudgetView[]>(r.budgets),
      grants: plain<AuthorityView['grants']>(r.grants),
      balance: {
        balanceMinor: Number(r.balanceMinor),
        availableMinor: Number(r.balanceAvailableMinor),
        currency: r.currency,
      },
    }),
  }),
  // Setting what is already set records nothing: every setter is idempotent.
  setAutonomy: rpc(m.setAutonomy, {
    idempotent: true,
    toRequest: (input) => ({ scope: input.scope, id: input.id, level: input.level }),
    fromRequest: (r) => [{ ...scopeIn(r), level: r.level as AutonomyLevel }],
    ...voidResponse,
  }),
  approveBudget: rpc(m.approveBudget, {
    idempotent: true,
    toRequest: (input) => ({ scope: input.scope, id: input.id, amount: wire(input.amount), plan: input.plan === true }),
    fromRequest: (r) => [{ ...scopeIn(r), amount: money(r.amount), plan: r.plan }],
    ...voidResponse,
  }),
  grant: rpc(m.issueGrant, {
    idempotent: true,
    toRequest: (input) => ({ grantId: input.grantId, scope: input.scope, id: input.id, action: input.action }),
    fromRequest: (r) => [{ ...scopeIn(r), grantId: r.grantId, action: r.action as GrantAction }],
    ...voidResponse,
  }),
  revokeGrant: rpc(m.revokeGrant, {
    idempotent: true,
    toRequest: (input) => input,
    fromRequest: (r) => [{ grantId: r.grantId }],
    ...voidResponse,
  }),
  topUp: rpc(m.topUp, {
    idempotent: true,
    toRequest: (input) => ({ topUpId: input.topUpId, amount: wire(input.amount) }),
    fromRequest: (r) => [{ topUpId: orUndefined(r.topUpId) ?? '', amount: money(r.amount) }],
    ...voidResponse,
  }),
  shareBudget: rpc(m.shareBudget, {
    idempotent: true,
    toRequest: (input) => ({
      parentTaskId: input.parentTaskId,
      childTaskId: input.childTaskId,
      ...(input.amountMinor !== undefined ? { amountMinor: BigInt(input.amountMinor) } : {}),
    }),
    fromRequest: (r) => [
      {
        parentTaskId: r.parentTaskId,
        childTaskId: r.childTaskId,
        ...(r.amountMinor !== undefined ? { amountMinor: Number(r.amountMinor) } : {}),
      },
    ],
    toResponse: (share) => ({ share: share && wire(share) }),
    fromResponse: (r) => (r.share ? money(r.share) : undefined),
  }),
  returnBudgetShare: rpc(m.returnBudgetShare, {
    idempotent: true,
    toRequest: (input) => input,
    fromRequest: (r) => [{ childTaskId: r.childTaskId }],
    ...voidResponse,
  }),
};

/** BillingApi over `lomo.billing.v1.BillingService`. */
export const billingTransport: ApiTransport<BillingApi> = { peer: 'billing', service: BillingService, bindings };
