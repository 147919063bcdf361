import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError, type ApiCaller, type ForgetResult, type MemoryView } from '@lomo/service-api';
import { ForgetRedactor } from '../retrieval/forget-redactor.processor';
import { MemoryIndexProcessor } from '../retrieval/memory-index.processor';
import { ReExtractor } from './re-extractor.processor';
import { MemoryStreams } from './memory-streams';
import { ownerOf, requireMemory } from './memory-views';

/** Irreversible: revokes the memory's evidence and runs the forget cascade. */
export class ForgetMemory extends Command<ForgetResult> {
  constructor(
    readonly caller: ApiCaller,
    readonly memoryId: string,
    readonly reason: string,
    /** Only the statements this message made behind the memory ("forget that"). */
    readonly messageId?: string,
    /** Only the statements behind these versions (a value once held and since replaced). */
    readonly versions?: readonly number[],
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

  async execute({ caller, memoryId, reason, messageId, versions }: ForgetMemory): Promise<ForgetResult> {
    // A memory with no content left is as unknown as a foreign one: 404, nothing changed. A
    // workspace memory a teammate stated is the workspace's: any member may forget it.
    const own = await this.streams.state(caller);
    const teammate = own.memories.has(memoryId)
      ? undefined
      : ownerOf(own, await this.streams.teammates(caller), memoryId);
    const memory = requireMemory(teammate?.state ?? own, memoryId);
    const at = this.streams.now();
    const { events } = await this.streams.execute(
      teammate?.member ?? caller,
      messageId === undefined && !versions?.length
        ? { type: 'ForgetMemory', memoryId, reason, at }
        : { type: 'ForgetEvidence', evidenceIds: statementsOf(memory, { messageId, versions }), reason, at },
      `user:${caller.userId}`,
    );
    // Read-your-writes for the person: search documents and the log's copies are gone, and what
    // the remaining evidence still says is stated again (and indexed), when this returns.
    await Promise.all([this.reExtractor.catchUp(), this.redactor.catchUp()]);
    await this.indexer.catchUp();
    const forgotten = events.find((e) => e.type === 'MemoryForgotten');
    const now = await this.streams.state(teammate?.member ?? caller);
    return {
      evidenceIds: forgotten?.type === 'MemoryForgotten' ? forgotten.data.evidenceIds : [],
      removedMemoryIds: forgotten?.type === 'MemoryForgotten' ? forgotten.data.removedMemoryIds : [],
      profileVersion: now.profile.version,
    };
  }
}

/**
 * The evidence behind `memory` that `messageId` gave, or that stated or confirmed one of
 * `versions` (both given: both hold): a forget of one statement — or of a value the memory held
 * before a correction — revokes only it. The decider purges every version resting on it (a
 * later version's basis names its predecessors'), and re-extraction restates what the other
 * evidence still says on its own (R-9.5).
 */
function statementsOf(memory: MemoryView, only: { messageId?: string; versions?: readonly number[] }): string[] {
  const { messageId, versions } = only;
  const ids = memory.evidence
    .filter(
      (e) =>
        (messageId === undefined || (e.source.type === 'message' && e.source.messageId === messageId)) &&
        (!versions?.length || versions.includes(e.version)),
    )
    .map((e) => e.evidenceId);
  if (ids.length === 0)
    throw new ApiError(
      'not_found',
      'unknown_statement',
      messageId === undefined
        ? `memory ${memory.memoryId} holds no version ${versions?.join(', ')} with content`
        : `memory ${memory.memoryId} rests on nothing message ${messageId} said`,
    );
  return [...new Set(ids)];
}
