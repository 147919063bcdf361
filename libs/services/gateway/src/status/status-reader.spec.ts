import { STATUS_METADATA_KEY, taskStreamId, type StatusFactV1 } from '@lomo/contracts';
import { StreamNotFound, type EventStore, type RecordedEvent } from '@lomo/event-store';
import { StatusReader } from './status-reader';

type Fact = StatusFactV1 extends infer F ? (F extends StatusFactV1 ? Omit<F, 'v'> : never) : never;
let position = 0n;
const recorded = (taskId: string, type: string, fact: Fact): RecordedEvent => ({
  id: `e${++position}`,
  type,
  data: {},
  metadata: { workspaceId: 'ws', [STATUS_METADATA_KEY]: { v: 1, ...fact } },
  schemaVersion: 1,
  streamId: taskStreamId(taskId),
  revision: 0n,
  position: { commit: position, prepare: position },
  recordedAt: new Date(0),
});

/** Only what the reader reads: whole streams. */
const storeOf = (events: RecordedEvent[]) =>
  ({
    readStream: async (streamId: string, options?: { maxCount?: number }) => {
      const stream = events.filter((e) => e.streamId === streamId);
      if (stream.length === 0) throw new StreamNotFound(streamId);
      return stream.slice(0, options?.maxCount ?? stream.length);
    },
  }) as unknown as EventStore;

describe('the status stream of a task with sub-agents (R-10.9)', () => {
  const events = [
    recorded('p', 'TaskCreated', { kind: 'task.created', brief: 'A storyboard' }),
    recorded('p', 'ToolCallCompleted', { kind: 'tool.completed', callId: '1:1:0', childTaskId: 'c' }),
    recorded('c', 'TaskCreated', { kind: 'task.created', brief: 'Shot list', parentTaskId: 'p' }),
    recorded('c', 'TurnStarted', { kind: 'turn.started' }),
    recorded('x', 'TaskCreated', { kind: 'task.created', brief: 'Unrelated' }),
  ];

  it("given a parent and its child, when the parent's history is read, then the child's lines are in it, naming their parent", async () => {
    const history = await new StatusReader(storeOf(events)).taskHistory('ws', 'p', undefined);
    expect(history.map((u) => [u.taskId, u.parentTaskId, u.line])).toEqual([
      ['p', undefined, 'new task: A storyboard'],
      ['p', undefined, 'tool call done'],
      ['c', 'p', 'new task: Shot list'],
      ['c', 'p', 'working'],
    ]);
  });

  it("given a live line of a child whose creation this reader never saw, then its parent comes from the child's first fact", async () => {
    const update = await new StatusReader(storeOf(events)).toUpdate(events[3]);
    expect(update).toMatchObject({ taskId: 'c', parentTaskId: 'p', line: 'working' });
    expect(await new StatusReader(storeOf(events)).toUpdate(events[0])).not.toHaveProperty('parentTaskId');
  });
});
