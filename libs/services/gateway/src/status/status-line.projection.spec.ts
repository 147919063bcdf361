import { genJobStreamId, taskStreamId } from '@lomo/contracts';
import { describe as describeEvent, toolPhrase, type StatusMemory } from './status-line.projection';

const task = (type: string, data: unknown) => ({ streamId: taskStreamId('t1'), type, data });

describe('status lines', () => {
  it('given a step that plans a tool call, when the call starts, then the line names what it does', () => {
    const memory: StatusMemory = { tools: {} };
    const decided = describeEvent(
      task('StepDecided', { toolCalls: [{ id: '1:1:0', tool: 'generate_image' }], consumedMessageIds: ['m1'] }),
      memory,
    );
    expect(decided).toMatchObject({
      taskId: 't1',
      line: 'read your message · planned: generating image',
      message: { messageIds: ['m1'], state: 'consumed' },
    });
    expect(describeEvent(task('ToolCallStarted', { callId: '1:1:0' }), memory)).toMatchObject({
      line: 'generating image',
      progress: { label: 'generating image' },
    });
    expect(describeEvent(task('ToolCallCompleted', { callId: '1:1:0' }), memory).line).toBe('generate image: done');
  });

  it('distinguishes a received message from one the task has read (R-3.4)', () => {
    expect(describeEvent(task('MessageDelivered', { messageId: 'm1' }), { tools: {} }).message).toEqual({
      messageIds: ['m1'],
      state: 'received',
    });
    expect(
      describeEvent(task('StepDecided', { toolCalls: [], consumedMessageIds: ['m1'] }), { tools: {} }).message,
    ).toEqual({ messageIds: ['m1'], state: 'consumed' });
  });

  it.each([
    ['idle', 'finished', 'idle'],
    ['awaiting_approval', 'waiting for your answer', 'awaiting_approval'],
    ['waiting_external', 'waiting for a result', 'waiting_external'],
  ])('says how a turn ended (%s)', (next, line, status) => {
    expect(describeEvent(task('TurnCompleted', { next }), { tools: {} })).toMatchObject({ line, status });
  });

  it('reads unknown task events and generation jobs from their type and progress fields', () => {
    expect(describeEvent(task('ChecklistItemCompleted', { title: 'scene 3 of 6' }), { tools: {} }).line).toBe(
      'checklist item completed: scene 3 of 6',
    );
    const job = describeEvent(
      {
        streamId: genJobStreamId('ws', 'k1'),
        type: 'JobProgressed',
        data: { jobId: 'j1', taskId: 't9', status: 'running', percent: 40 },
      },
      { tools: {} },
    );
    expect(job).toMatchObject({
      jobId: 'j1',
      taskId: 't9',
      line: 'generation running · 40%',
      progress: { percent: 40 },
    });
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
    expect(
      describeEvent(
        task('ChecklistSet', {
          items: [
            { itemId: 'a', title: 'sketch' },
            { itemId: 'b', title: 'paint' },
            { itemId: 'c', title: 'frame' },
          ],
        }),
        memory,
      ).line,
    ).toBe('plan: 3 steps');
    const update = describeEvent(task('ChecklistItemUpdated', { itemId: 'b', status: 'done' }), memory);
    expect(update).toMatchObject({ line: 'step 2 of 3 · paint · done', progress: { done: 1, total: 3 } });
  });

  it('asks for an answer when a checkpoint opens', () => {
    expect(
      describeEvent(task('CheckpointOpened', { card: { proposal: 'use palette B?' } }), { tools: {} }),
    ).toMatchObject({ line: 'waiting for your answer: use palette B?', status: 'awaiting_approval' });
  });
});

describe('results of generation', () => {
  it('given every checklist item done, when a result arrives that wakes nobody, then the task reads finished', () => {
    const memory: StatusMemory = { tools: {} };
    describeEvent(task('ChecklistSet', { items: [{ itemId: 'a', title: 'Image 1 of 1' }] }), memory);
    describeEvent(task('ChecklistItemUpdated', { itemId: 'a', status: 'done' }), memory);
    expect(
      describeEvent(
        task('ExternalEventReceived', { source: 'generation', wakes: false, result: { objectIds: ['o1'] } }),
        memory,
      ),
    ).toMatchObject({ line: 'finished · 1 artifact', status: 'idle' });
  });

  it('given items still open, a result is only received', () => {
    const memory: StatusMemory = { tools: {}, checklist: [{ itemId: 'a', title: 'x', status: 'in_progress' }] };
    expect(describeEvent(task('ExternalEventReceived', { source: 'generation', wakes: false }), memory).line).toBe(
      'result received from generation',
    );
  });
});
