import type { TaskEvent } from '../../task/task.events';
import { historyUnits } from './history';

const at = '2026-12-01T10:00:00.000Z';
const big = { events: 'x '.repeat(4_000) };
const stream = (tool: string): TaskEvent[] =>
  [
    {
      type: 'StepDecided',
      data: {
        generation: 1,
        turn: 1,
        step: 1,
        output: '',
        consumedMessageIds: [],
        at,
        toolCalls: [{ id: '1:1:0', tool, input: { from: 0 }, idempotent: true }],
      },
    },
    { type: 'ToolCallCompleted', data: { generation: 1, callId: '1:1:0', result: big, at } },
  ] as unknown as TaskEvent[];

describe('history units: large results (R-8.5)', () => {
  it('given a large tool result, when built, then it is a handle with a preview', () => {
    const [unit] = historyUnits(stream('generate_image'), 0, { largeResultTokens: 500 });
    expect(unit.turns.at(-1)!.content).toContain('"large_result"');
  });

  it('given a read_history page above the threshold, when built, then it stays verbatim (a page is the way back, never a handle)', () => {
    const [unit] = historyUnits(stream('read_history'), 0, { largeResultTokens: 500 });
    expect(unit.turns.at(-1)!.content).toBe(JSON.stringify(big));
  });
});
