export * from './billing.module';
export * from './billing.config';
export * from './budget/billing.service';
export * from './budget/budget.decider';
export type * from './budget/budget.events';
