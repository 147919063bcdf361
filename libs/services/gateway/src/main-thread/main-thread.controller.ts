import { randomUUID } from 'node:crypto';
import { Body, Get, HttpCode, Inject, Optional, Param, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import { ROUTER_API, stableId, type ApiCaller, type MainThreadEntry, type RouterApi } from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { mainMessageLinks, taskLinks } from '../http/api-links';
import { ApiProblems, POST_BODY } from '../http/api-problems';
import { GatewayController, hosted } from '../http/gateway-controller';
import { IdempotencyKeyHeader, idempotencyKeyOf } from '../http/idempotency';
import {
  AnswerCardDto,
  MainThreadEntryDto,
  MessageIdParam,
  MoveMessageDto,
  PostMainMessageDto,
  ReadThreadQuery,
} from './main-thread.dto';

/** A message id derived from the client's idempotency key: a retry is the same message all the way down. */
export const messageIdFor = (caller: ApiCaller, key: string | undefined): string => {
  if (key === undefined) return randomUUID();
  return stableId('main-message', caller.workspaceId, caller.userId, key);
};

/** The main thread: the one place the user talks to the platform. */
@GatewayController('main', 'main thread')
export class MainThreadController {
  constructor(@Optional() @Inject(ROUTER_API) private readonly router?: RouterApi) {}

  @Post('messages')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(201)
  @RequireScope('write')
  @ApiOperation({
    summary:
      'Post a message; without a target the router answers in the main thread, attaches it to a task, starts a task or asks (docs/routing.md)',
  })
  @IdempotencyKeyHeader()
  @ApiCreatedResponse({
    type: MainThreadEntryDto,
    links: { ...taskLinks('$response.body#/taskIds/0'), ...mainMessageLinks() },
  })
  post(@Caller() caller: ApiCaller, @Body() body: PostMainMessageDto, @Req() req: Request): Promise<MainThreadEntry> {
    return hosted(this.router, 'router').postMessage(caller, {
      ...body,
      messageId: messageIdFor(caller, idempotencyKeyOf(req)),
    });
  }

  @Get('messages')
  @ApiOperation({ summary: 'Read the main thread, oldest first' })
  @ApiOkResponse({ type: [MainThreadEntryDto] })
  read(@Caller() caller: ApiCaller, @Query() query: ReadThreadQuery): Promise<MainThreadEntry[]> {
    return hosted(this.router, 'router').readThread(caller, { limit: query.limit ?? 100 });
  }

  @Post('messages/:messageId/answer')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({
    summary: "Answer the router's question about a message; the message then goes where the answer says",
  })
  @ApiOkResponse({ type: MainThreadEntryDto })
  answer(
    @Caller() caller: ApiCaller,
    @Param() p: MessageIdParam,
    @Body() body: AnswerCardDto,
  ): Promise<MainThreadEntry> {
    return hosted(this.router, 'router').answerCard(caller, p.messageId, body);
  }

  @Post('messages/:messageId/move')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({
    summary:
      'Move a message to another task, or to a new one, while no step took it; the thread records the move (docs/routing.md)',
  })
  @IdempotencyKeyHeader()
  @ApiOkResponse({ type: MainThreadEntryDto })
  move(
    @Caller() caller: ApiCaller,
    @Param() p: MessageIdParam,
    @Body() body: MoveMessageDto,
  ): Promise<MainThreadEntry> {
    return hosted(this.router, 'router').moveMessage(caller, p.messageId, body);
  }
}
