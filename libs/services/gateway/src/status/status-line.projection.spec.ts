import { genJobStreamId, STATUS_METADATA_KEY, taskStreamId, type StatusFactV1 } from '@lomo/contracts';
import { describe as describeEvent, toolPhrase, type StatusMemory } from './status-line.projection';

type Fact = StatusFactV1 extends infer F ? (F extends StatusFactV1 ? Omit<F, 'v'> : never) : never;
const withFact = (streamId: string, type: string, fact: Fact) => ({
  streamId,
  type,
  metadata: { [STATUS_METADATA_KEY]: { v: 1, ...fact } },
});
const task = (type: string, fact: Fact) => withFact(taskStreamId('t1'), type, fact);

describe('status lines (from the status contract, v1)', () => {
  it('given a step that plans a tool call, when the call starts, then the line names what it does', () => {
    const memory: StatusMemory = { tools: {} };
    const decided = describeEvent(
      task('StepDecided', {
        kind: 'step.decided',
        toolCalls: [{ callId: '1:1:0', tool: 'generate_image' }],
        consumedMessageIds: ['m1'],
      }),
      memory,
    );
    expect(decided).toMatchObject({
      taskId: 't1',
      line: 'read your message · planned: generating image',
      message: { messageIds: ['m1'], state: 'consumed' },
    });
    expect(describeEvent(task('ToolCallStarted', { kind: 'tool.started', callId: '1:1:0' }), memory)).toMatchObject({
      line: 'generating image',
      progress: { label: 'generating image' },
    });
    expect(describeEvent(task('ToolCallCompleted', { kind: 'tool.completed', callId: '1:1:0' }), memory).line).toBe(
      'generate image: done',
    );
  });

  it('distinguishes a received message from one the task has read (R-3.4)', () => {
    expect(
      describeEvent(task('MessageDelivered', { kind: 'message.received', messageId: 'm1' }), { tools: {} }).message,
    ).toEqual({ messageIds: ['m1'], state: 'received' });
    expect(
      describeEvent(task('StepDecided', { kind: 'step.decided', toolCalls: [], consumedMessageIds: ['m1'] }), {
        tools: {},
      }).message,
    ).toEqual({ messageIds: ['m1'], state: 'consumed' });
  });

  it.each([
    ['idle', 'finished', 'idle'],
    ['awaiting_approval', 'waiting for your answer', 'awaiting_approval'],
    ['waiting_external', 'waiting for a result', 'waiting_external'],
  ] as const)('says how a turn ended (%s)', (next, line, status) => {
    expect(describeEvent(task('TurnCompleted', { kind: 'turn.completed', next }), { tools: {} })).toMatchObject({
      line,
      status,
    });
  });

  it('given a job stream, when its facts arrive, then every line names the task and job of its first fact', () => {
    const memory: StatusMemory = { tools: {} };
    const job = genJobStreamId('ws', 't9:1:1:0');
    expect(
      describeEvent(withFact(job, 'JobRequested', { kind: 'job.requested', taskId: 't9', jobId: job }), memory),
    ).toMatchObject({ taskId: 't9', jobId: job, line: 'generation requested' });
    expect(
      describeEvent(withFact(job, 'JobProgressed', { kind: 'job.progressed', status: 'running', percent: 40 }), memory),
    ).toMatchObject({ taskId: 't9', jobId: job, line: 'generation running · 40%', progress: { percent: 40 } });
  });

  it('given an event recorded without a status fact, when described, then it reads as its type and nothing else', () => {
    expect(
      describeEvent({ streamId: taskStreamId('t1'), type: 'ChecklistItemCompleted' }, { tools: {} }),
    ).toMatchObject({ taskId: 't1', line: 'checklist item completed' });
  });

  it('phrases tool names as activities', () => {
    expect(toolPhrase('generate_video')).toBe('generating video');
    expect(toolPhrase('updateDocument')).toBe('updating document');
    expect(toolPhrase('frobnicate')).toBe('running frobnicate');
  });
});

describe('checklist and checkpoint lines', () => {
  it('given a checklist, when an item is done, then the line says which step of how many', () => {
    const memory: StatusMemory = { tools: {} };
    const items = [
      { itemId: 'a', title: 'sketch' },
      { itemId: 'b', title: 'paint' },
      { itemId: 'c', title: 'frame' },
    ];
    expect(describeEvent(task('ChecklistSet', { kind: 'plan.set', items }), memory).line).toBe('plan: 3 steps');
    const update = describeEvent(
      task('ChecklistItemUpdated', { kind: 'plan.item', itemId: 'b', status: 'done' }),
      memory,
    );
    expect(update).toMatchObject({ line: 'step 2 of 3 · paint · done', progress: { done: 1, total: 3 } });
  });

  it('asks for an answer when a checkpoint opens', () => {
    expect(
      describeEvent(task('CheckpointOpened', { kind: 'checkpoint.opened', proposal: 'use palette B?' }), {
        tools: {},
      }),
    ).toMatchObject({ line: 'waiting for your answer: use palette B?', status: 'awaiting_approval' });
  });
});

describe('results of generation', () => {
  const result = (wakes: boolean, artifacts: number) =>
    task('ExternalEventReceived', { kind: 'result.received', source: 'generation', wakes, artifacts });

  it('given every checklist item done, when a result arrives that wakes nobody, then the task reads finished', () => {
    const memory: StatusMemory = { tools: {} };
    describeEvent(task('ChecklistSet', { kind: 'plan.set', items: [{ itemId: 'a', title: 'Image 1 of 1' }] }), memory);
    describeEvent(task('ChecklistItemUpdated', { kind: 'plan.item', itemId: 'a', status: 'done' }), memory);
    expect(describeEvent(result(false, 1), memory)).toMatchObject({ line: 'finished · 1 artifact', status: 'idle' });
  });

  it('given items still open, a result is only received', () => {
    const memory: StatusMemory = { tools: {}, checklist: [{ itemId: 'a', title: 'x', status: 'in_progress' }] };
    expect(describeEvent(result(false, 0), memory).line).toBe('result received from generation');
  });
});
