import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError, type ToolPolicyName } from '@lomo/service-api';
import { TOOL_POLICIES } from './tool-permission';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

export class SetToolPolicy extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly tool: string,
    readonly policy: ToolPolicyName,
  ) {
    super();
  }
}

@CommandHandler(SetToolPolicy)
export class SetToolPolicyHandler implements ICommandHandler<SetToolPolicy> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, tool, policy }: SetToolPolicy): Promise<void> {
    if (!TOOL_POLICIES.includes(policy))
      throw new ApiError('invalid', 'unknown_policy', `policy must be one of ${TOOL_POLICIES.join(', ')}`);
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(tool))
      throw new ApiError('invalid', 'invalid_tool_name', `not a tool name: ${tool}`);
    await this.ctx
      .need(this.ctx.policies, 'setToolPolicy')
      .set(caller.workspaceId, tool, policy, `user:${caller.userId}`);
  }
}
