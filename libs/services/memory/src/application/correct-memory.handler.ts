import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller, MemoryView } from '@lomo/service-api';
import { MemoryStreams } from './memory-streams';
import { requireMemory } from './memory-views';

/** The person corrects a memory: a new version (REFINE) whose evidence is the correction itself. */
export class CorrectMemory extends Command<MemoryView> {
  constructor(
    readonly caller: ApiCaller,
    readonly memoryId: string,
    readonly input: { content: string; requestId: string },
  ) {
    super();
  }
}

@CommandHandler(CorrectMemory)
export class CorrectMemoryHandler implements ICommandHandler<CorrectMemory> {
  constructor(private readonly streams: MemoryStreams) {}

  async execute({ caller, memoryId, input }: CorrectMemory): Promise<MemoryView> {
    requireMemory(await this.streams.state(caller), memoryId);
    const at = this.streams.now();
    const evidenceId = `correction:${input.requestId}`;
    await this.streams.execute(caller, {
      type: 'RecordEvidence',
      evidenceId,
      source: { type: 'correction', requestId: input.requestId },
      excerpt: input.content,
      at,
    });
    const { state } = await this.streams.execute(caller, {
      type: 'RefineMemory',
      memoryId,
      content: input.content,
      evidenceIds: [evidenceId],
      at,
    });
    return requireMemory(state, memoryId);
  }
}
