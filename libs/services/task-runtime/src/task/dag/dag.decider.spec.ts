import type { TaskEvent } from '../task.events';
import { at, decide, delivered, fold, planned, running, startedAndSubmitted, then, videoPlan } from './testing';

const types = (events: readonly TaskEvent[]) => events.map((e) => e.type);
const started = (events: readonly TaskEvent[]) =>
  events.flatMap((e) => (e.type === 'PlanNodeStarted' ? [e.data.nodeId] : []));
const statusOf = (events: TaskEvent[], id: string) => fold(events).checklist.find((i) => i.itemId === id)?.status;
const waitForResults = (events: TaskEvent[]) =>
  then(events, {
    type: 'CompleteTurn',
    generation: 1,
    turn: 1,
    modelFinished: false,
    maxNoProgressTurns: 3,
    at,
  });

describe('the production DAG (R-11.3)', () => {
  const plannedVideo = planned([...running], videoPlan());

  it('given an update_plan call the registry accepts, when it runs, then the plan is set with its dependencies and nothing starts yet', () => {
    const task = fold(plannedVideo);
    expect(task.checklist.map((i) => [i.itemId, i.dependsOn])).toEqual([
      ['storyboard', []],
      ['character', []],
      ['scene-1-keyframe', ['storyboard', 'character']],
      ['scene-2-keyframe', ['storyboard']],
      ['scene-3-keyframe', ['storyboard', 'character']],
      ['scene-1-clip', ['scene-1-keyframe']],
      ['scene-2-clip', ['scene-2-keyframe']],
      ['scene-3-clip', ['scene-3-keyframe']],
    ]);
    expect(task.checklist.every((i) => i.status === 'open')).toBe(true);
  });

  it('given the plan, when the runtime starts ready nodes, then only the nodes without open dependencies start, as one step of parallel calls', () => {
    const events = startedAndSubmitted(plannedVideo);
    const step = events.filter((e) => e.type === 'StepDecided').at(-1)!;
    expect(step.type === 'StepDecided' && step.data.toolCalls.map((c) => [c.id, c.tool])).toEqual([
      ['1:2:0', 'generate_image'],
      ['1:2:1', 'generate_image'],
    ]);
    expect(started(events)).toEqual(['storyboard', 'character']);
    expect(fold(events).checklist.find((i) => i.itemId === 'character')?.results).toEqual([
      { kind: 'job', id: 'job-character' },
    ]);
  });

  it('given the storyboard and the character delivered, when the runtime starts nodes, then every keyframe starts at once and those showing the character get its artifact as a reference', () => {
    let events = waitForResults(startedAndSubmitted(plannedVideo));
    events = delivered(delivered(events, 'storyboard'), 'character');
    events = then(events, { type: 'TakeOverExecution', worker: 'w2', seenGeneration: 1, startTurn: true, at });
    const next = decide(
      { type: 'RunPlanNodes', generation: 2, turn: 2, maxParallel: 6, idempotentTools: ['generate_image'], at },
      events,
    );
    expect(started(next)).toEqual(['scene-1-keyframe', 'scene-2-keyframe', 'scene-3-keyframe']);
    const step = next[0];
    expect(step.type === 'StepDecided' && step.data.toolCalls.map((c) => c.input)).toEqual([
      { prompt: 'scene 1 keyframe', references: ['art-character'] },
      { prompt: 'scene 2 keyframe' },
      { prompt: 'scene 3 keyframe', references: ['art-character'] },
    ]);
    expect(next.flatMap((e) => (e.type === 'PlanNodeStarted' ? [e.data.line] : []))).toEqual([
      'scene 1 of 3 · generating keyframe',
      'scene 2 of 3 · generating keyframe',
      'scene 3 of 3 · generating keyframe',
    ]);
  });

  it('given a result that makes a node ready while other jobs still run, when it arrives, then it wakes the task', () => {
    const events = delivered(waitForResults(startedAndSubmitted(plannedVideo)), 'storyboard');
    const received = events.at(-1)!;
    // scene 2 needs only the storyboard: ready although the character is still being drawn.
    expect(received.type === 'ExternalEventReceived' && received.data.wakes).toBe(true);
    expect(fold(events).status).toBe('rescheduling');
  });

  it('given a node whose job failed upstream, when the result arrives, then the reason is on the node, it is not started again and its dependents wait', () => {
    let events = waitForResults(startedAndSubmitted(plannedVideo));
    events = then(events, {
      type: 'ReceiveExternalEvent',
      source: 'generation',
      eventId: 'job-storyboard:failed',
      result: { jobId: 'job-storyboard', state: 'failed', failure: 'UPSTREAM_ERROR' },
      waitKey: 'generation:job-storyboard',
      at,
    });
    const storyboard = fold(events).checklist.find((i) => i.itemId === 'storyboard')!;
    expect(storyboard).toMatchObject({
      status: 'in_progress',
      evidence: 'failed: generation failed (UPSTREAM_ERROR), job job-storyboard',
    });
    events = then(delivered(events, 'character'), {
      type: 'TakeOverExecution',
      worker: 'w2',
      seenGeneration: 1,
      startTurn: true,
      at,
    });
    expect(() =>
      decide({ type: 'RunPlanNodes', generation: 2, turn: 2, maxParallel: 6, idempotentTools: [], at }, events),
    ).toThrow(expect.objectContaining({ code: 'no_ready_nodes' }));
  });

  it('given a parallelism bound, when nodes start, then no more than the bound are in flight', () => {
    expect(started(startedAndSubmitted(plannedVideo, 1))).toEqual(['storyboard']);
  });

  it('given nothing ready, when the runtime is asked to start nodes, then it refuses with no_ready_nodes', () => {
    const events = startedAndSubmitted(plannedVideo);
    expect(() =>
      decide({ type: 'RunPlanNodes', generation: 1, turn: 1, maxParallel: 6, idempotentTools: [], at }, events),
    ).toThrow(expect.objectContaining({ code: 'no_ready_nodes' }));
  });

  it('given a plan with a cycle or an unknown dependency, when it runs, then it is refused as invalid_plan and nothing is recorded', () => {
    const cyclic = {
      nodes: [
        { id: 'a', title: 'a', depends_on: ['b'] },
        { id: 'b', title: 'b', depends_on: ['a'] },
      ],
    };
    for (const plan of [cyclic, { nodes: [{ id: 'a', title: 'a', depends_on: ['ghost'] }] }]) {
      const events = planned([...running], plan);
      expect(fold(events).checklist).toEqual([]);
      const done = events.at(-1)!;
      expect(done.type === 'ToolCallCompleted' && done.data.result).toMatchObject({
        refused: true,
        reason: 'invalid_plan',
      });
    }
  });

  it('given the registry found a node nobody can make, when the plan runs, then it is refused whole with the reason and no node exists to pay for', () => {
    const reason = 'needs audio generation, which no configured provider offers (simulated: image, video, 3D model)';
    const events = planned([...running], videoPlan(), [{ nodeId: 'soundtrack', code: 'capability_missing', reason }]);
    expect(types(events.slice(running.length))).toEqual(['StepDecided', 'ToolCallCompleted']);
    const done = events.at(-1)!;
    expect(done.type === 'ToolCallCompleted' && done.data.result).toMatchObject({
      refused: true,
      reason: 'capability_missing',
      detail: `the plan was refused before anything was paid: soundtrack: ${reason}`,
    });
  });

  describe('a new character design', () => {
    /** Everything generated and delivered; turn 1 done. */
    function finished(): TaskEvent[] {
      let events = waitForResults(startedAndSubmitted(plannedVideo));
      events = delivered(delivered(events, 'storyboard'), 'character');
      for (const [turn, generation, nodes] of [
        [2, 2, ['scene-1-keyframe', 'scene-2-keyframe', 'scene-3-keyframe']],
        [3, 3, ['scene-1-clip', 'scene-2-clip', 'scene-3-clip']],
      ] as const) {
        events = then(events, {
          type: 'TakeOverExecution',
          worker: `w${generation}`,
          seenGeneration: generation - 1,
          startTurn: true,
          at,
        });
        events = startedAndSubmitted(events);
        events = then(events, {
          type: 'CompleteTurn',
          generation,
          turn,
          modelFinished: false,
          maxNoProgressTurns: 3,
          at,
        });
        for (const node of nodes) events = delivered(events, node);
      }
      return events;
    }

    it('given every node done, when the character node is revised, then it and exactly the nodes that depend on it start over; the rest is reused', () => {
      let events = finished();
      expect(fold(events).checklist.every((i) => i.status === 'done')).toBe(true);
      events = then(events, { type: 'TakeOverExecution', worker: 'w4', seenGeneration: 3, startTurn: true, at });
      events = planned(events, videoPlan('a fox in a red coat'));
      const invalidated = events.find((e) => e.type === 'PlanNodesInvalidated');
      expect(invalidated?.data).toEqual({
        changed: ['character'],
        nodeIds: ['character', 'scene-1-keyframe', 'scene-3-keyframe', 'scene-1-clip', 'scene-3-clip'],
        at,
      });
      const done = events.at(-1)!;
      expect(done.type === 'ToolCallCompleted' && done.data.result).toMatchObject({
        reused: ['storyboard', 'scene-2-keyframe', 'scene-2-clip'],
      });
      expect(statusOf(events, 'scene-2-clip')).toBe('done');
      expect(statusOf(events, 'scene-3-clip')).toBe('open');

      events = startedAndSubmitted(events, 6, '-v2');
      expect(started(events.slice(-8))).toEqual(['character']);
      const redrawn = events.filter((e) => e.type === 'StepDecided').at(-1)!;
      expect(redrawn.type === 'StepDecided' && redrawn.data.toolCalls[0].input).toEqual({
        prompt: 'character: a fox in a red coat',
      });
    });

    it('given every node done, when the same plan is set again, then nothing is invalidated', () => {
      let events = finished();
      events = then(events, { type: 'TakeOverExecution', worker: 'w4', seenGeneration: 3, startTurn: true, at });
      events = planned(events, videoPlan());
      expect(events.some((e) => e.type === 'PlanNodesInvalidated')).toBe(false);
      expect(fold(events).checklist.every((i) => i.status === 'done')).toBe(true);
    });
  });

  it('given a plain checklist, then it reads as a linear DAG with nothing for the runtime to start', () => {
    const events = then([...running], {
      type: 'DecideStep',
      generation: 1,
      turn: 1,
      output: '',
      toolCalls: [{ tool: 'update_checklist', input: { items: [{ title: 'a' }, { title: 'b' }] }, idempotent: true }],
      consumedMessageIds: [],
      at,
    });
    const withList = then(events, { type: 'RunRuntimeTool', generation: 1, callId: '1:1:0', at });
    expect(fold(withList).checklist.map((i) => i.dependsOn)).toEqual([undefined, undefined]);
    expect(() =>
      decide({ type: 'RunPlanNodes', generation: 1, turn: 1, maxParallel: 6, idempotentTools: [], at }, withList),
    ).toThrow(expect.objectContaining({ code: 'no_ready_nodes' }));
  });
});
