import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { timeout, TimeoutStrategy } from 'cockatiel';
import {
  isApiError,
  saysDontRemember,
  stableId,
  statementEvidenceId,
  type ApiCaller,
  type ObservedMessage,
} from '@lomo/service-api';
import { statementOf, validateCandidates } from '../extraction/candidates';
import { MEMORY_EXTRACTOR, type MemoryExtractor } from '../extraction/extractor.port';
import { correctionInScope } from '../domain/correction-scope';
import { MemoryStreams } from './memory-streams';

/** How long one extraction may take before the message is left without memory. */
export const EXTRACTION_TIMEOUT_MS = 5_000;

export type ObserveMessageInput = {
  streamId: string;
  revision: number;
  messageId: string;
  text: string;
  taskId?: string;
};

/** Takes a raw message as evidence and states what it says, candidate by candidate. */
export class ObserveMessage extends Command<ObservedMessage> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: ObserveMessageInput,
  ) {
    super();
  }
}

@CommandHandler(ObserveMessage)
export class ObserveMessageHandler implements ICommandHandler<ObserveMessage> {
  private readonly deadline = timeout(EXTRACTION_TIMEOUT_MS, TimeoutStrategy.Aggressive);

  constructor(
    private readonly streams: MemoryStreams,
    @Inject(MEMORY_EXTRACTOR) private readonly extractor: MemoryExtractor,
  ) {}

  async execute({ caller, input }: ObserveMessage): Promise<ObservedMessage> {
    // "Don't remember this" at the moment of telling (issue 28): nothing of the message becomes evidence.
    if (saysDontRemember(input.text)) return { evidenceIds: [], memoryIds: [], rejected: [] };
    // One reference time for the whole message: "until March" is read from it, the events carry it.
    const at = this.streams.now();
    const raw = await this.deadline.execute(() => this.extractor.extract(input.text, { now: new Date(at) }));
    const { valid, rejected } = validateCandidates(raw, input.text, input.taskId);
    const { streamId, revision, messageId, taskId } = input;
    const evidenceIds: string[] = [];
    const memoryIds: string[] = [];
    for (const c of valid) {
      const evidenceId = statementEvidenceId(messageId, c.excerpt);
      try {
        // A no-op for known evidence, revoked included: forgotten stays forgotten …
        await this.streams.execute(caller, {
          type: 'RecordEvidence',
          evidenceId,
          source: { type: 'message', streamId, revision, messageId, ...(taskId ? { taskId } : {}) },
          excerpt: c.excerpt,
          at,
        });
        // A value said to be finished ends the memories holding it and states nothing (ADR 0095).
        if (c.ends) {
          await this.streams.execute(caller, { type: 'EndValue', value: c.content, evidenceIds: [evidenceId], at });
          evidenceIds.push(evidenceId);
          continue;
        }
        // …and a statement on revoked evidence is refused (evidence_revoked): rejected below.
        const said = statementOf(c, taskId);
        // A correction versions what it corrects, in that memory's scope.
        const statement = c.correction ? correctionInScope(await this.streams.state(caller), said) : said;
        const { events } = await this.streams.execute(caller, {
          type: 'StateMemory',
          memoryId: stableId(evidenceId),
          statement,
          evidenceIds: [evidenceId],
          at,
        });
        evidenceIds.push(evidenceId);
        memoryIds.push(...new Set(events.flatMap((e) => ('memoryId' in e.data ? [e.data.memoryId] : []))));
      } catch (error) {
        if (!isApiError(error)) throw error;
        rejected.push({ content: c.content, reason: `${error.code}: ${error.message}` });
      }
    }
    return { evidenceIds, memoryIds, rejected };
  }
}
