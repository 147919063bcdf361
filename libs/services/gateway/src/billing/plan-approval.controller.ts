import { Body, HttpCode, Inject, Optional, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import {
  BILLING_API,
  TASK_RUNTIME_API,
  type ApiCaller,
  type AuthorityView,
  type BillingApi,
  type TaskRuntimeApi,
} from '@lomo/service-api';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { ApiProblems, POST_BODY } from '../http/api-problems';
import { GatewayController, hosted } from '../http/gateway-controller';
import { TaskIdParam } from '../tasks/tasks.dto';
import { AuthorityDto, PlanApprovalDto } from './billing.dto';

/** The grant a plan's approval stores for its task: one per task, so approving again changes only the budget. */
export const planGrantId = (taskId: string) => `plan:${taskId}`;

/**
 * Approving a task's plan with a budget up front ("6 posters, up to $3", R-6.6): the user's
 * explicit action records the task's plan budget and a grant for the task in billing's stream;
 * paid steps within it then go ahead without further questions, beyond it a cost card asks.
 * The plan's steps are not touched (ADR 0025).
 */
@GatewayController('tasks', 'tasks')
export class PlanApprovalController {
  constructor(
    @Optional() @Inject(BILLING_API) private readonly api?: BillingApi,
    @Optional() @Inject(TASK_RUNTIME_API) private readonly runtime?: TaskRuntimeApi,
  ) {}

  @Post(':taskId/plan/approval')
  @ApiProblems(404, ...POST_BODY)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({ summary: "Approve the task's plan with a budget: paid steps within it go without asking" })
  @ApiOkResponse({ type: AuthorityDto })
  async approve(
    @Caller() caller: ApiCaller,
    @Param() p: TaskIdParam,
    @Body() body: PlanApprovalDto,
  ): Promise<AuthorityView> {
    const billing = hosted(this.api, 'billing');
    // Another workspace's task, or a missing one, is 404 before anything is written.
    await hosted(this.runtime, 'task-runtime').getTask(caller, p.taskId);
    const scope = { scope: 'task' as const, id: p.taskId };
    await billing.approveBudget(caller, { ...scope, amount: { ...body.budget }, plan: true });
    await billing.grant(caller, { ...scope, grantId: planGrantId(p.taskId), action: 'paid_generation' });
    return billing.authority(caller);
  }
}
