import { ApiError } from '@lomo/service-api';
import { memoryDecider } from './memory.decider';
import type { MemoryCommand, MemoryEvent, MemoryStatement } from './memory.events';
import { currentVersion, type MemoryState } from './memory.state';

const at = '2026-12-01T10:00:00.000Z';
const fold = (events: MemoryEvent[], state = memoryDecider.initialState()) =>
  events.reduce(memoryDecider.evolve, state);
const given = (commands: MemoryCommand[]): MemoryState =>
  commands.reduce((s, c) => fold(memoryDecider.decide(c, s), s), memoryDecider.initialState());
const types = (events: MemoryEvent[]) => events.map((e) => e.type);

const evidence = (evidenceId: string, excerpt = `message ${evidenceId}`): MemoryCommand => ({
  type: 'RecordEvidence',
  evidenceId,
  source: { type: 'message', streamId: 'stream-of-task', revision: 3, messageId: `m-${evidenceId}` },
  excerpt,
  at,
});
const stmt = (content: string, extra: Partial<MemoryStatement> = {}): MemoryStatement => ({
  subject: 'colour preference',
  content,
  origin: 'user_stated',
  scope: 'user',
  confidence: 0.9,
  ...extra,
});
const state = (
  memoryId: string,
  content: string,
  evidenceIds: string[],
  extra?: Partial<MemoryStatement>,
): MemoryCommand => ({
  type: 'StateMemory',
  memoryId,
  statement: stmt(content, extra),
  evidenceIds,
  at,
});
const refusal = (command: MemoryCommand, s: MemoryState) => {
  try {
    memoryDecider.decide(command, s);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a refusal');
};

describe('memory decider', () => {
  describe('RecordEvidence', () => {
    it('given no evidence, when recorded, then EvidenceRecorded; again, then a no-op', () => {
      expect(types(memoryDecider.decide(evidence('e1'), given([])))).toEqual(['EvidenceRecorded']);
      expect(memoryDecider.decide(evidence('e1'), given([evidence('e1')]))).toEqual([]);
    });
    it('given forgotten evidence, when the same message is recorded again, then nothing comes back', () => {
      const s = given([evidence('e1'), { type: 'ForgetEvidence', evidenceIds: ['e1'], reason: 'user', at }]);
      expect(memoryDecider.decide(evidence('e1'), s)).toEqual([]);
    });
    it('refuses an empty excerpt', () => {
      expect(refusal(evidence('e1', ' '), given([]))).toMatchObject({ kind: 'invalid', code: 'invalid_excerpt' });
    });
  });

  describe('StateMemory', () => {
    it('given evidence, when a preference is stated, then MemoryStated (ORIGIN) and a new profile version', () => {
      const events = memoryDecider.decide(state('k1', 'muted colours', ['e1']), given([evidence('e1')]));
      expect(types(events)).toEqual(['MemoryStated', 'ProfileVersioned']);
      expect(events[1]).toMatchObject({
        data: { version: 1, entries: [{ memoryId: 'k1', content: 'muted colours' }] },
      });
    });
    it('given a current memory on the subject, when other content is stated, then REFINE and the old version is SUPERSEDED', () => {
      const s = given([
        evidence('e1'),
        evidence('e2'),
        state('k1', 'muted colours', ['e1']),
        state('k2', 'pastels', ['e2']),
      ]);
      const memory = s.memories.get('k1')!;
      expect(s.memories.has('k2')).toBe(false);
      expect(memory.versions.map((v) => [v.version, v.link, v.state])).toEqual([
        [1, 'ORIGIN', 'superseded'],
        [2, 'REFINE', 'current'],
      ]);
      expect(currentVersion(memory)!.basis).toEqual(['e1', 'e2']);
    });
    it('given a current memory, when the same content is stated with new evidence, then CONFIRM; with the same evidence, a no-op', () => {
      const s = given([evidence('e1'), evidence('e2'), state('k1', 'Muted colours', ['e1'])]);
      expect(types(memoryDecider.decide(state('k2', 'muted  colours', ['e2']), s))).toEqual(['MemoryConfirmed']);
      expect(memoryDecider.decide(state('k3', 'muted colours', ['e1']), s)).toEqual([]);
    });
    it('keeps scopes apart: "this time a saturated red" does not refine the long-term preference nor enter the profile', () => {
      const s = given([
        evidence('e1'),
        evidence('e2'),
        state('k1', 'muted colours', ['e1']),
        state('k2', 'saturated red', ['e2'], { scope: 'task', taskId: 't-1' }),
      ]);
      expect(currentVersion(s.memories.get('k1')!)!.version).toBe(1);
      expect(s.memories.get('k2')!.versions[0].statement?.scope).toBe('task');
      expect(s.profile.entries.map((e) => e.memoryId)).toEqual(['k1']);
    });
    it('refuses unknown or forgotten evidence, bad statements and an inference against a stated fact', () => {
      const s = given([
        evidence('e1'),
        evidence('e2'),
        state('k1', 'muted', ['e1']),
        { type: 'ForgetEvidence', evidenceIds: ['e2'], reason: 'x', at },
      ]);
      expect(refusal(state('k2', 'x', ['nope']), s)).toMatchObject({ kind: 'not_found', code: 'unknown_evidence' });
      expect(refusal(state('k2', 'x', ['e2']), s)).toMatchObject({ kind: 'conflict', code: 'evidence_revoked' });
      expect(refusal(state('k2', 'x', []), s)).toMatchObject({ code: 'evidence_required' });
      expect(refusal(state('k2', '', ['e1']), s)).toMatchObject({
        code: 'invalid_content',
        details: { field: 'content' },
      });
      expect(refusal(state('k2', 'x', ['e1'], { scope: 'task' }), s)).toMatchObject({ code: 'task_required' });
      expect(refusal(state('k2', 'loud', ['e1'], { origin: 'model_inferred', confidence: 0.4 }), s)).toMatchObject({
        code: 'conflicts_with_stated',
      });
    });
    it('keeps inferences out of the profile (R-9.3)', () => {
      const s = given([
        evidence('e1'),
        state('k1', 'likes teal', ['e1'], { origin: 'model_inferred', confidence: 0.5 }),
      ]);
      expect(s.memories.size).toBe(1);
      expect(s.profile.entries).toEqual([]);
    });
  });

  describe('RefineMemory / ConfirmMemory', () => {
    it('given a memory, when corrected, then a new version; unknown memory → not_found', () => {
      const s = given([evidence('e1'), evidence('c1'), state('k1', 'blue brand', ['e1'])]);
      const events = memoryDecider.decide(
        { type: 'RefineMemory', memoryId: 'k1', content: 'green brand', evidenceIds: ['c1'], at },
        s,
      );
      expect(types(events)).toEqual(['MemoryRefined', 'ProfileVersioned']);
      expect(refusal({ type: 'RefineMemory', memoryId: 'zz', content: 'x', evidenceIds: ['c1'], at }, s)).toMatchObject(
        { kind: 'not_found' },
      );
    });
    it('given a confirmation, when repeated, then a no-op', () => {
      const s = given([
        evidence('e1'),
        evidence('e2'),
        state('k1', 'muted', ['e1']),
        { type: 'ConfirmMemory', memoryId: 'k1', evidenceId: 'e2', at },
      ]);
      expect(memoryDecider.decide({ type: 'ConfirmMemory', memoryId: 'k1', evidenceId: 'e2', at }, s)).toEqual([]);
      expect(currentVersion(s.memories.get('k1')!)!.confirmedBy).toEqual(['e2']);
    });
  });

  describe('ForgetEvidence / ForgetMemory', () => {
    const history = [
      evidence('e1'),
      evidence('e2'),
      evidence('e3'),
      state('k1', 'blue', ['e1']),
      state('k2', 'green', ['e2']),
    ];

    it('given a refined chain, when the refining evidence is forgotten, then its version is purged and the older one is current again', () => {
      const s = given([...history, { type: 'ForgetEvidence', evidenceIds: ['e2'], reason: 'user', at }]);
      const m = s.memories.get('k1')!;
      expect(m.versions.map((v) => [v.version, v.state, v.statement?.content])).toEqual([
        [1, 'current', 'blue'],
        [2, 'purged', undefined],
      ]);
      expect(s.evidence.get('e2')).toMatchObject({ revoked: true, excerpt: undefined });
      expect(s.profile.entries.map((e) => e.content)).toEqual(['blue']);
    });
    it('given a chain, when its origin is forgotten, then every later version goes too (provenance) and the memory is gone', () => {
      const events = memoryDecider.decide(
        { type: 'ForgetEvidence', evidenceIds: ['e1'], reason: 'user', at },
        given(history),
      );
      expect(events[0]).toMatchObject({ type: 'MemoryForgotten', data: { removedMemoryIds: ['k1'] } });
      const s = fold(events, given(history));
      expect(s.memories.size).toBe(0);
      expect(s.profile).toEqual({ version: 3, entries: [] });
    });
    it('given evidence that only confirmed, when forgotten, then it is unlinked and the content stays', () => {
      const s0 = given([...history, { type: 'ConfirmMemory', memoryId: 'k1', evidenceId: 'e3', at }]);
      const events = memoryDecider.decide({ type: 'ForgetEvidence', evidenceIds: ['e3'], reason: 'user', at }, s0);
      expect(events).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({ purged: [], unlinked: [{ memoryId: 'k1', version: 2, evidenceId: 'e3' }] }),
        }),
      ]);
      expect(currentVersion(fold(events, s0).memories.get('k1')!)!.statement?.content).toBe('green');
    });
    it('refuses unknown evidence and unknown memories with nothing changed; forgetting twice is a no-op', () => {
      const s = given([...history, { type: 'ForgetMemory', memoryId: 'k1', reason: 'user', at }]);
      expect(refusal({ type: 'ForgetEvidence', evidenceIds: ['e3', 'nope'], reason: 'x', at }, s)).toMatchObject({
        kind: 'not_found',
      });
      expect(refusal({ type: 'ForgetMemory', memoryId: 'k1', reason: 'x', at }, s)).toMatchObject({
        kind: 'not_found',
      });
      expect(memoryDecider.decide({ type: 'ForgetEvidence', evidenceIds: ['e1', 'e2'], reason: 'x', at }, s)).toEqual(
        [],
      );
      expect(s.evidence.get('e3')!.revoked).toBe(false);
    });
  });
});
