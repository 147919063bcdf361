import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { AuthQuery } from '../http/auth-query';
import { StringField } from '../http/fields';

/** 10 million in the currency: a larger limit is a typo, not a budget. */
const MAX_MINOR = 1_000_000_000;

/** Whole minor units from 0 to 10⁹ (a negative, fractional or absurd limit is refused with 400). */
const MinorField = (description: string) =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_MINOR, description }),
    IsInt(),
    Min(0),
    Max(MAX_MINOR),
  );

export class SetNoConfirmLimitsDto {
  @MinorField('a paid call above this asks with a cost card (R-6.6)') perOperationMinor!: number;
  @MinorField('a UTC day whose spend would go above this asks with a cost card') dailyMinor!: number;
}

export class NoConfirmLimitsDto {
  @ApiProperty() perOperationMinor!: number;
  @ApiProperty() dailyMinor!: number;
}

export class BalanceDto {
  @ApiProperty() capMinor!: number;
  @ApiProperty() heldMinor!: number;
  @ApiProperty() capturedMinor!: number;
  @ApiProperty() refundedMinor!: number;
  @ApiProperty({ description: 'cap − held − captured' }) availableMinor!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ description: 'open holds and captures of the current UTC day' }) spentTodayMinor!: number;
  @ApiProperty({ type: NoConfirmLimitsDto }) noConfirm!: NoConfirmLimitsDto;
}

export class LedgerQuery extends AuthQuery {
  @StringField({ minLength: 1, maxLength: 200, optional: true, description: 'only the entries of this job' })
  jobId?: string;
}

export class LedgerEntryDto {
  @ApiProperty() jobId!: string;
  @ApiProperty({ enum: ['hold', 'capture', 'refund'] }) entry!: string;
  @ApiProperty() amountMinor!: number;
  @ApiProperty() currency!: string;
  @ApiProperty() at!: string;
}
