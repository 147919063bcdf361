import { Body, Delete, Get, HttpCode, Inject, Optional, Param, Post, Put, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { isUUID } from 'class-validator';
import {
  ApiError,
  BILLING_API,
  TASK_RUNTIME_API,
  type ApiCaller,
  type AuthorityView,
  type BillingApi,
  type ScopeRef,
  type TaskRuntimeApi,
} from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { ApiProblems } from '../http/api-problems';
import { GatewayController, hosted } from '../http/gateway-controller';
import { IdempotencyKeyHeader, idempotencyKeyOf } from '../http/idempotency';
import {
  ApproveBudgetDto,
  AuthorityDto,
  BalanceDto,
  GrantIdParam,
  IssueGrantDto,
  SetAutonomyDto,
  TopUpDto,
} from './billing.dto';

/**
 * The three dimensions of — autonomy level, budget, grants — per workspace, user and
 * task, each set by its own explicit call (ADR 0025), and the prepaid balance.
 */
@GatewayController('billing', 'billing')
export class AuthorityController {
  constructor(
    @Optional() @Inject(BILLING_API) private readonly api?: BillingApi,
    @Optional() @Inject(TASK_RUNTIME_API) private readonly runtime?: TaskRuntimeApi,
  ) {}

  private get billing(): BillingApi {
    return hosted(this.api, 'billing');
  }

  /** A task scope names one of the caller's tasks: another workspace's, a missing one or a non-task id is 404. */
  private async scope(caller: ApiCaller, body: ScopeRef): Promise<ScopeRef> {
    if (body.scope === 'task' && body.id !== undefined) {
      if (!isUUID(body.id)) throw new ApiError('not_found', 'task_not_found', `no task ${body.id}`);
      await hosted(this.runtime, 'task-runtime').getTask(caller, body.id);
    }
    return body.id === undefined ? { scope: body.scope } : { scope: body.scope, id: body.id };
  }

  @Get('authority')
  @ApiOperation({ summary: 'Autonomy levels, approved budgets (with their spend), active grants and the balance' })
  @ApiOkResponse({ type: AuthorityDto })
  authority(@Caller() caller: ApiCaller): Promise<AuthorityView> {
    return this.billing.authority(caller);
  }

  @Put('autonomy')
  @ApiProblems(404, 413, 415, 422)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({ summary: 'Set the autonomy level of the workspace, a user or a task (R-6.5)' })
  @ApiOkResponse({ type: AuthorityDto })
  async setAutonomy(@Caller() caller: ApiCaller, @Body() body: SetAutonomyDto): Promise<AuthorityView> {
    await this.billing.setAutonomy(caller, { ...(await this.scope(caller, body)), level: body.level });
    return this.billing.authority(caller);
  }

  @Put('budgets')
  @ApiProblems(404, 413, 415, 422)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({ summary: 'Approve a standing budget for the workspace, a user or a task (R-6.5)' })
  @ApiOkResponse({ type: AuthorityDto })
  async approveBudget(@Caller() caller: ApiCaller, @Body() body: ApproveBudgetDto): Promise<AuthorityView> {
    const amount = { amountMinor: body.amountMinor, currency: body.currency };
    await this.billing.approveBudget(caller, { ...(await this.scope(caller, body)), amount });
    return this.billing.authority(caller);
  }

  @Post('grants')
  @ApiProblems(404, 409, 413, 415, 422)
  @HttpCode(200)
  @RequireScope('write')
  @IdempotencyKeyHeader()
  @ApiOperation({ summary: 'Store a grant: paid generation may go without a per-call question within a budget' })
  @ApiOkResponse({ type: AuthorityDto })
  async grant(@Caller() caller: ApiCaller, @Body() body: IssueGrantDto, @Req() req: Request): Promise<AuthorityView> {
    const grantId = `grant:${idempotencyKeyOf(req) ?? randomUUID()}`.slice(0, 200);
    await this.billing.grant(caller, { ...(await this.scope(caller, body)), grantId, action: body.action });
    return this.billing.authority(caller);
  }

  @Delete('grants/:grantId')
  @ApiProblems(404)
  @HttpCode(204)
  @RequireScope('write')
  @ApiOperation({ summary: 'Revoke a grant' })
  @ApiNoContentResponse()
  async revoke(@Caller() caller: ApiCaller, @Param() p: GrantIdParam): Promise<void> {
    await this.billing.revokeGrant(caller, { grantId: p.grantId });
  }

  @Post('top-ups')
  @ApiProblems(409, 413, 415, 422)
  @HttpCode(200)
  @RequireScope('write')
  @IdempotencyKeyHeader()
  @ApiOperation({ summary: 'Add prepaid money to the balance (R-6.8); the same Idempotency-Key adds it once' })
  @ApiOkResponse({ type: BalanceDto })
  async topUp(@Caller() caller: ApiCaller, @Body() body: TopUpDto, @Req() req: Request) {
    const topUpId = `top-up:${idempotencyKeyOf(req) ?? randomUUID()}`.slice(0, 200);
    await this.billing.topUp(caller, { topUpId, amount: { amountMinor: body.amountMinor, currency: body.currency } });
    const { noConfirmPerOperationMinor, noConfirmDailyMinor, ...spend } = await this.billing.spend(caller);
    return { ...spend, noConfirm: { perOperationMinor: noConfirmPerOperationMinor, dailyMinor: noConfirmDailyMinor } };
  }
}
