import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller, ForgetResult } from '@lomo/service-api';
import { ForgetRedactor } from '../retrieval/forget-redactor.processor';
import { MemoryIndexProcessor } from '../retrieval/memory-index.processor';
import { ReExtractor } from './re-extractor.processor';
import { MemoryStreams } from './memory-streams';
import { requireMemory } from './memory-views';

/** Irreversible: revokes the memory's evidence and runs the forget cascade. */
export class ForgetMemory extends Command<ForgetResult> {
  constructor(
    readonly caller: ApiCaller,
    readonly memoryId: string,
    readonly reason: string,
  ) {
    super();
  }
}

@CommandHandler(ForgetMemory)
export class ForgetMemoryHandler implements ICommandHandler<ForgetMemory> {
  constructor(
    private readonly streams: MemoryStreams,
    private readonly indexer: MemoryIndexProcessor,
    private readonly redactor: ForgetRedactor,
    private readonly reExtractor: ReExtractor,
  ) {}

  async execute({ caller, memoryId, reason }: ForgetMemory): Promise<ForgetResult> {
    // A memory with no content left is as unknown as a foreign one: 404, nothing changed.
    requireMemory(await this.streams.state(caller), memoryId);
    const { events } = await this.streams.execute(caller, {
      type: 'ForgetMemory',
      memoryId,
      reason,
      at: this.streams.now(),
    });
    // Read-your-writes for the person: search documents and the log's copies are gone, and what
    // the remaining evidence still says is stated again (and indexed), when this returns.
    await Promise.all([this.reExtractor.catchUp(), this.redactor.catchUp()]);
    await this.indexer.catchUp();
    const forgotten = events.find((e) => e.type === 'MemoryForgotten');
    const now = await this.streams.state(caller);
    return {
      evidenceIds: forgotten?.type === 'MemoryForgotten' ? forgotten.data.evidenceIds : [],
      removedMemoryIds: forgotten?.type === 'MemoryForgotten' ? forgotten.data.removedMemoryIds : [],
      profileVersion: now.profile.version,
    };
  }
}
