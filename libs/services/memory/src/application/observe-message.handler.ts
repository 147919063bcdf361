import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { timeout, TimeoutStrategy } from 'cockatiel';
import { isApiError, type ApiCaller, type ObservedMessage } from '@lomo/service-api';
import { validateCandidates } from '../extraction/candidates';
import { MEMORY_EXTRACTOR, type MemoryExtractor } from '../extraction/extractor.port';
import { MemoryStreams } from './memory-streams';
import { stableId } from './stable-id';

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

/** The evidence id of a message: one per message, so a redelivery records nothing twice. */
export const messageEvidenceId = (messageId: string) => `msg:${messageId}`;

@CommandHandler(ObserveMessage)
export class ObserveMessageHandler implements ICommandHandler<ObserveMessage> {
  private readonly deadline = timeout(EXTRACTION_TIMEOUT_MS, TimeoutStrategy.Aggressive);

  constructor(
    private readonly streams: MemoryStreams,
    @Inject(MEMORY_EXTRACTOR) private readonly extractor: MemoryExtractor,
  ) {}

  async execute({ caller, input }: ObserveMessage): Promise<ObservedMessage> {
    const evidenceId = messageEvidenceId(input.messageId);
    const known = (await this.streams.state(caller)).evidence.get(evidenceId);
    // Forgotten stays forgotten: a redelivered or re-read message is not evidence again.
    if (known?.revoked) return { memoryIds: [], rejected: [] };
    const raw = await this.deadline.execute(() => this.extractor.extract(input.text));
    const { valid, rejected } = validateCandidates(raw, input.text, input.taskId);
    if (valid.length === 0) return { memoryIds: [], rejected };
    const at = this.streams.now();
    const { streamId, revision, messageId, taskId } = input;
    await this.streams.execute(caller, {
      type: 'RecordEvidence',
      evidenceId,
      source: { type: 'message', streamId, revision, messageId, ...(taskId ? { taskId } : {}) },
      excerpt: input.text.slice(0, 2_000),
      at,
    });
    const memoryIds: string[] = [];
    for (const [i, c] of valid.entries()) {
      try {
        const { events } = await this.streams.execute(caller, {
          type: 'StateMemory',
          memoryId: stableId(evidenceId, String(i)),
          statement: {
            subject: c.subject,
            content: c.content,
            origin: c.origin,
            scope: c.scope,
            ...(c.scope === 'task' ? { taskId } : {}),
            confidence: c.confidence,
          },
          evidenceIds: [evidenceId],
          at,
        });
        memoryIds.push(...new Set(events.flatMap((e) => ('memoryId' in e.data ? [e.data.memoryId] : []))));
      } catch (error) {
        if (!isApiError(error)) throw error;
        rejected.push({ content: c.content, reason: `${error.code}: ${error.message}` });
      }
    }
    return { evidenceId, memoryIds, rejected };
  }
}
