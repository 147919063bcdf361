import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, Max, Min, ValidateNested } from 'class-validator';
import { AUTHORITY_SCOPES, AUTONOMY_LEVELS, type AuthorityScope, type AutonomyLevel } from '@lomo/service-api';
import { AuthQuery } from '../http/auth-query';
import { ObjectRules, requiredWith } from '../http/closed-schemas';
import { EnumField, StringField } from '../http/fields';

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
  @ApiProperty({ description: 'the starting balance plus top-ups (R-6.8)' }) balanceMinor!: number;
  @ApiProperty({ description: 'balance − held − captured: a paid call above it stops the task' })
  balanceAvailableMinor!: number;
}

export class LedgerQuery extends AuthQuery {
  @StringField({ minLength: 1, maxLength: 200, optional: true, description: 'only the entries of this job' })
  jobId?: string;

  @StringField({ minLength: 1, maxLength: 80, optional: true, description: 'only the entries of this task' })
  taskId?: string;
}

export class LedgerEntryDto {
  @ApiProperty() jobId!: string;
  @ApiPropertyOptional() taskId?: string;
  @ApiPropertyOptional() userId?: string;
  @ApiProperty({ enum: ['hold', 'capture', 'refund'] }) entry!: string;
  @ApiProperty() amountMinor!: number;
  @ApiProperty() currency!: string;
  @ApiProperty() at!: string;
}

const CURRENCY = /^[A-Z]{3}$/;
const SCOPE_ID = /^[A-Za-z0-9_.:@-]{1,200}$/;

export class MoneyDto {
  @MinorField('whole minor units (cents)') amountMinor!: number;
  @StringField({ minLength: 3, maxLength: 3, pattern: CURRENCY, description: 'ISO 4217 currency', example: 'USD' })
  currency!: string;
}

/** A scope of: the workspace, a user (the caller when no id) or a task (id required). */
const TASK_SCOPE_NAMES_ITS_ID = requiredWith('scope', ['task'], AUTHORITY_SCOPES, 'id');

class ScopeDto {
  @EnumField(AUTHORITY_SCOPES) scope!: AuthorityScope;
  @StringField({ minLength: 1, maxLength: 200, pattern: SCOPE_ID, optional: true, description: 'user or task id' })
  id?: string;
}

@ObjectRules(TASK_SCOPE_NAMES_ITS_ID)
export class SetAutonomyDto extends ScopeDto {
  @EnumField(AUTONOMY_LEVELS, { description: 'when paid calls ask (R-6.5)' }) level!: AutonomyLevel;
}

@ObjectRules(TASK_SCOPE_NAMES_ITS_ID)
export class ApproveBudgetDto extends ScopeDto {
  @MinorField('the budget approved for the scope, in minor units') amountMinor!: number;
  @StringField({ minLength: 3, maxLength: 3, pattern: CURRENCY, description: 'ISO 4217 currency', example: 'USD' })
  currency!: string;
}

@ObjectRules(TASK_SCOPE_NAMES_ITS_ID)
export class IssueGrantDto extends ScopeDto {
  @EnumField(['paid_generation'] as const, { description: 'what the grant authorizes' }) action!: 'paid_generation';
}

export class GrantIdParam {
  @StringField({ minLength: 1, maxLength: 200, pattern: SCOPE_ID }) grantId!: string;
}

export class TopUpDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_MINOR, description: 'prepaid money to add (minor units)' })
  @IsInt()
  @Min(1)
  @Max(MAX_MINOR)
  amountMinor!: number;
  @StringField({ minLength: 3, maxLength: 3, pattern: CURRENCY, description: 'ISO 4217 currency', example: 'USD' })
  currency!: string;
}

export class PlanApprovalDto {
  @ApiProperty({ type: MoneyDto, description: 'the budget the plan is approved with ("6 posters, up to $3")' })
  @IsDefined()
  @ValidateNested()
  @Type(() => MoneyDto)
  budget!: MoneyDto;
}

class AutonomySettingDto {
  @ApiProperty({ enum: AUTHORITY_SCOPES }) scope!: string;
  @ApiProperty() id!: string;
  @ApiProperty({ enum: AUTONOMY_LEVELS }) level!: string;
  @ApiProperty() by!: string;
  @ApiProperty() at!: string;
}

class BudgetDto {
  @ApiProperty({ enum: AUTHORITY_SCOPES }) scope!: string;
  @ApiProperty() id!: string;
  @ApiProperty() amountMinor!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ description: 'open holds and captures attributed to the scope' }) spentMinor!: number;
  @ApiProperty({ description: "approved with a task's plan" }) plan!: boolean;
  @ApiProperty() by!: string;
  @ApiProperty() at!: string;
}

class GrantDto {
  @ApiProperty() grantId!: string;
  @ApiProperty({ enum: AUTHORITY_SCOPES }) scope!: string;
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['paid_generation'] }) action!: string;
  @ApiProperty() by!: string;
  @ApiProperty() at!: string;
}

class BalanceOnlyDto {
  @ApiProperty() balanceMinor!: number;
  @ApiProperty() availableMinor!: number;
  @ApiProperty() currency!: string;
}

/** The three dimensions of as the workspace set them, and its balance. */
export class AuthorityDto {
  @ApiProperty({ type: [AutonomySettingDto] }) autonomy!: AutonomySettingDto[];
  @ApiProperty({ type: [BudgetDto] }) budgets!: BudgetDto[];
  @ApiProperty({ type: [GrantDto] }) grants!: GrantDto[];
  @ApiProperty({ type: BalanceOnlyDto }) balance!: BalanceOnlyDto;
}
