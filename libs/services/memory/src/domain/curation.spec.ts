import { memoryDecider } from './memory.decider';
import type { MemoryCommand, MemoryEvent, MemoryStatement } from './memory.events';
import { currentVersion, type MemoryState } from './memory.state';

const day = (d: number) => `2026-12-${String(d).padStart(2, '0')}T10:00:00.000Z`;
const given = (commands: MemoryCommand[]): MemoryState =>
  commands.reduce((s, c) => memoryDecider.decide(c, s).reduce(memoryDecider.evolve, s), memoryDecider.initialState());
const evidence = (evidenceId: string, at = day(1)): MemoryCommand => ({
  type: 'RecordEvidence',
  evidenceId,
  source: { type: 'correction', requestId: evidenceId },
  excerpt: `said ${evidenceId}`,
  at,
});
const stated = (memoryId: string, e: string, s: Partial<MemoryStatement>, at = day(1)): MemoryCommand => ({
  type: 'StateMemory',
  memoryId,
  statement: { subject: 'colour', content: 'muted', origin: 'user_stated', scope: 'user', confidence: 0.9, ...s },
  evidenceIds: [e],
  at,
});
const curate = (maxChanges = 10, at = day(20)): MemoryCommand => ({
  type: 'CurateMemory',
  staleBefore: day(10),
  maxChanges,
  at,
});
const types = (events: MemoryEvent[]) => events.map((e) => e.type);

describe('self-curation (R-10.10)', () => {
  it('given two memories with the same content and scope, then the newer merges into the older and its evidence confirms it', () => {
    const s = given([
      evidence('e1'),
      evidence('e2'),
      stated('k1', 'e1', { subject: 'colour' }),
      stated('k2', 'e2', { subject: 'palette' }, day(2)),
    ]);
    const events = memoryDecider.decide(curate(), s);
    expect(events[0]).toMatchObject({ type: 'MemoriesMerged', data: { from: 'k2', into: 'k1', evidenceIds: ['e2'] } });
    const after = events.reduce(memoryDecider.evolve, s);
    expect([...after.memories.keys()]).toEqual(['k1']);
    expect(currentVersion(after.memories.get('k1')!)!.confirmedBy).toEqual(['e2']);
    // The merged-in evidence only confirms now: forgetting it leaves the content.
    const forgot =
      given([]) &&
      memoryDecider.decide({ type: 'ForgetEvidence', evidenceIds: ['e2'], reason: 'user', at: day(21) }, after);
    expect(currentVersion(forgot.reduce(memoryDecider.evolve, after).memories.get('k1')!)!.statement?.content).toBe(
      'muted',
    );
  });

  it('given a stale unconfirmed inference, then it decays, and retires once too low; a confirmed or fresh one is left alone', () => {
    const inferred = { origin: 'model_inferred' as const, confidence: 0.5 };
    const s = given([
      evidence('e1'),
      evidence('e2'),
      evidence('e3'),
      evidence('e4'),
      stated('old', 'e1', { ...inferred, subject: 'tone', content: 'calm' }),
      stated('fresh', 'e2', { ...inferred, subject: 'font', content: 'serif' }, day(15)),
      stated('confirmed', 'e3', { ...inferred, subject: 'size', content: 'large' }),
      { type: 'ConfirmMemory', memoryId: 'confirmed', evidenceId: 'e4', at: day(1) },
    ]);
    const once = memoryDecider.decide(curate(), s);
    expect(once).toEqual([
      expect.objectContaining({
        type: 'MemoryDecayed',
        data: expect.objectContaining({ memoryId: 'old', confidence: 0.25 }),
      }),
    ]);
    const s1 = once.reduce(memoryDecider.evolve, s);
    // Decay touched it, so it is not stale again until the next staleBefore passes it.
    expect(memoryDecider.decide(curate(10, day(20)), s1)).toEqual([]);
    const later = memoryDecider.decide({ type: 'CurateMemory', staleBefore: day(25), maxChanges: 10, at: day(30) }, s1);
    expect(types(later)).toEqual(['MemoryRetired', 'MemoryDecayed']); // old retires, fresh (now stale) decays
    expect(later.reduce(memoryDecider.evolve, s1).memories.has('old')).toBe(false);
  });

  it('given two current memories on one subject that differ, then the conflict is flagged once; the work per pass is bounded', () => {
    const s = given([
      evidence('e1'),
      evidence('e2'),
      stated('k1', 'e1', { scope: 'user', content: 'muted' }),
      stated('k2', 'e2', { scope: 'workspace', content: 'neon' }),
    ]);
    const events = memoryDecider.decide(curate(), s);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'MemoryConflictFlagged',
        data: expect.objectContaining({ memoryIds: ['k1', 'k2'] }),
      }),
    ]);
    const s1 = events.reduce(memoryDecider.evolve, s);
    expect(memoryDecider.decide(curate(), s1)).toEqual([]);
    expect(memoryDecider.decide(curate(0), s)).toEqual([]);
    const forgot = memoryDecider.decide({ type: 'ForgetMemory', memoryId: 'k2', reason: 'user', at: day(21) }, s1);
    expect(forgot.reduce(memoryDecider.evolve, s1).conflicts).toEqual([]);
  });
});
