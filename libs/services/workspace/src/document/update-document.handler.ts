import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActAs, ApiCaller, DocumentChange, WriteResult } from '@lomo/service-api';
import { validateInput } from '../application/input-schemas';
import { prepareDocumentUpdate } from '../application/object-writes';
import { WorkspaceContext } from '../application/workspace-context';

export class UpdateDocument extends Command<WriteResult> {
  constructor(
    readonly caller: ApiCaller,
    readonly objectId: string,
    readonly input: ActAs & { baseVersion: number; change: DocumentChange },
  ) {
    super();
  }
}

@CommandHandler(UpdateDocument)
export class UpdateDocumentHandler implements ICommandHandler<UpdateDocument> {
  constructor(private readonly ctx: WorkspaceContext) {}

  async execute({ caller, objectId, input }: UpdateDocument): Promise<WriteResult> {
    validateInput('objectId', objectId);
    validateInput('updateDocument', input, 'input');
    return this.ctx.writeAs(caller, objectId, input.taskId, (object, ctx) => prepareDocumentUpdate(object, input, ctx));
  }
}
