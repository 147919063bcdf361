import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller } from '@lomo/service-api';
import { objectNotFound } from '../object/object.decider';
import { validateInput } from '../application/input-schemas';
import { ownedBy } from '../application/object-content';
import { WorkspaceContext } from '../application/workspace-context';

export class DeleteObject extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly objectId: string,
    readonly input: { confirmationId: string },
  ) {
    super();
  }
}

@CommandHandler(DeleteObject)
export class DeleteObjectHandler implements ICommandHandler<DeleteObject> {
  constructor(private readonly ctx: WorkspaceContext) {}

  async execute({ caller, objectId, input }: DeleteObject): Promise<void> {
    validateInput('objectId', objectId);
    validateInput('confirmation', input, 'input');
    const { state } = await this.ctx.objects.load(objectId);
    if (state.exists) {
      ownedBy(caller, objectId, state);
      await this.ctx.objects.purge(objectId, {
        actor: `user:${caller.userId}`,
        reason: `deleted by the user (confirmation ${input.confirmationId})`,
        occurredAt: this.ctx.at(),
      });
    } else if ((await this.ctx.index.owner(objectId)) !== caller.workspaceId) {
      throw objectNotFound(objectId);
    }
    // After the stream: a crash here leaves pointers and blobs that a repeated delete removes.
    await this.ctx.blobs.deleteScope(objectId);
    await this.ctx.index.remove(objectId);
  }
}
