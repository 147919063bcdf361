import type { TaskEvent } from '../task.events';
import { evolveTask, initialTaskState, type Task } from '../task.state';
import { refusedWith, running, spec, started, stepDecided } from '../testing/task-fixtures';
import { nextPeerRetry, type PeerRetryPolicy } from './peer-retry.decider';

const policy: PeerRetryPolicy = { initialDelayMs: 1_000, maxDelayMs: 4_000, giveUpAfterMs: 10_000 };
const t = (seconds: number) => new Date(Date.parse('2026-11-29T10:00:00.000Z') + seconds * 1_000).toISOString();
const defer = (seconds: number) =>
  ({
    type: 'DeferToolCall',
    generation: 1,
    callId: '1:1:0',
    peer: 'generation-gateway',
    reason: 'peer_unavailable',
    retry: policy,
    at: t(seconds),
  }) as const;
const deferred = (attempt: number, at: number, retryAt: number): TaskEvent => ({
  type: 'ToolCallDeferred',
  data: {
    callId: '1:1:0',
    generation: 1,
    peer: 'generation-gateway',
    reason: 'peer_unavailable',
    attempt,
    since: t(0),
    retryAt: t(retryAt),
    at: t(at),
  },
});
const inFlight = [...running, stepDecided(1), started('1:1:0', 1)];
const fold = (events: TaskEvent[]) => events.reduce(evolveTask, initialTaskState()) as Task;

describe('execution slice: a call whose peer service is unreachable (issue 14)', () => {
  it('given a started call, when its peer is unreachable, then it is deferred (not completed) and retried after the first delay', () => {
    spec
      .given(inFlight)
      .when(defer(0))
      .then([deferred(1, 0, 1)]);
  });

  it('given a call deferred twice, when the peer is unreachable again, then the delay doubles from its first failure on', () => {
    spec
      .given([...inFlight, deferred(1, 0, 1), started('1:1:0', 1), deferred(2, 1, 3), started('1:1:0', 1)])
      .when(defer(3))
      .then([deferred(3, 3, 7)]);
  });

  it('given the delays reach the cap, when deferred again, then the delay stays at the cap and never passes the give-up time', () => {
    const history = [...inFlight, deferred(1, 0, 1), started('1:1:0', 1), deferred(2, 1, 3)];
    spec
      .given([...history, started('1:1:0', 1), deferred(3, 3, 7), started('1:1:0', 1)])
      .when(defer(7))
      .then([deferred(4, 7, 10)]);
  });

  it('given a call unreachable for the whole give-up time, when deferred again, then it completes with a typed failure naming the peer', () => {
    spec
      .given([...inFlight, deferred(1, 0, 1), started('1:1:0', 1)])
      .when(defer(10))
      .then([
        {
          type: 'ToolCallCompleted',
          data: {
            callId: '1:1:0',
            generation: 1,
            result: {
              refused: true,
              reason: 'peer_unavailable',
              kind: 'unavailable',
              detail:
                'the generation-gateway service was unreachable for 10 s (peer_unavailable, 2 attempts); the call did not complete and may not have run',
              details: { peer: 'generation-gateway', attempts: 2 },
            },
            at: t(10),
          },
        },
      ]);
  });

  it('given a deferred call, when started again, then it is re-run under the same call id', () => {
    spec
      .given([...inFlight, deferred(1, 0, 1)])
      .when({ type: 'StartToolCall', generation: 1, callId: '1:1:0', at: t(1) })
      .then([{ type: 'ToolCallStarted', data: { callId: '1:1:0', generation: 1, at: t(1) } }]);
  });

  it('given a deferred call, when deferred again before it re-ran, then nothing happens', () => {
    spec
      .given([...inFlight, deferred(1, 0, 1)])
      .when(defer(0))
      .thenNothingHappens();
  });

  it('given a call that never started, when deferred, then it is refused with tool_call_not_started', () => {
    spec
      .given([...running, stepDecided(1)])
      .when(defer(0))
      .thenThrows(...refusedWith('tool_call_not_started'));
  });

  it('given a deferred call, then the turn waits for its retry time and cannot end before the call has an outcome', () => {
    const task = fold([...inFlight, deferred(1, 0, 1)]);

    expect(task.journal.get('1:1:0')).toMatchObject({ state: 'retrying', retry: { attempts: 1, retryAt: t(1) } });
    expect(nextPeerRetry(task)).toBe(t(1));
    expect(nextPeerRetry(fold([...inFlight, deferred(1, 0, 1), started('1:1:0', 1)]))).toBeUndefined();
    spec
      .given([...inFlight, deferred(1, 0, 1)])
      .when({ type: 'CompleteTurn', generation: 1, turn: 1, modelFinished: true, maxNoProgressTurns: 3, at: t(1) })
      .thenThrows(...refusedWith('step_not_finished'));
  });
});
