import { inProcessBuses, type Buses, type EventStore } from '@lomo/event-store';
import type {
  ApiCaller,
  Attribution,
  BudgetShareInput,
  AuthorityView,
  AutonomyLevel,
  BillingApi,
  GrantAction,
  LedgerEntry,
  Money,
  ScopeRef,
  SpendView,
} from '@lomo/service-api';
import type { Clock } from '@lomo/clock';
import { Budgets, type BillingSettings } from '../budget/budgets';
import { CaptureHold, CaptureHoldHandler } from '../budget/capture-hold.handler';
import { GetSpend, GetSpendHandler } from '../budget/get-spend.handler';
import { HoldFunds, HoldFundsHandler } from '../budget/hold-funds.handler';
import { Quote, QuoteHandler, type QuoteView } from '../budget/quote.handler';
import { ReadLedger, ReadLedgerHandler } from '../budget/read-ledger.handler';
import { RefundHold, RefundHoldHandler } from '../budget/refund-hold.handler';
import { SetNoConfirmLimits, SetNoConfirmLimitsHandler } from '../budget/set-no-confirm-limits.handler';
import { SetSpendCap, SetSpendCapHandler } from '../budget/set-spend-cap.handler';
import { TopUp, TopUpHandler } from '../budget/top-up.handler';
import {
  ReturnBudgetShare,
  ReturnBudgetShareHandler,
  ShareBudget,
  ShareBudgetHandler,
} from '../budget-share/share-budget.handler';
import { ApproveBudget, ApproveBudgetHandler } from '../authority/approve-budget.handler';
import { IssueGrant, IssueGrantHandler, RevokeGrant, RevokeGrantHandler } from '../authority/grants.handler';
import { ReadAuthority, ReadAuthorityHandler } from '../authority/read-authority.handler';
import { SetAutonomy, SetAutonomyHandler } from '../authority/set-autonomy.handler';

/** Every billing handler class, for `CqrsModule` (Nest) or `inProcessBuses` (no container). */
export const BILLING_HANDLERS = [
  HoldFundsHandler,
  CaptureHoldHandler,
  RefundHoldHandler,
  SetSpendCapHandler,
  SetNoConfirmLimitsHandler,
  QuoteHandler,
  GetSpendHandler,
  ReadLedgerHandler,
  TopUpHandler,
  SetAutonomyHandler,
  ApproveBudgetHandler,
  IssueGrantHandler,
  RevokeGrantHandler,
  ReadAuthorityHandler,
  ShareBudgetHandler,
  ReturnBudgetShareHandler,
] as const;

/** The handler instances over one set of budgets (compositions without a Nest container). */
export const billingHandlers = (store: EventStore, clock: Clock, settings: BillingSettings) => {
  const budgets = new Budgets(store, clock, settings);
  return BILLING_HANDLERS.map((Handler) => new Handler(budgets));
};

/**
 * `BillingApi` as the other services see it: each call is a command or query on the buses,
 * answered by its handler in `budget/` (validate → build the decider command → shared
 * command handler). A refusal keeps its type: the handler's `ApiError` comes back unchanged.
 */
export class BillingBusApi implements BillingApi {
  constructor(private readonly buses: Buses) {}

  quote(caller: ApiCaller, input: { amount: Money } & Attribution): Promise<QuoteView> {
    return this.buses.queries.execute(new Quote(caller, input));
  }
  hold(caller: ApiCaller, input: { jobId: string; amount: Money } & Attribution): Promise<void> {
    return this.buses.commands.execute(new HoldFunds(caller, input));
  }
  capture(caller: ApiCaller, input: { jobId: string; amount?: Money }): Promise<void> {
    return this.buses.commands.execute(new CaptureHold(caller, input));
  }
  refund(caller: ApiCaller, input: { jobId: string }): Promise<void> {
    return this.buses.commands.execute(new RefundHold(caller, input));
  }
  spend(caller: ApiCaller): Promise<SpendView> {
    return this.buses.queries.execute(new GetSpend(caller));
  }
  ledger(caller: ApiCaller, query?: { jobId?: string; taskId?: string }): Promise<LedgerEntry[]> {
    return this.buses.queries.execute(new ReadLedger(caller, query));
  }
  setSpendCap(caller: ApiCaller, cap: Money): Promise<void> {
    return this.buses.commands.execute(new SetSpendCap(caller, cap));
  }
  setNoConfirmLimits(caller: ApiCaller, limits: { perOperationMinor: number; dailyMinor: number }): Promise<void> {
    return this.buses.commands.execute(new SetNoConfirmLimits(caller, limits));
  }
  authority(caller: ApiCaller): Promise<AuthorityView> {
    return this.buses.queries.execute(new ReadAuthority(caller));
  }
  setAutonomy(caller: ApiCaller, input: ScopeRef & { level: AutonomyLevel }): Promise<void> {
    return this.buses.commands.execute(new SetAutonomy(caller, input));
  }
  approveBudget(caller: ApiCaller, input: ScopeRef & { amount: Money; plan?: boolean }): Promise<void> {
    return this.buses.commands.execute(new ApproveBudget(caller, input));
  }
  grant(caller: ApiCaller, input: ScopeRef & { grantId: string; action: GrantAction }): Promise<void> {
    return this.buses.commands.execute(new IssueGrant(caller, input));
  }
  revokeGrant(caller: ApiCaller, input: { grantId: string }): Promise<void> {
    return this.buses.commands.execute(new RevokeGrant(caller, input));
  }
  topUp(caller: ApiCaller, input: { topUpId: string; amount: Money }): Promise<void> {
    return this.buses.commands.execute(new TopUp(caller, input));
  }
  shareBudget(caller: ApiCaller, input: BudgetShareInput): Promise<Money | undefined> {
    return this.buses.commands.execute(new ShareBudget(caller, input));
  }
  returnBudgetShare(caller: ApiCaller, input: { childTaskId: string }): Promise<void> {
    return this.buses.commands.execute(new ReturnBudgetShare(caller, input));
  }
}

/** The billing API over in-process buses, for compositions without a Nest container (fixtures, benches). */
export const inProcessBillingApi = (store: EventStore, clock: Clock, settings: BillingSettings): BillingApi =>
  new BillingBusApi(inProcessBuses(billingHandlers(store, clock, settings)));
