import { correctionInScope } from './correction-scope';
import { memoryDecider } from './memory.decider';
import type { MemoryCommand, MemoryStatement } from './memory.events';

const at = '2026-12-01T10:00:00.000Z';
const given = (commands: MemoryCommand[]) =>
  commands.reduce((s, c) => memoryDecider.decide(c, s).reduce(memoryDecider.evolve, s), memoryDecider.initialState());
const statement = (subject: string, scope: MemoryStatement['scope'], content = 'x'): MemoryStatement => ({
  subject,
  content,
  origin: 'user_stated',
  scope,
  confidence: 0.9,
});
const stated = (id: string, s: MemoryStatement): MemoryCommand[] => [
  { type: 'RecordEvidence', evidenceId: `e-${id}`, source: { type: 'correction', requestId: id }, excerpt: id, at },
  { type: 'StateMemory', memoryId: id, statement: s, evidenceIds: [`e-${id}`], at },
];

describe('a correction versions what it corrects, in that memory’s scope (ADR 0052)', () => {
  const s = given([
    ...stated('colour', statement('colour', 'workspace', 'we are teal')),
    ...stated('format', statement('format', 'user', 'square posts')),
  ]);

  it('given the subject held in one other lasting scope, then the correction takes it', () => {
    expect(correctionInScope(s, statement('colour', 'user')).scope).toBe('workspace');
    expect(correctionInScope(s, statement('Format', 'workspace')).scope).toBe('user');
  });

  it('given the subject held in its own scope, or not at all, then its scope stays', () => {
    expect(correctionInScope(s, statement('colour', 'workspace')).scope).toBe('workspace');
    expect(correctionInScope(s, statement('font', 'user')).scope).toBe('user');
  });

  it('never moves a one-off, and never follows an inference or a one-off held on the subject', () => {
    expect(correctionInScope(s, statement('colour', 'task')).scope).toBe('task');
    const guessed = given([
      ...stated('g', { ...statement('tone', 'workspace'), origin: 'model_inferred', confidence: 0.5 }),
      ...stated('o', { ...statement('layout', 'task'), taskId: 't-1' }),
    ]);
    expect(correctionInScope(guessed, statement('tone', 'user')).scope).toBe('user');
    expect(correctionInScope(guessed, statement('layout', 'user')).scope).toBe('user');
  });

  it('given the subject held in both lasting scopes, then it cannot tell which: its own scope stays', () => {
    const both = given([...stated('a', statement('logo', 'user')), ...stated('b', statement('logo', 'workspace'))]);
    expect(correctionInScope(both, statement('logo', 'workspace')).scope).toBe('workspace');
    const neither = given([...stated('a', statement('logo', 'user')), ...stated('b', statement('logo', 'workspace'))]);
    expect(correctionInScope(neither, statement('logo', 'task')).scope).toBe('task');
  });
});
