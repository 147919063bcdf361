import { Body, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import type { ApiCaller } from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { ApiProblems, POST_BODY } from '../http/api-problems';
import { GatewayController } from '../http/gateway-controller';
import { RetentionPolicies } from './retention';
import { RETENTION_SCOPES, type RetentionScope } from './retention.policy';

/** A workspace's retention: finished tasks untouched for `days` are deleted (whole, or only their content); null keeps them. */
export class RetentionDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 36500,
    nullable: true,
    description: 'Days a finished (idle or ended) task is kept after its last change; null keeps tasks for ever',
  })
  @ValidateIf((dto: RetentionDto) => dto.days !== null)
  @IsInt()
  @Min(1)
  @Max(36500)
  days!: number | null;

  @ApiProperty({
    enum: RETENTION_SCOPES,
    required: false,
    default: 'task',
    description:
      'task: the whole task is deleted. content: only its content — words, images, memories derived from it — and a skeleton stays (id, kind, dates, status, turns, cost), which GET /v1/tasks/{id} answers with contentDeletedAt',
  })
  // Absent means `task`; null is no scope at all, and refused like any other.
  @ValidateIf((dto: RetentionDto) => dto.scope !== undefined)
  @IsIn(RETENTION_SCOPES)
  scope?: RetentionScope;
}

/** Workspace settings (ADR 0051). */
@GatewayController('settings', 'settings')
export class RetentionController {
  constructor(private readonly policies: RetentionPolicies) {}

  @Get('retention')
  @ApiOperation({ summary: "The workspace's retention of finished tasks" })
  @ApiOkResponse({ type: RetentionDto })
  async get(@Caller() caller: ApiCaller): Promise<RetentionDto> {
    return this.policies.get(caller.workspaceId);
  }

  @Put('retention')
  @ApiProblems(...POST_BODY)
  @RequireScope('write')
  @ApiOperation({
    summary:
      'Set the retention: finished tasks untouched for `days` are deleted (whole, or only their content) through the task deletion cascade, each with its receipt',
  })
  @ApiOkResponse({ type: RetentionDto })
  async set(@Caller() caller: ApiCaller, @Body() body: RetentionDto): Promise<RetentionDto> {
    await this.policies.set(caller.workspaceId, body.days, body.scope ?? 'task');
    return this.policies.get(caller.workspaceId);
  }
}
