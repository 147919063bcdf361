import { MEMORY_STREAMS } from '@lomo/contracts';
import type { SqlClient } from '@lomo/database';
import { CheckpointedProcessor, type BatchCommit, type EventStore, type RecordedEvent } from '@lomo/event-store';
import { isApiError, stableId } from '@lomo/service-api';
import { timeout, TimeoutStrategy } from 'cockatiel';
import { statementOf, validateCandidates } from '../extraction/candidates';
import type { MemoryExtractor } from '../extraction/extractor.port';
import { memoryDecider } from '../domain/memory.decider';
import type { MemoryEvent } from '../domain/memory.events';
import { reExtractionSources } from '../domain/re-extraction';
import { EXTRACTION_TIMEOUT_MS } from './observe-message.handler';
import type { MemoryStreams } from './memory-streams';

const fold = (events: readonly RecordedEvent[]) =>
  events.reduce(
    (s, e) => memoryDecider.evolve(s, { type: e.type, data: e.data } as MemoryEvent),
    memoryDecider.initialState(),
  );

/**
 * Re-extraction after a forget: the messages that stated or confirmed what a
 * `MemoryForgotten` purged, and still stand, are read again by the extractor, and what each
 * still says is stated resting on it alone — so a fact stated twice survives the forgetting
 * of one statement. A checkpointed processor: a crash between the forget and this only
 * delays it; the re-stated memory's id derives from the evidence and the forget, so a
 * repeated run states nothing twice.
 */
export class ReExtractor extends CheckpointedProcessor {
  private readonly deadline = timeout(EXTRACTION_TIMEOUT_MS, TimeoutStrategy.Aggressive);

  constructor(
    store: EventStore,
    sql: SqlClient,
    private readonly streams: MemoryStreams,
    private readonly extractor: MemoryExtractor,
  ) {
    super(store, sql, 'memory-re-extractor', {
      categories: [MEMORY_STREAMS.category],
      eventTypes: ['MemoryForgotten'],
    });
  }

  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    for (const forgotten of events) await this.reExtract(forgotten);
    return async () => undefined;
  }

  private async reExtract(forgotten: RecordedEvent): Promise<void> {
    const log = await this.store.readStream(forgotten.streamId);
    const i = log.findIndex((e) => e.id === forgotten.id);
    if (i < 0) return;
    const before = fold(log.slice(0, i));
    const now = fold(log);
    const data = forgotten.data as Extract<MemoryEvent, { type: 'MemoryForgotten' }>['data'];
    const sources = reExtractionSources(before, fold(log.slice(0, i + 1)), data);
    const { workspaceId, userId } = forgotten.metadata as { workspaceId: string; userId: string };
    for (const evidenceId of sources) {
      const evidence = now.evidence.get(evidenceId);
      // Forgotten by a later forget in the meantime: nothing to read.
      if (!evidence?.excerpt || evidence.revoked || evidence.source.type !== 'message') continue;
      const taskId = evidence.source.taskId;
      const raw = await this.deadline.execute(() =>
        this.extractor.extract(evidence.excerpt!, { now: new Date(data.at) }),
      );
      const at = this.streams.now();
      // An ending read again would end what holds now, long after it was said: only statements are restated.
      for (const c of validateCandidates(raw, evidence.excerpt, taskId).valid.filter((x) => !x.ends)) {
        try {
          await this.streams.execute(
            { workspaceId, userId },
            {
              type: 'StateMemory',
              memoryId: stableId(evidenceId, forgotten.id, c.subject),
              statement: statementOf(c, taskId),
              evidenceIds: [evidenceId],
              at,
            },
            'system:memory',
          );
        } catch (error) {
          // A refusal (revoked since, conflicts with a stated fact) is this candidate's, not the batch's.
          if (!isApiError(error)) throw error;
        }
      }
    }
  }
}
