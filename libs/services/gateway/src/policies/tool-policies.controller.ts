import { Body, Get, HttpCode, Inject, Optional, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { EnumField, StringField } from '../http/fields';
import { TASK_RUNTIME_API, type ApiCaller, type TaskRuntimeApi, type ToolPolicyName } from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { ApiProblems } from '../http/api-problems';
import { GatewayController, hosted } from '../http/gateway-controller';

const POLICIES = ['always_allow', 'always_ask', 'deny'] as const;

export class ToolParam {
  @StringField({ minLength: 1, maxLength: 64, pattern: /^[a-z][a-z0-9_]{0,63}$/, example: 'generate_image' })
  tool!: string;
}

export class SetToolPolicyDto {
  @EnumField(POLICIES) policy!: ToolPolicyName;
}

export class ToolPolicyDto {
  @ApiProperty() tool!: string;
  @ApiProperty({ enum: POLICIES }) policy!: string;
}

/** Per-tool permission policies of the workspace: `always_ask` stops the loop for a card before the tool runs. */
@GatewayController('tool-policies', 'tool policies')
export class ToolPoliciesController {
  constructor(@Optional() @Inject(TASK_RUNTIME_API) private readonly runtime?: TaskRuntimeApi) {}

  @Get()
  @ApiOkResponse({ type: [ToolPolicyDto] })
  list(@Caller() caller: ApiCaller): Promise<Array<{ tool: string; policy: ToolPolicyName }>> {
    return hosted(this.runtime, 'task-runtime').listToolPolicies(caller);
  }

  @Put(':tool')
  @ApiProblems(413, 415, 422)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({ summary: "Set a tool's policy for the workspace" })
  @ApiOkResponse({ type: ToolPolicyDto })
  async set(
    @Caller() caller: ApiCaller,
    @Param() p: ToolParam,
    @Body() body: SetToolPolicyDto,
  ): Promise<ToolPolicyDto> {
    await hosted(this.runtime, 'task-runtime').setToolPolicy(caller, p.tool, body.policy);
    return { tool: p.tool, policy: body.policy };
  }
}
