import { Get, Inject, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { readDeletionReceipt, type DeletionReceiptView } from '@lomo/messaging';
import type { ApiCaller } from '@lomo/service-api';
import { Caller } from '../auth/api-key.guard';
import { ApiProblems } from '../http/api-problems';
import { GatewayController } from '../http/gateway-controller';
import { refuse } from '../http/problem';
import { DeletionReceiptDto, ReceiptIdParam } from './deletions.dto';

/** Receipts of deletions (ADR 0051): which service has finished its part of a task's deletion or a person's erasure. */
@GatewayController('deletions', 'deletions')
export class DeletionsController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  @Get(':receiptId')
  @ApiProblems(404)
  @ApiOperation({
    summary:
      "A deletion's receipt: each service (task-runtime, gateway, router, workspace, memory, billing, generation-gateway, the Kafka keys) pending, done or failed",
  })
  @ApiOkResponse({ type: DeletionReceiptDto })
  async get(@Caller() caller: ApiCaller, @Param() p: ReceiptIdParam): Promise<DeletionReceiptView> {
    const receipt = await readDeletionReceipt(this.sql, p.receiptId, caller.workspaceId);
    if (!receipt) throw refuse(404, 'deletion_not_found', `no deletion ${p.receiptId} in this workspace`);
    return receipt;
  }
}
