import type { TaskEvent } from '../../task/task.events';
import { evolveTask, initialTaskState, type Task } from '../../task/task.state';
import { at, created } from '../../task/testing/task-fixtures';

/**
 * A task stream of `steps` steps, each a user message, the agent's turn with one call and
 * its result, for the context specs. `resultChars` sizes each tool result.
 */
export function longStream(steps: number, resultChars = 200): TaskEvent[] {
  const events: TaskEvent[] = [created, { type: 'ExecutionTakenOver', data: { generation: 1, worker: 'w1', at } }];
  for (let n = 1; n <= steps; n++) {
    events.push(
      { type: 'TurnStarted', data: { turn: n, generation: 1, at } },
      { type: 'MessageDelivered', data: { messageId: `m${n}`, text: `request ${n}: poster ${n} in teal`, at } },
      {
        type: 'StepDecided',
        data: {
          turn: n,
          step: 1,
          generation: 1,
          output: `Drafting poster ${n} as asked.`,
          toolCalls: [{ id: `${n}:1:0`, tool: 'generate_image', input: { prompt: `poster ${n}` }, idempotent: true }],
          consumedMessageIds: [`m${n}`],
          at,
        },
      },
      {
        type: 'ToolCallCompleted',
        data: { callId: `${n}:1:0`, generation: 1, result: { artifact: `a${n}`, note: 'x'.repeat(resultChars) }, at },
      },
      { type: 'TurnCompleted', data: { turn: n, generation: 1, next: 'idle', reason: 'done', at } },
    );
  }
  return events;
}

/** The task state the stream folds to. */
export const foldTask = (events: readonly TaskEvent[]) => events.reduce(evolveTask, initialTaskState()) as Task;
