import { taskStreamId } from '@lomo/contracts';
import { memoryDecider } from './memory.decider';
import type { MemoryCommand, MemoryEvent } from './memory.events';
import type { MemoryState } from './memory.state';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute)).toISOString();
const message = (evidenceId: string, taskId: string, minute: number): MemoryCommand => ({
  type: 'RecordEvidence',
  evidenceId,
  source: { type: 'message', streamId: taskStreamId(taskId), revision: minute, messageId: evidenceId, taskId },
  excerpt: `message ${evidenceId}`,
  at: at(minute),
});
const colour = (memoryId: string, content: string, evidenceId: string, minute: number): MemoryCommand => ({
  type: 'StateMemory',
  memoryId,
  statement: { subject: 'colour', content, origin: 'user_stated', scope: 'user', confidence: 0.9 },
  evidenceIds: [evidenceId],
  at: at(minute),
});

function run(commands: MemoryCommand[]): { state: MemoryState; events: MemoryEvent[] } {
  let state = memoryDecider.initialState();
  const events: MemoryEvent[] = [];
  for (const c of commands) {
    const decided = memoryDecider.decide(c, state);
    events.push(...decided);
    state = decided.reduce(memoryDecider.evolve, state);
  }
  return { state, events };
}
const lines = (state: MemoryState, taskId: string) => state.episodes.get(taskId)?.lines.map((l) => l.text);

describe('episodic summaries (R-9.1)', () => {
  const history = [
    message('e1', 't-posters', 1),
    colour('m1', 'muted colours', 'e1', 1),
    message('e2', 't-video', 2),
    colour('m2', 'muted colours', 'e2', 2),
    message('e3', 't-video', 3),
    colour('m3', 'deep blue', 'e3', 3),
  ];

  it('given preferences stated, confirmed and refined in two tasks, then each task has an episode of what it established, oldest first', () => {
    const { state, events } = run(history);
    expect(lines(state, 't-posters')).toEqual(['stated colour: muted colours']);
    expect(lines(state, 't-video')).toEqual(['confirmed colour: muted colours', 'refined colour: deep blue']);
    expect(state.episodes.get('t-video')).toMatchObject({ version: 2, from: at(2), until: at(3) });
    expect(events.filter((e) => e.type === 'EpisodeSummarised')).toHaveLength(3);
  });

  it('given the first statement is forgotten, then every line resting on it goes and the refinement built on it too, in new episode versions', () => {
    const { state } = run(history);
    const decided = memoryDecider.decide(
      { type: 'ForgetEvidence', evidenceIds: ['e1'], reason: 'asked', at: at(9) },
      state,
    );
    const after = decided.reduce(memoryDecider.evolve, state);
    // The refinement's basis includes e1; the confirmation's line rests on e1 as well.
    expect(after.episodes.has('t-posters')).toBe(false);
    expect(after.episodes.has('t-video')).toBe(false);
    expect(decided.filter((e) => e.type === 'EpisodeSummarised').map((e) => e.data)).toEqual([
      expect.objectContaining({ taskId: 't-posters', version: 2, lines: [] }),
      expect.objectContaining({ taskId: 't-video', version: 3, lines: [] }),
    ]);
  });

  it('given only a confirmation is forgotten, then its line goes and the statement it confirmed stays', () => {
    const { state } = run(history.slice(0, 4));
    const decided = memoryDecider.decide(
      { type: 'ForgetEvidence', evidenceIds: ['e2'], reason: 'asked', at: at(9) },
      state,
    );
    const after = decided.reduce(memoryDecider.evolve, state);
    expect(lines(after, 't-posters')).toEqual(['stated colour: muted colours']);
    expect(after.episodes.has('t-video')).toBe(false);
  });

  it('given evidence from an API correction, then it makes no episode (it is no stretch of work)', () => {
    const { state } = run([
      {
        type: 'RecordEvidence',
        evidenceId: 'c1',
        source: { type: 'correction', requestId: 'r1' },
        excerpt: 'fix',
        at: at(1),
      },
      colour('m1', 'muted colours', 'c1', 1),
    ]);
    expect(state.episodes.size).toBe(0);
  });
});
