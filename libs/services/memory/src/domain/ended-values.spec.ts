import { memoryDecider } from './memory.decider';
import type { MemoryCommand, MemoryEvent, MemoryStatement } from './memory.events';

// Values written for this spec (ADR 0095): a value the person says is finished stops being current.
const at = '2026-12-01T10:00:00.000Z';
const later = '2026-12-03T10:00:00.000Z';
const fold = (events: MemoryEvent[], state = memoryDecider.initialState()) =>
  events.reduce(memoryDecider.evolve, state);
const given = (commands: MemoryCommand[]) =>
  commands.reduce((s, c) => fold(memoryDecider.decide(c, s), s), memoryDecider.initialState());
const evidence = (evidenceId: string, messageId = `m-${evidenceId}`): MemoryCommand => ({
  type: 'RecordEvidence',
  evidenceId,
  source: { type: 'message', streamId: 'stream-of-task', revision: 1, messageId },
  excerpt: `message ${evidenceId}`,
  at,
});
const stated = (
  memoryId: string,
  subject: string,
  content: string,
  extra: Partial<MemoryStatement> = {},
): MemoryCommand => ({
  type: 'StateMemory',
  memoryId,
  statement: { subject, content, origin: 'user_stated', scope: 'workspace', confidence: 0.9, ...extra },
  evidenceIds: [`e-${memoryId}`],
  at,
});
const ends = (value: string, evidenceId = 'e-end'): MemoryCommand => ({
  type: 'EndValue',
  value,
  evidenceIds: [evidenceId],
  at: later,
});
const held = () => [
  evidence('e-name'),
  stated('name', 'name', 'the bakery is called Fernhill Bakes'),
  evidence('e-colour'),
  stated('colour', 'colour', 'our colour is mustard yellow #E1AD01'),
  evidence('e-font'),
  stated('font', 'font', 'headings in Futura Bold'),
  evidence('e-end'),
];

describe('EndValue: a value said to be finished', () => {
  it('given the value held as current, when it is ended, then that memory is retired with a reason naming no content', () => {
    const s = given(held());
    const events = memoryDecider.decide(ends('Fernhill Bakes'), s);
    const retired = events.filter((e) => e.type === 'MemoryRetired');
    expect(retired.map((e) => e.data)).toEqual([
      { memoryId: 'name', reason: 'ended: the person said it no longer holds', at: later },
    ]);
    const after = fold(events, s);
    expect([...after.memories.keys()].sort()).toEqual(['colour', 'font']);
    expect(after.profile.entries.map((e) => e.memoryId).sort()).toEqual(['colour', 'font']);
  });

  it('given words around the value ("the", a time), when it is ended, then the memory sharing most of its words goes', () => {
    const s = given(held());
    const events = memoryDecider.decide(ends('the mustard yellow last spring'), s);
    expect(events.filter((e) => e.type === 'MemoryRetired').map((e) => e.data.memoryId)).toEqual(['colour']);
  });

  it('given no memory holding the value, when it is ended, then nothing happens', () => {
    const s = given(held());
    expect(memoryDecider.decide(ends('the script font'), s)).toEqual([]);
    expect(memoryDecider.decide(ends('Comic'), s)).toEqual([]);
  });

  it('given the value stated in the same message, when it is ended, then that statement stays (a message does not end itself)', () => {
    const s = given([
      evidence('e-font2', 'm-switch'),
      stated('font2', 'font', 'from now on Futura Bold', { scope: 'user' }),
      evidence('e-end2', 'm-switch'),
    ]);
    expect(memoryDecider.decide(ends('Futura Bold', 'e-end2'), s)).toEqual([]);
  });

  it('given a task-scoped wish or an inference holding the value, when it is ended, then they are left alone', () => {
    const s = given([
      evidence('e-once'),
      stated('once', 'this time: colour', 'just for the poster, mustard yellow', { scope: 'task', taskId: 't1' }),
      evidence('e-guess'),
      stated('guess', 'colour guess', 'mustard yellow', { origin: 'model_inferred', confidence: 0.5 }),
      evidence('e-end'),
    ]);
    expect(memoryDecider.decide(ends('mustard yellow'), s)).toEqual([]);
  });

  it('given an ending, when its evidence is later forgotten, then the retired memory is purged with its own evidence only', () => {
    const s = given([...held(), ends('Fernhill Bakes')]);
    expect(s.memories.has('name')).toBe(false);
    const forgot = memoryDecider.decide(
      { type: 'ForgetEvidence', evidenceIds: ['e-name'], reason: 'asked', at: later },
      s,
    );
    const gone = forgot.find((e) => e.type === 'MemoryForgotten');
    expect(gone?.type === 'MemoryForgotten' && gone.data.purged).toEqual([{ memoryId: 'name', version: 1 }]);
  });

  it('given unknown or revoked evidence, when an ending is decided, then it is refused', () => {
    const s = given(held());
    expect(() => memoryDecider.decide(ends('Fernhill Bakes', 'e-nowhere'), s)).toThrow(/no evidence/);
  });
});
