import { ApiError, type Money } from '@lomo/service-api';

/** Whole minor units ≥ 0 and an ISO 4217 currency, or `ApiError('invalid', 'invalid_amount')`. */
export function assertMoney(money: Money): void {
  if (
    !money ||
    !Number.isInteger(money.amountMinor) ||
    money.amountMinor < 0 ||
    !/^[A-Z]{3}$/.test(money.currency ?? '')
  ) {
    throw new ApiError('invalid', 'invalid_amount', 'an amount is whole minor units ≥ 0 and an ISO 4217 currency');
  }
}
