import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { stableId, type ApiCaller, type MemoryApi, type MemoryView } from '@lomo/service-api';
import { MemoryStreams } from './memory-streams';
import { requireMemory } from './memory-views';

export type RememberInput = Parameters<MemoryApi['remember']>[1];

/** The agent's `remember`: a hypothesis with its evidence, never a user-stated fact. */
export class Remember extends Command<MemoryView> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: RememberInput,
  ) {
    super();
  }
}

/** Below the profile's threshold: what the agent concludes is recalled, not put in the profile. */
const INFERRED_CONFIDENCE = 0.5;

@CommandHandler(Remember)
export class RememberHandler implements ICommandHandler<Remember> {
  constructor(private readonly streams: MemoryStreams) {}

  async execute({ caller, input }: Remember): Promise<MemoryView> {
    const at = this.streams.now();
    const evidenceId = `tool:${input.taskId}:${input.toolCallId}`;
    await this.streams.execute(caller, {
      type: 'RecordEvidence',
      evidenceId,
      source: { type: 'tool', taskId: input.taskId, toolCallId: input.toolCallId },
      excerpt: input.excerpt,
      at,
    });
    const { state, events } = await this.streams.execute(caller, {
      type: 'StateMemory',
      memoryId: stableId(evidenceId),
      statement: {
        subject: input.subject,
        content: input.content,
        origin: 'model_inferred',
        scope: input.scope,
        ...(input.scope === 'task' ? { taskId: input.taskId } : {}),
        confidence: INFERRED_CONFIDENCE,
      },
      evidenceIds: [evidenceId],
      at,
    });
    const touched = events.find((e) => 'memoryId' in e.data)?.data as { memoryId: string } | undefined;
    return requireMemory(state, touched?.memoryId ?? stableId(evidenceId));
  }
}
