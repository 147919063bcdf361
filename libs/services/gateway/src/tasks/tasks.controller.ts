import { Body, Delete, Get, HttpCode, Inject, Optional, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Clock } from '@lomo/clock';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import type { DeletionReceiptView } from '@lomo/messaging';
import { deleteTaskWithReceipt } from '../deletions/delete-task';
import { DeletionReceiptDto } from '../deletions/deletions.dto';
import { DELETIONS_CLOCK } from '../deletions/deletions.tokens';
import { RetentionPolicies } from '../deletions/retention';
import { skeletonCard } from '../deletions/skeleton-card';
import {
  TASK_RUNTIME_API,
  isApiError,
  type ApiCaller,
  type TaskCardView,
  type TaskEventView,
  type TaskRuntimeApi,
} from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { taskMessageLinks } from '../http/api-links';
import { ApiProblems, POST_BODY } from '../http/api-problems';
import { GatewayController, hosted } from '../http/gateway-controller';
import { IdempotencyKeyHeader, idempotencyKeyOf } from '../http/idempotency';
import { messageIdFor } from '../main-thread/main-thread.controller';
import { control } from './task-control';
import {
  AnswerCheckpointDto,
  CheckpointParams,
  ControlResultDto,
  DeliveredDto,
  ListTasksQuery,
  PostTaskMessageDto,
  StopTaskDto,
  TaskCardDto,
  TaskEventDto,
  TaskEventsQuery,
  TaskIdParam,
} from './tasks.dto';

/** Tasks of the caller's workspace; another workspace's task id is 404 (the runtime confines every call). */
@GatewayController('tasks', 'tasks')
export class TasksController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(DELETIONS_CLOCK) private readonly clock: Clock,
    private readonly retention: RetentionPolicies,
    @Optional() @Inject(TASK_RUNTIME_API) private readonly runtime?: TaskRuntimeApi,
  ) {}

  private get tasks(): TaskRuntimeApi {
    return hosted(this.runtime, 'task-runtime');
  }

  @Get()
  @ApiOperation({ summary: 'List task cards, newest first, optionally by status; persistent ones unless kind says' })
  @ApiOkResponse({ type: [TaskCardDto] })
  list(@Caller() caller: ApiCaller, @Query() query: ListTasksQuery): Promise<TaskCardView[]> {
    const kind = query.kind === 'all' ? undefined : (query.kind ?? 'persistent');
    return this.tasks.listTasks(caller, { status: query.status, kind, limit: query.limit ?? 50 });
  }

  @Get(':taskId')
  @ApiProblems(404)
  @ApiOperation({
    summary:
      "The task card: brief, status, stop reason, checklist, open checkpoints, progress, artifacts; a skeleton (contentDeletedAt, cost) once the workspace's retention deleted its content",
  })
  @ApiOkResponse({ type: TaskCardDto })
  async get(@Caller() caller: ApiCaller, @Param() p: TaskIdParam): Promise<TaskCardView> {
    try {
      return await this.tasks.getTask(caller, p.taskId);
    } catch (error) {
      // A task whose content the retention deleted answers its skeleton (ADR 0057).
      const skeleton =
        isApiError(error) &&
        error.kind === 'not_found' &&
        (await this.retention.skeleton(caller.workspaceId, p.taskId));
      if (skeleton) return skeletonCard(caller.workspaceId, skeleton);
      throw error;
    }
  }

  @Get(':taskId/events')
  @ApiProblems(404)
  @ApiOperation({ summary: "The task's events in stream order (its timeline)" })
  @ApiOkResponse({ type: [TaskEventDto] })
  events(
    @Caller() caller: ApiCaller,
    @Param() p: TaskIdParam,
    @Query() query: TaskEventsQuery,
  ): Promise<TaskEventView[]> {
    return this.tasks.taskEvents(caller, p.taskId, { fromRevision: query.fromRevision, limit: query.limit ?? 200 });
  }

  @Post(':taskId/messages')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(202)
  @RequireScope('write')
  @ApiOperation({ summary: "Deliver a message to the task's inbox (received ≠ consumed, R-3.4)" })
  @IdempotencyKeyHeader()
  @ApiAcceptedResponse({ type: DeliveredDto, links: taskMessageLinks() })
  async message(
    @Caller() caller: ApiCaller,
    @Param() p: TaskIdParam,
    @Body() body: PostTaskMessageDto,
    @Req() req: Request,
  ): Promise<DeliveredDto> {
    // A stopped or archived task refuses in the task's own rule (409 task_not_accepting_messages).
    const messageId = messageIdFor(caller, idempotencyKeyOf(req));
    await this.tasks.deliverMessage(caller, p.taskId, { messageId, text: body.text });
    return { taskId: p.taskId, messageId, state: 'pending' };
  }

  @Post(':taskId/checkpoints/:cardId/answer')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(202)
  @RequireScope('write')
  @ApiOperation({ summary: 'Answer a checkpoint card (confirm, adjust, pick, reject), R-6.4' })
  @ApiAcceptedResponse({ type: ControlResultDto })
  answer(
    @Caller() caller: ApiCaller,
    @Param() p: CheckpointParams,
    @Body() body: AnswerCheckpointDto,
  ): Promise<ControlResultDto> {
    return control(this.tasks, caller, p.taskId, 'answer', () =>
      this.tasks.answerCheckpoint(caller, p.taskId, { cardId: p.cardId, ...body }),
    );
  }

  @Post(':taskId/interrupt')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(202)
  @RequireScope('write')
  @ApiOperation({ summary: 'Stop the current run and go back to idle, keeping state (R-10.5)' })
  @ApiAcceptedResponse({ type: ControlResultDto })
  interrupt(@Caller() caller: ApiCaller, @Param() p: TaskIdParam): Promise<ControlResultDto> {
    return control(this.tasks, caller, p.taskId, 'interrupt', () => this.tasks.interrupt(caller, p.taskId));
  }

  @Post(':taskId/pause')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(202)
  @RequireScope('write')
  @ApiAcceptedResponse({ type: ControlResultDto })
  pause(@Caller() caller: ApiCaller, @Param() p: TaskIdParam): Promise<ControlResultDto> {
    return control(this.tasks, caller, p.taskId, 'pause', () => this.tasks.pause(caller, p.taskId));
  }

  @Post(':taskId/resume')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(202)
  @RequireScope('write')
  @ApiAcceptedResponse({ type: ControlResultDto })
  resume(@Caller() caller: ApiCaller, @Param() p: TaskIdParam): Promise<ControlResultDto> {
    return control(this.tasks, caller, p.taskId, 'resume', () => this.tasks.resume(caller, p.taskId));
  }

  @Post(':taskId/stop')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(202)
  @RequireScope('write')
  @ApiOperation({ summary: 'Terminate the task for good' })
  @ApiBody({ type: StopTaskDto, required: false, description: 'optional: without a body the reason is the default' })
  @ApiAcceptedResponse({ type: ControlResultDto })
  stop(@Caller() caller: ApiCaller, @Param() p: TaskIdParam, @Body() body: StopTaskDto): Promise<ControlResultDto> {
    return control(this.tasks, caller, p.taskId, 'stop', () => this.tasks.stop(caller, p.taskId, body.reason));
  }

  @Delete(':taskId')
  @ApiProblems(404)
  @HttpCode(202)
  @RequireScope('write')
  @ApiOperation({
    summary:
      'Purge the task from every log, projection and index (R-10.8); answers its receipt (Location: /v1/deletions/{id}), the same one when deleted again',
  })
  @ApiAcceptedResponse({ type: DeletionReceiptDto })
  async remove(
    @Caller() caller: ApiCaller,
    @Param() p: TaskIdParam,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DeletionReceiptView> {
    const receipt = await deleteTaskWithReceipt(this.tasks, this.sql, caller, p.taskId, this.clock.now());
    res.setHeader('Location', `/v1/deletions/${receipt.id}`);
    return receipt;
  }
}
