import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { stableId, type ApiCaller } from '@lomo/service-api';
import { BlobTooLarge } from '../blob/blob-store';
import { discard } from '../blob/metered-source';
import { ownedBy } from '../application/object-content';
import { streamTooLarge } from '../application/object-writes';
import { prepareCreate, type CreateInput } from '../application/prepare-create';
import { WorkspaceContext } from '../application/workspace-context';

export class CreateObject extends Command<{ objectId: string; version: number }> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: CreateInput,
  ) {
    super();
  }
}

@CommandHandler(CreateObject)
export class CreateObjectHandler implements ICommandHandler<CreateObject> {
  constructor(private readonly ctx: WorkspaceContext) {}

  async execute({ caller, input }: CreateObject): Promise<{ objectId: string; version: number }> {
    try {
      return await this.create(caller, input);
    } finally {
      // A stream left unread (a refusal, a repeated registration) is ended, not left open.
      if (input.content?.type === 'blob') discard(input.content.bytes);
    }
  }

  private async create(caller: ApiCaller, input: CreateInput): Promise<{ objectId: string; version: number }> {
    const objectId = input.idempotencyKey ? keyedObjectId(caller.workspaceId, input.idempotencyKey) : randomUUID();
    const author = this.ctx.author(caller, input.taskId);
    const linked = [...new Set([input.linkTaskId, input.taskId].filter((t): t is string => t !== undefined))];
    const { bytes, command } = prepareCreate(objectId, caller, input, {
      author,
      linkTaskIds: linked,
      at: this.ctx.at(),
      limits: this.ctx.limits,
    });
    const existing = await this.ctx.objects.load(objectId);
    if (existing.state.exists) return { objectId: ownedBy(caller, objectId, existing.state).objectId, version: 1 };
    // The content is stored first: a stream refused midway (too large, broken) leaves no object behind.
    const { sha256, sizeBytes } = await this.ctx.blobs
      .put(objectId, bytes, { maxBytes: this.ctx.limits.maxContentBytes })
      .catch((error: unknown) => {
        throw error instanceof BlobTooLarge ? streamTooLarge(this.ctx.limits) : error;
      });
    await this.ctx.index.addObject({ objectId, workspaceId: caller.workspaceId, kind: input.kind, name: input.name });
    for (const taskId of linked) await this.ctx.index.addLink(caller.workspaceId, taskId, objectId);
    const content = { ...command.content, sha256, sizeBytes };
    // A retried registration racing the first one finds the object created: same answer.
    await this.ctx.objects.write(objectId, this.ctx.meta(caller, author), async ({ state }) => ({
      command: state.exists ? undefined : { ...command, content },
      result: () => undefined,
    }));
    return { objectId, version: 1 };
  }
}

/** A registration's id follows from its idempotency key, so a retry lands on the same stream. */
function keyedObjectId(workspaceId: string, key: string): string {
  return stableId('object', workspaceId, key);
}
