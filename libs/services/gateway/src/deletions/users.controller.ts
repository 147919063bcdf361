import { Body, Delete, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Clock } from '@lomo/clock';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { openReceipt, readDeletionReceipt, type DeletionReceiptView } from '@lomo/messaging';
import type { ApiCaller } from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { ApiProblems, POST_BODY } from '../http/api-problems';
import { GatewayController } from '../http/gateway-controller';
import { refuse } from '../http/problem';
import { DELETIONS_CLOCK } from './deletions.tokens';
import { DeletionReceiptDto, EraseMeDto } from './deletions.dto';
import { PersonErasures } from './person-erasures';

/** The caller as a person (ADR 0051). */
@GatewayController('users', 'users')
export class UsersController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(DELETIONS_CLOCK) private readonly clock: Clock,
    private readonly erasures: PersonErasures,
  ) {}

  @Delete('me')
  @ApiProblems(...POST_BODY)
  @HttpCode(202)
  @RequireScope('write')
  @ApiOperation({
    summary:
      'Erase the caller: every task they created, their memories and profile, their main thread (and their words in the task index), user credentials, stored responses and API keys; irreversible. The body names their user id to confirm. Answers the receipt (the same one when asked again); their keys stop working once it runs',
  })
  @ApiAcceptedResponse({ type: DeletionReceiptDto })
  async eraseMe(
    @Caller() caller: ApiCaller,
    @Body() body: EraseMeDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DeletionReceiptView> {
    if (body.confirmUserId !== caller.userId)
      throw refuse(422, 'confirmation_mismatch', 'confirmUserId must be the user id of the key making the request');
    const { receiptId } = await openReceipt(this.sql, {
      workspaceId: caller.workspaceId,
      kind: 'person',
      subject: caller.userId,
      at: this.clock.now().toISOString(),
    });
    // The receipt is what the caller gets back; the erasure (their keys last) runs after it.
    const receipt = (await readDeletionReceipt(this.sql, receiptId))!;
    void this.erasures.kick();
    res.setHeader('Location', `/v1/deletions/${receiptId}`);
    return receipt;
  }
}
