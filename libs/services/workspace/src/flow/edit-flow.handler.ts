import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActAs, ApiCaller, FlowEditResult, FlowNodeEdit } from '@lomo/service-api';
import { validateInput } from '../application/input-schemas';
import { prepareFlowEdit } from '../application/object-writes';
import { WorkspaceContext } from '../application/workspace-context';

export class EditFlow extends Command<FlowEditResult> {
  constructor(
    readonly caller: ApiCaller,
    readonly objectId: string,
    readonly input: ActAs & { baseVersion: number; edits: FlowNodeEdit[] },
  ) {
    super();
  }
}

@CommandHandler(EditFlow)
export class EditFlowHandler implements ICommandHandler<EditFlow> {
  constructor(private readonly ctx: WorkspaceContext) {}

  async execute({ caller, objectId, input }: EditFlow): Promise<FlowEditResult> {
    validateInput('objectId', objectId);
    validateInput('editFlow', input, 'input');
    return this.ctx.writeAs(caller, objectId, input.taskId, (object, ctx) => prepareFlowEdit(object, input, ctx));
  }
}
