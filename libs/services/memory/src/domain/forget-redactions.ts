import type { MemoryEvent } from './memory.events';

/** A recorded event of a memory stream as the redaction needs it. */
export interface StoredMemoryEvent {
  id: string;
  type: string;
  data: unknown;
}

/** An event's new payload: the same event with the forgotten words blanked. */
export interface MemoryRedaction {
  eventId: string;
  data: unknown;
}

/**
 * What the log must lose after forget cascades: every `MemoryForgotten` of the
 * stream names revoked evidence and purged versions; the excerpts of that evidence, the
 * statements of those versions, the profile entries and episode lines that copied them are blanked in the
 * events that first carried them. Pure and idempotent: already blank events yield nothing.
 * Folding the redacted stream gives the same state (the forgets purge those parts anyway).
 */
export function forgetRedactions(events: readonly StoredMemoryEvent[]): MemoryRedaction[] {
  const revoked = new Set<string>();
  const purged = new Set<string>();
  const key = (memoryId: string, version: number) => `${memoryId}#${version}`;
  for (const e of events)
    if (e.type === 'MemoryForgotten') {
      const data = (e as Extract<MemoryEvent, { type: 'MemoryForgotten' }>).data;
      data.evidenceIds.forEach((id) => revoked.add(id));
      data.purged.forEach((p) => purged.add(key(p.memoryId, p.version)));
    }
  const redactions: MemoryRedaction[] = [];
  for (const e of events) {
    const event = e as MemoryEvent;
    switch (event.type) {
      case 'EvidenceRecorded':
        if (revoked.has(event.data.evidenceId) && event.data.excerpt !== '')
          redactions.push({ eventId: e.id, data: { ...event.data, excerpt: '' } });
        break;
      case 'MemoryStated':
      case 'MemoryRefined': {
        const version = event.type === 'MemoryStated' ? 1 : event.data.version;
        const s = event.data.statement;
        if (purged.has(key(event.data.memoryId, version)) && (s.content !== '' || s.subject !== ''))
          redactions.push({ eventId: e.id, data: { ...event.data, statement: { ...s, subject: '', content: '' } } });
        break;
      }
      case 'EpisodeSummarised': {
        const lines = event.data.lines.filter((l) => !l.basis.some((id) => revoked.has(id)));
        if (lines.length !== event.data.lines.length)
          redactions.push({ eventId: e.id, data: { ...event.data, lines } });
        break;
      }
      case 'ProfileVersioned': {
        const entries = event.data.entries.filter((x) => !purged.has(key(x.memoryId, x.version)));
        if (entries.length !== event.data.entries.length)
          redactions.push({ eventId: e.id, data: { ...event.data, entries } });
        break;
      }
      default:
        break;
    }
  }
  return redactions;
}
