import { forgetRedactions } from './forget-redactions';
import { memoryDecider } from './memory.decider';
import type { MemoryCommand, MemoryEvent } from './memory.events';

const at = '2026-12-01T10:00:00.000Z';

/** Runs commands and keeps the events as a stream would (ids by position). */
function stream(commands: MemoryCommand[]) {
  let state = memoryDecider.initialState();
  const events: Array<MemoryEvent & { id: string }> = [];
  for (const c of commands) {
    const out = memoryDecider.decide(c, state);
    state = out.reduce(memoryDecider.evolve, state);
    out.forEach((e) => events.push({ ...e, id: `ev-${events.length}` }));
  }
  return { events, state };
}

describe('forget redactions of the log', () => {
  const evidence = (id: string, excerpt: string): MemoryCommand => ({
    type: 'RecordEvidence',
    evidenceId: id,
    source: { type: 'correction', requestId: id },
    excerpt,
    at,
  });
  const state = (memoryId: string, content: string, e: string, subject = 'colour'): MemoryCommand => ({
    type: 'StateMemory',
    memoryId,
    statement: { subject, content, origin: 'user_stated', scope: 'user', confidence: 0.9 },
    evidenceIds: [e],
    at,
  });

  it('given a forgotten chain, then its excerpts, statements and profile copies are blanked, the rest is kept, and the redacted stream folds to the same state', () => {
    const { events, state: final } = stream([
      evidence('e1', 'I prefer teal'),
      evidence('e2', 'I prefer jade'),
      evidence('e3', 'Our font is serif'),
      state('k1', 'teal', 'e1'),
      state('k2', 'jade', 'e2'),
      state('k3', 'serif', 'e3', 'font'),
      { type: 'ForgetMemory', memoryId: 'k1', reason: 'user', at },
    ]);
    const redactions = forgetRedactions(events);
    const byId = new Map(redactions.map((r) => [r.eventId, r.data]));
    const redacted = events.map((e) => ({ ...e, data: byId.get(e.id) ?? e.data }) as unknown as MemoryEvent);
    expect(JSON.stringify(redacted)).not.toMatch(/teal|jade/);
    expect(JSON.stringify(redacted)).toContain('serif');
    const refolded = redacted.reduce(memoryDecider.evolve, memoryDecider.initialState());
    expect(refolded).toEqual(final);
    expect(forgetRedactions(redacted.map((e, i) => ({ ...e, id: events[i].id })))).toEqual([]);
  });
});
