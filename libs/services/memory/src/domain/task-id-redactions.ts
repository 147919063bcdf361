import type { MemoryEvent } from './memory.events';
import type { MemoryRedaction, StoredMemoryEvent } from './forget-redactions';

/**
 * What a memory stream must lose of a deleted task once its evidence is revoked: the
 * task's id, wherever memory wrote it — an evidence source (and the task stream it points to),
 * a forget record's task list, an episode. The id becomes `pseudonym` (`deleted-<uuid>`, one per
 * deletion), so an episode stays one episode and sources stay told apart; nothing else changes.
 * Pure and idempotent: a stream without the id yields nothing.
 */
export function taskIdRedactions(
  events: readonly StoredMemoryEvent[],
  taskId: string,
  pseudonym: string,
): MemoryRedaction[] {
  const redactions: MemoryRedaction[] = [];
  for (const e of events) {
    const event = e as MemoryEvent;
    switch (event.type) {
      case 'EvidenceRecorded': {
        const { source } = event.data;
        if (source.type === 'correction' || source.taskId !== taskId) break;
        const rewritten =
          source.type === 'message' ? { ...source, taskId: pseudonym, streamId: '' } : { ...source, taskId: pseudonym };
        redactions.push({ eventId: e.id, data: { ...event.data, source: rewritten } });
        break;
      }
      case 'MemoryForgotten':
        if (event.data.taskIds?.includes(taskId))
          redactions.push({
            eventId: e.id,
            data: { ...event.data, taskIds: event.data.taskIds.map((t) => (t === taskId ? pseudonym : t)) },
          });
        break;
      case 'EpisodeSummarised':
        if (event.data.taskId === taskId)
          redactions.push({ eventId: e.id, data: { ...event.data, taskId: pseudonym } });
        break;
      default:
        break;
    }
  }
  return redactions;
}
