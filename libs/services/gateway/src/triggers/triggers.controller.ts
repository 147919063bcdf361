import { Body, HttpCode, Inject, Optional, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { OptionalField, StringField } from '../http/fields';
import { TASK_RUNTIME_API, type ApiCaller, type TaskRuntimeApi } from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { ApiProblems, POST_BODY } from '../http/api-problems';
import { GatewayController, hosted } from '../http/gateway-controller';
import { AcceptedDto, TaskIdParam } from '../tasks/tasks.dto';

export class TriggerDto {
  @StringField({
    minLength: 1,
    maxLength: 64,
    pattern: /^[a-z0-9][a-z0-9_.-]{0,63}$/,
    description: 'Who fired it, e.g. "github" or "cron"',
    example: 'cron',
  })
  source!: string;

  @StringField({
    minLength: 1,
    maxLength: 200,
    description: 'Unique per source: a repeated event id changes nothing',
    example: 'nightly-2026-11-29',
  })
  eventId!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'What happened, handed to the task as the result',
  })
  @OptionalField()
  @IsObject()
  payload?: Record<string, unknown>;
}

/** External events that wake a task: the same path as a service's completion event. */
@GatewayController('tasks', 'triggers')
export class TriggersController {
  constructor(@Optional() @Inject(TASK_RUNTIME_API) private readonly runtime?: TaskRuntimeApi) {}

  @Post(':taskId/triggers')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(202)
  @RequireScope('trigger')
  @ApiOperation({ summary: 'Fire an external event at a task; needs a key with the "trigger" scope' })
  @ApiAcceptedResponse({ type: AcceptedDto })
  async fire(@Caller() caller: ApiCaller, @Param() p: TaskIdParam, @Body() body: TriggerDto): Promise<AcceptedDto> {
    await hosted(this.runtime, 'task-runtime').receiveExternalEvent(caller, p.taskId, {
      source: body.source,
      eventId: body.eventId,
      result: body.payload ?? {},
    });
    return { accepted: true };
  }
}
