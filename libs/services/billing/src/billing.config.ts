import type { ConfigMixinBase } from '@lomo/config';
import { Transform } from 'class-transformer';
import { IsInt, Matches, Max, Min } from 'class-validator';
import { DEFAULT_NO_CONFIRM, type BillingSettings } from './budget/budgets';

export interface BillingConfigValues {
  /** Spend cap of a workspace that never set its own, in minor units. */
  BILLING_DEFAULT_CAP_MINOR: number;
  BILLING_CURRENCY: string;
  /** A paid call above this many minor units asks first with a cost card. */
  BILLING_NO_CONFIRM_OPERATION_MINOR: number;
  /** Spend of a UTC day above this many minor units asks first with a cost card. */
  BILLING_NO_CONFIRM_DAILY_MINOR: number;
  /** Prepaid balance of a workspace before its top-ups; a paid call beyond it stops the task. */
  BILLING_STARTING_BALANCE_MINOR: number;
}

const AsInteger = () =>
  Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));

/** Adds the billing settings to an app's config class (`withBillingConfig(BaseAppConfig)`). */
export function withBillingConfig<TBase extends ConfigMixinBase>(Base: TBase) {
  class WithBillingConfig extends Base implements BillingConfigValues {
    /** @default 10000 (100.00 in the currency) */
    @AsInteger()
    @IsInt()
    @Min(0)
    @Max(1_000_000_000)
    BILLING_DEFAULT_CAP_MINOR = 10_000;

    /** ISO 4217 currency of budgets. @default USD */
    @Matches(/^[A-Z]{3}$/, { message: 'BILLING_CURRENCY must be an ISO 4217 code such as USD' })
    BILLING_CURRENCY = 'USD';

    /** @default 200 (2.00 in the currency) */
    @AsInteger()
    @IsInt()
    @Min(0)
    @Max(1_000_000_000)
    BILLING_NO_CONFIRM_OPERATION_MINOR = DEFAULT_NO_CONFIRM.perOperationMinor;

    /** @default 1000 (10.00 in the currency) */
    @AsInteger()
    @IsInt()
    @Min(0)
    @Max(1_000_000_000)
    BILLING_NO_CONFIRM_DAILY_MINOR = DEFAULT_NO_CONFIRM.dailyMinor;

    /** @default 10000 (100.00 in the currency, the default cap: a fresh workspace meets the cap and the balance together) */
    @AsInteger()
    @IsInt()
    @Min(0)
    @Max(1_000_000_000)
    BILLING_STARTING_BALANCE_MINOR = 10_000;
  }
  return WithBillingConfig;
}

/** The settings from an app config that may lack the mixin (defaults then). */
export function billingSettings(config: Partial<BillingConfigValues>): BillingSettings {
  return {
    defaultCapMinor: config.BILLING_DEFAULT_CAP_MINOR ?? 10_000,
    currency: config.BILLING_CURRENCY ?? 'USD',
    noConfirm: {
      perOperationMinor: config.BILLING_NO_CONFIRM_OPERATION_MINOR ?? DEFAULT_NO_CONFIRM.perOperationMinor,
      dailyMinor: config.BILLING_NO_CONFIRM_DAILY_MINOR ?? DEFAULT_NO_CONFIRM.dailyMinor,
    },
    startingBalanceMinor: config.BILLING_STARTING_BALANCE_MINOR,
  };
}
