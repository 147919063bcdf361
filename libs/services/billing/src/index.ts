export * from './billing.module';
export * from './billing.config';
export * from './application/billing.bus-api';
export { DEFAULT_NO_CONFIRM, type BillingSettings, type NoConfirmLimits } from './budget/budgets';
export * from './budget/budget.decider';
export type * from './budget/budget.events';
export * from './authority/authority.decider';
export type * from './authority/authority.events';
