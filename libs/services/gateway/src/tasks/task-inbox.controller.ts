import { Body, HttpCode, Inject, Optional, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { TASK_RUNTIME_API, type ApiCaller, type TaskCardView, type TaskRuntimeApi } from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { StringField } from '../http/fields';
import { ApiProblems, POST_BODY } from '../http/api-problems';
import { GatewayController, hosted } from '../http/gateway-controller';
import { PostTaskMessageDto, TaskCardDto, TaskIdParam } from './tasks.dto';

export class InboxMessageParams extends TaskIdParam {
  @StringField({
    minLength: 1,
    maxLength: 200,
    description: 'The message id (a main-thread message keeps its id in the task)',
  })
  messageId!: string;
}

export class InboxChangeDto {
  @ApiProperty() taskId!: string;
  @ApiProperty() messageId!: string;
  @ApiProperty({ enum: ['pending', 'withdrawn'] }) state!: 'pending' | 'withdrawn';
}

/**
 * Changes to a task beside its control: promotion of a lightweight task, and —
 * a message no step took yet can be withdrawn or replaced; one already taken is 409
 * `message_not_pending` (it waits in an inference; send a new message instead).
 */
@GatewayController('tasks', 'tasks')
export class TaskInboxController {
  constructor(@Optional() @Inject(TASK_RUNTIME_API) private readonly runtime?: TaskRuntimeApi) {}

  @Post(':taskId/promote')
  @ApiProblems(404, 409)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({
    summary: 'Make a lightweight task persistent, keeping its context and records (R-1.3); the task card after',
  })
  @ApiOkResponse({ type: TaskCardDto })
  async promote(@Caller() caller: ApiCaller, @Param() p: TaskIdParam): Promise<TaskCardView> {
    const tasks = hosted(this.runtime, 'task-runtime');
    await tasks.promoteTask(caller, p.taskId);
    return tasks.getTask(caller, p.taskId);
  }

  @Post(':taskId/messages/:messageId/withdraw')
  @ApiProblems(404, 409)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({ summary: 'Withdraw a message the task has not taken yet (R-3.3); again is a no-op' })
  @ApiOkResponse({ type: InboxChangeDto })
  async withdraw(@Caller() caller: ApiCaller, @Param() p: InboxMessageParams): Promise<InboxChangeDto> {
    await hosted(this.runtime, 'task-runtime').withdrawMessage(caller, p.taskId, p.messageId);
    return { taskId: p.taskId, messageId: p.messageId, state: 'withdrawn' };
  }

  @Put(':taskId/messages/:messageId')
  @ApiProblems(404, 409, ...POST_BODY)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({ summary: 'Replace the words of a message the task has not taken yet (R-3.3)' })
  @ApiOkResponse({ type: InboxChangeDto })
  async replace(
    @Caller() caller: ApiCaller,
    @Param() p: InboxMessageParams,
    @Body() body: PostTaskMessageDto,
  ): Promise<InboxChangeDto> {
    await hosted(this.runtime, 'task-runtime').replaceMessage(caller, p.taskId, p.messageId, { text: body.text });
    return { taskId: p.taskId, messageId: p.messageId, state: 'pending' };
  }
}
