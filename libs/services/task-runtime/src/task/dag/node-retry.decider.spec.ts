import type { TaskEvent } from '../task.events';
import { isRetryableFailure, retryWaitMs, type NodeRetryPolicy } from './node-retry';
import { inFlight } from './plan-graph';
import { at, decide, delivered, fold, planned, running, startedAndSubmitted, then, videoPlan } from './testing';

const later = (ms: number) => new Date(Date.parse(at) + ms).toISOString();
const node = (events: TaskEvent[], id: string) => fold(events).checklist.find((i) => i.itemId === id)!;
const added = (before: TaskEvent[], after: TaskEvent[]) => after.slice(before.length);
const unavailable = { failure: 'UPSTREAM_ERROR', code: 'upstream_unavailable' };

/** Job `job-<node><suffix>` failed upstream with `failure`, recorded at `when`. */
const failed = (
  events: TaskEvent[],
  nodeId: string,
  failure: object,
  suffix = '',
  when = at,
  policy?: NodeRetryPolicy,
) =>
  then(events, {
    type: 'ReceiveExternalEvent',
    source: 'generation',
    eventId: `job-${nodeId}${suffix}:failed`,
    result: { jobId: `job-${nodeId}${suffix}`, state: 'failed', ...failure },
    waitKey: `generation:job-${nodeId}${suffix}`,
    ...(policy ? { nodeRetries: policy } : {}),
    at: when,
  });
/** The turn ends waiting for the jobs, and a new worker opens the next turn. */
const nextTurn = (events: TaskEvent[]) => {
  const task = fold(events);
  const ended = then(events, {
    type: 'CompleteTurn',
    generation: task.generation,
    turn: task.openTurn!.turn,
    modelFinished: false,
    maxNoProgressTurns: 3,
    at,
  });
  return then(ended, {
    type: 'TakeOverExecution',
    worker: `w${task.generation + 1}`,
    seenGeneration: task.generation,
    startTurn: true,
    at,
  });
};
const runNodes = (events: TaskEvent[], when: string) => {
  const task = fold(events);
  return decide(
    {
      type: 'RunPlanNodes',
      generation: task.generation,
      turn: task.openTurn!.turn,
      maxParallel: 6,
      idempotentTools: ['generate_image', 'generate_video'],
      at: when,
    },
    events,
  );
};

describe('retries of failed plan nodes (ADR 0024)', () => {
  /** Storyboard and character are running upstream; the turn waits for them. */
  const running2 = startedAndSubmitted(planned([...running], videoPlan()));

  it('given a node whose job failed because the provider was unavailable, when the result arrives, then the node is open again for attempt 2 of 3 after a 1 s backoff, its failed job unlinked', () => {
    const events = failed(running2, 'storyboard', unavailable);
    expect(added(running2, events).map((e) => e.type)).toEqual(['PlanNodeRetryScheduled', 'ExternalEventReceived']);
    expect(added(running2, events)[0].data).toEqual({
      nodeId: 'storyboard',
      attempt: 2,
      attempts: 3,
      failedJobId: 'job-storyboard',
      reason: 'generation failed (UPSTREAM_ERROR: upstream_unavailable), job job-storyboard',
      retryAt: later(1_000),
      at,
    });
    const storyboard = node(events, 'storyboard');
    expect(storyboard).toMatchObject({ status: 'open', attempt: 2, retryAt: later(1_000), results: [] });
    expect(storyboard.runCallId).toBeUndefined();
  });

  it('given a retry backing off, when the runtime is asked to start nodes before its time, then it is not started; at its time it starts as a new call with its own job key', () => {
    const events = nextTurn(failed(running2, 'storyboard', unavailable));
    expect(() => runNodes(events, later(999))).toThrow(expect.objectContaining({ code: 'no_ready_nodes' }));
    const next = runNodes(events, later(1_000));
    const step = next.find((e) => e.type === 'StepDecided')!;
    const start = next.find((e) => e.type === 'PlanNodeStarted')!;
    expect(start.data).toMatchObject({ nodeId: 'storyboard', attempt: 2 });
    // The first attempt was call 1:2:0 (job key t1:1:2:0); the retry is a call of the new turn.
    expect(step.type === 'StepDecided' && step.data.toolCalls.map((c) => [c.id, c.tool])).toEqual([
      ['2:1:0', 'generate_image'],
    ]);
    const begun = fold([...events, ...next]);
    expect(begun.checklist.find((i) => i.itemId === 'storyboard')).toMatchObject({
      status: 'in_progress',
      runCallId: '2:1:0',
      attempt: 2,
    });
    expect(begun.checklist.find((i) => i.itemId === 'storyboard')?.retryAt).toBeUndefined();
  });

  it('given a worker that crashed after starting the retry, when a successor takes over, then nothing is started again: recovery re-runs the retry call under its own id (same job key)', () => {
    let events = nextTurn(failed(running2, 'storyboard', unavailable));
    events = [...events, ...runNodes(events, later(1_000))];
    events = then(events, { type: 'StartToolCall', generation: fold(events).generation, callId: '2:1:0', at });
    const crashed = then(events, {
      type: 'TakeOverExecution',
      worker: 'w9',
      seenGeneration: fold(events).generation,
      startTurn: true,
      at: later(2_000),
    });
    const task = fold(crashed);
    expect(task.journal.get('2:1:0')).toMatchObject({ tool: 'generate_image', state: 'started' });
    // The successor must first finish that call (the journal's recovery): no node starts before it.
    expect(() => runNodes(crashed, later(2_000))).toThrow(expect.objectContaining({ code: 'step_not_finished' }));
    expect(task.checklist.find((i) => i.itemId === 'storyboard')).toMatchObject({ runCallId: '2:1:0', attempt: 2 });
  });

  it('given a retry that succeeds, when its job delivers, then the node is done with that artifact and its dependents become ready', () => {
    let events = nextTurn(failed(running2, 'storyboard', unavailable));
    events = startedAndSubmitted(events, 6, '-2', later(1_000));
    events = delivered(delivered(events, 'storyboard', '-2'), 'character');
    expect(node(events, 'storyboard')).toMatchObject({
      status: 'done',
      results: [
        { kind: 'job', id: 'job-storyboard-2' },
        { kind: 'artifact', id: 'art-storyboard-2' },
      ],
    });
    const next = runNodes(events, later(1_000));
    expect(next.filter((e) => e.type === 'PlanNodeStarted').map((e) => e.data.nodeId)).toEqual([
      'scene-1-keyframe',
      'scene-2-keyframe',
      'scene-3-keyframe',
    ]);
  });

  it('given every attempt fails for a passing reason, when the third failure arrives, then the node fails for good with the reason and attempts; the second retry waited 2 s', () => {
    let events = nextTurn(failed(running2, 'storyboard', unavailable));
    events = startedAndSubmitted(events, 6, '-2', later(1_000));
    events = failed(events, 'storyboard', { failure: 'TIMED_OUT' }, '-2', later(5_000));
    expect(node(events, 'storyboard')).toMatchObject({ status: 'open', attempt: 3, retryAt: later(7_000) });
    events = startedAndSubmitted(nextTurn(events), 6, '-3', later(7_000));
    const last = failed(events, 'storyboard', unavailable, '-3', later(9_000));
    expect(added(events, last)[0]).toEqual({
      type: 'PlanNodeFailed',
      data: {
        nodeId: 'storyboard',
        jobId: 'job-storyboard-3',
        reason: 'generation failed (UPSTREAM_ERROR: upstream_unavailable), job job-storyboard-3, after 3 attempts',
        attempts: 3,
        at: later(9_000),
      },
    });
    expect(node(last, 'storyboard')).toMatchObject({
      status: 'in_progress',
      failed: true,
      evidence:
        'failed: generation failed (UPSTREAM_ERROR: upstream_unavailable), job job-storyboard-3, after 3 attempts',
    });
  });

  it.each([
    ['a refused submission (validation, over budget)', { failure: 'REJECTED', code: 'sim:invalid_size' }],
    ['a content-policy verdict', { failure: 'UPSTREAM_ERROR', code: 'openai:content_policy_violation' }],
    ['a submission whose fate is unknown', { failure: 'SUBMISSION_UNCERTAIN' }],
    ['an upstream error without a reason', { failure: 'UPSTREAM_ERROR' }],
  ])('given %s, when the failure arrives, then the node fails at once and is never started again', (_what, failure) => {
    const events = failed(running2, 'storyboard', failure);
    expect(added(running2, events).map((e) => e.type)).toEqual(['PlanNodeFailed', 'ExternalEventReceived']);
    expect(node(events, 'storyboard').failed).toBe(true);
    // The character still runs and delivers; nothing that needs the storyboard becomes ready.
    const after = nextTurn(delivered(events, 'character'));
    expect(() => runNodes(after, later(60_000))).toThrow(expect.objectContaining({ code: 'no_ready_nodes' }));
  });

  it('given a failed node beside an independent branch, when the branch delivers, then the branch is done and the failed node holds no parallel slot', () => {
    const events = nextTurn(
      delivered(failed(running2, 'storyboard', { failure: 'REJECTED', code: 'sim:nsfw' }), 'character'),
    );
    const task = fold(events);
    expect(task.checklist.find((i) => i.itemId === 'character')?.status).toBe('done');
    expect(inFlight(task.checklist)).toBe(0);
  });

  it('given a policy without retries, when a passing failure arrives, then the node fails at once', () => {
    const events = failed(running2, 'storyboard', unavailable, '', at, {
      maxRetries: 0,
      baseDelayMs: 10,
      maxDelayMs: 10,
    });
    expect(added(running2, events)[0].type).toBe('PlanNodeFailed');
  });

  it('given a node that failed for good, when the plan is revised with a changed call for it, then it starts over from attempt 1', () => {
    const events = failed(running2, 'storyboard', { failure: 'REJECTED', code: 'sim:nsfw' });
    const plan = videoPlan();
    plan.nodes[0] = { ...plan.nodes[0], run: { tool: 'generate_image', input: { prompt: 'storyboard, kinder' } } };
    const revised = fold(planned(events, plan)).checklist.find((i) => i.itemId === 'storyboard')!;
    expect(revised).toMatchObject({ status: 'open', results: [] });
    expect([revised.failed, revised.attempt, revised.runCallId]).toEqual([undefined, undefined, undefined]);
  });

  it('given a job that failed before the call that submitted it completed (a quick failure, a loaded machine), when the call completes, then the node is linked and its retry scheduled in the same append', () => {
    // The storyboard's call has started; its job's failure is already in the stream.
    const task = fold(running);
    let events = then(planned([...running], videoPlan()), {
      type: 'RunPlanNodes',
      generation: task.generation,
      turn: task.openTurn!.turn,
      maxParallel: 1,
      idempotentTools: ['generate_image', 'generate_video'],
      at,
    });
    const callId = fold(events).checklist.find((i) => i.itemId === 'storyboard')!.runCallId!;
    events = then(events, { type: 'StartToolCall', generation: task.generation, callId, at });
    events = failed(events, 'storyboard', unavailable, '', at, {
      maxRetries: 2,
      baseDelayMs: 5_000,
      maxDelayMs: 5_000,
    });
    expect(node(events, 'storyboard')).toMatchObject({ status: 'in_progress', results: [] });

    const completed = then(events, {
      type: 'CompleteToolCall',
      generation: task.generation,
      callId,
      result: { jobId: 'job-storyboard', state: 'failed' },
      progress: 'generation_submitted',
      waitingFor: 'generation:job-storyboard',
      nodeRetries: { maxRetries: 2, baseDelayMs: 5_000, maxDelayMs: 5_000 },
      at,
    });
    expect(added(events, completed).map((e) => e.type)).toEqual([
      'ToolCallCompleted',
      'ChecklistItemUpdated',
      'PlanNodeRetryScheduled',
    ]);
    expect(node(completed, 'storyboard')).toMatchObject({
      status: 'open',
      attempt: 2,
      retryAt: later(5_000),
      results: [],
    });
  });

  it('given the same failure delivered twice, when the copy arrives, then nothing more is scheduled', () => {
    const events = failed(running2, 'storyboard', unavailable);
    expect(
      decide(
        {
          type: 'ReceiveExternalEvent',
          source: 'generation',
          eventId: 'job-storyboard:failed',
          result: {},
          waitKey: 'generation:job-storyboard',
          at,
        },
        events,
      ),
    ).toEqual([]);
  });
});

describe('which failures are retried', () => {
  it.each([
    [{ state: 'failed', failure: 'TIMED_OUT' }, true],
    [{ state: 'failed', failure: 'UPSTREAM_ERROR', code: 'upstream_unavailable' }, true],
    [{ state: 'failed', failure: 'UPSTREAM_ERROR', code: 'replicate:internal_server_error' }, true],
    [{ state: 'failed', failure: 'UPSTREAM_ERROR', code: 'fal:http_503' }, true],
    [{ state: 'failed', failure: 'UPSTREAM_ERROR', code: 'comfyui:execution_error' }, false],
    [{ state: 'failed', failure: 'UPSTREAM_ERROR', code: 'openai:malformed_response' }, false],
    [{ state: 'failed', failure: 'UPSTREAM_ERROR', code: 'sim:invalid_input_unavailable' }, false],
    [{ state: 'failed', failure: 'REJECTED', code: 'sim:server_error' }, false],
    [{ state: 'failed', failure: 'JOB_ID_LOST' }, false],
    [{ state: 'cancelled' }, false],
  ])('given %j, then retryable is %s', (failure, expected) => {
    expect(isRetryableFailure(failure)).toBe(expected);
  });

  it('given ready nodes, then the worker waits only while every one of them is backing off', () => {
    const open = { itemId: 'a', title: 'a', status: 'open' as const, needsApproval: false, results: [] };
    expect(retryWaitMs([], at)).toBe(0);
    expect(retryWaitMs([{ ...open, retryAt: later(500) }, open], at)).toBe(0);
    expect(
      retryWaitMs(
        [
          { ...open, retryAt: later(1_500) },
          { ...open, retryAt: later(500) },
        ],
        at,
      ),
    ).toBe(500);
    expect(retryWaitMs([{ ...open, retryAt: later(500) }], later(600))).toBe(0);
  });
});
