import { taskStreamId } from '@lomo/contracts';
import { memoryDecider } from './memory.decider';
import type { MemoryCommand, MemoryEvent, MemoryStatement } from './memory.events';
import type { MemoryState } from './memory.state';
import { reExtractionSources } from './re-extraction';

const at = '2026-12-01T10:00:00.000Z';
const colour = (content: string): MemoryStatement => ({
  subject: 'brand colour',
  content,
  origin: 'user_stated',
  scope: 'workspace',
  confidence: 0.9,
});

function run(commands: MemoryCommand[]): { state: MemoryState; events: MemoryEvent[] } {
  let state = memoryDecider.initialState();
  const events: MemoryEvent[] = [];
  for (const command of commands) {
    const emitted = memoryDecider.decide(command, state);
    events.push(...emitted);
    state = emitted.reduce(memoryDecider.evolve, state);
  }
  return { state, events };
}
const evidence = (evidenceId: string, excerpt: string, taskId = 't-1'): MemoryCommand => ({
  type: 'RecordEvidence',
  evidenceId,
  source: { type: 'message', streamId: taskStreamId(taskId), revision: 1, messageId: evidenceId, taskId },
  excerpt,
  at,
});
const state = (memoryId: string, content: string, evidenceIds: string[]): MemoryCommand => ({
  type: 'StateMemory',
  memoryId,
  statement: colour(content),
  evidenceIds,
  at,
});
const forget = (...evidenceIds: string[]): MemoryCommand => ({
  type: 'ForgetEvidence',
  evidenceIds,
  reason: 'test',
  at,
});

/** The sources a forget leaves to re-extract: the state before it, and its event. */
function sourcesAfter(before: MemoryCommand[], forgetting: MemoryCommand): string[] {
  const given = run(before);
  const events = memoryDecider.decide(forgetting, given.state);
  const forgotten = events.find((e) => e.type === 'MemoryForgotten');
  if (forgotten?.type !== 'MemoryForgotten') throw new Error('no forget');
  return reExtractionSources(given.state, events.reduce(memoryDecider.evolve, given.state), forgotten.data);
}

describe('re-extraction sources (R-9.5)', () => {
  it('given a fact stated twice (the second only confirmed it), when the first statement is forgotten, then the second is re-extracted', () => {
    const before = [
      evidence('a', 'Our brand colour is teal'),
      evidence('b', 'our brand colour is teal', 't-2'),
      state('m-a', 'Our brand colour is teal', ['a']),
      state('m-b', 'our brand colour is teal', ['b']),
    ];
    expect(sourcesAfter(before, forget('a'))).toEqual(['b']);
  });

  it('given a refinement resting on a forgotten origin, then its own evidence is re-extracted (the extractor decides what it still says)', () => {
    const before = [
      evidence('a', 'Our brand colour is teal'),
      evidence('b', 'Actually, our brand colour is navy'),
      state('m-a', 'Our brand colour is teal', ['a']),
      state('m-b', 'our brand colour is navy', ['b']),
    ];
    expect(sourcesAfter(before, forget('a'))).toEqual(['b']);
  });

  it('given evidence still behind a surviving version, then it is not re-extracted: it already holds', () => {
    const before = [
      evidence('a', 'Our brand colour is teal'),
      evidence('b', 'Actually, our brand colour is navy'),
      state('m-a', 'Our brand colour is teal', ['a']),
      state('m-b', 'our brand colour is navy', ['b']),
    ];
    // Forgetting the refinement leaves the origin current: nothing to re-extract.
    expect(sourcesAfter(before, forget('b'))).toEqual([]);
  });

  it('given a memory forgotten with all its evidence, then nothing is re-extracted', () => {
    const before = [
      evidence('a', 'Our brand colour is teal'),
      evidence('b', 'our brand colour is teal', 't-2'),
      state('m-a', 'Our brand colour is teal', ['a']),
      state('m-b', 'our brand colour is teal', ['b']),
    ];
    expect(sourcesAfter(before, { type: 'ForgetMemory', memoryId: 'm-a', reason: 'test', at })).toEqual([]);
  });

  it('given surviving evidence that is no message (an API correction), then it is not re-extracted: there are no words to read again', () => {
    const before: MemoryCommand[] = [
      evidence('a', 'Our brand colour is teal'),
      state('m-a', 'Our brand colour is teal', ['a']),
      { type: 'RecordEvidence', evidenceId: 'c', source: { type: 'correction', requestId: 'c' }, excerpt: 'navy', at },
      { type: 'RefineMemory', memoryId: 'm-a', content: 'navy', evidenceIds: ['c'], at },
    ];
    expect(sourcesAfter(before, forget('a'))).toEqual([]);
  });

  it('names the tasks the revoked evidence came from, so their summaries and caches can be re-derived', () => {
    const { state: s } = run([
      evidence('a', 'Our brand colour is teal', 't-1'),
      evidence('b', 'our brand colour is teal', 't-2'),
      state('m-a', 'Our brand colour is teal', ['a']),
      state('m-b', 'our brand colour is teal', ['b']),
    ]);
    const [forgotten] = memoryDecider.decide({ type: 'ForgetMemory', memoryId: 'm-a', reason: 'test', at }, s);
    expect(forgotten).toMatchObject({ type: 'MemoryForgotten', data: { taskIds: ['t-1', 't-2'] } });
  });
});
