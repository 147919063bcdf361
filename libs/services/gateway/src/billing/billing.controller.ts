import { Body, Get, HttpCode, Inject, Optional, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { BILLING_API, type ApiCaller, type BillingApi, type LedgerEntry } from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { ApiProblems } from '../http/api-problems';
import { GatewayController, hosted } from '../http/gateway-controller';
import { BalanceDto, LedgerEntryDto, LedgerQuery, NoConfirmLimitsDto, SetNoConfirmLimitsDto } from './billing.dto';

/** The workspace's money: balance, no-confirm limits and the ledger of holds, captures and refunds. */
@GatewayController('billing', 'billing')
export class BillingController {
  constructor(@Optional() @Inject(BILLING_API) private readonly api?: BillingApi) {}

  private get billing(): BillingApi {
    return hosted(this.api, 'billing');
  }

  @Get()
  @ApiOperation({ summary: 'Balance: cap, held, captured, refunded, available, spent today and the no-confirm limits' })
  @ApiOkResponse({ type: BalanceDto })
  async balance(@Caller() caller: ApiCaller): Promise<BalanceDto> {
    const { noConfirmPerOperationMinor, noConfirmDailyMinor, ...spend } = await this.billing.spend(caller);
    return { ...spend, noConfirm: { perOperationMinor: noConfirmPerOperationMinor, dailyMinor: noConfirmDailyMinor } };
  }

  @Get('ledger')
  @ApiOperation({ summary: 'The ledger of holds, captures and refunds, keyed by job (and task), oldest first' })
  @ApiOkResponse({ type: [LedgerEntryDto] })
  ledger(@Caller() caller: ApiCaller, @Query() query: LedgerQuery): Promise<LedgerEntry[]> {
    return this.billing.ledger(caller, {
      ...(query.jobId ? { jobId: query.jobId } : {}),
      ...(query.taskId ? { taskId: query.taskId } : {}),
    });
  }

  @Put('limits')
  @ApiProblems(413, 415, 422)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({
    summary: "Set the workspace's no-confirm limits (R-6.6): above them a paid call asks with a cost card",
  })
  @ApiOkResponse({ type: NoConfirmLimitsDto })
  async setLimits(@Caller() caller: ApiCaller, @Body() body: SetNoConfirmLimitsDto): Promise<NoConfirmLimitsDto> {
    const limits = { perOperationMinor: body.perOperationMinor, dailyMinor: body.dailyMinor };
    await this.billing.setNoConfirmLimits(caller, limits);
    return limits;
  }
}
