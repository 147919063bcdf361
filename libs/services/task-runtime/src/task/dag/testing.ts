import { taskDecider } from '../task.decider';
import type { TaskCommand } from '../task.commands';
import type { TaskEvent } from '../task.events';
import type { LiveTask } from '../task.state';
import { at, running } from '../testing/task-fixtures';
import type { UpdatePlanInput } from './update-plan.tool';

/** Builders the DAG's given/when/then specs share: a task `t1` whose turn 1 (generation 1) is open. */
export const fold = (events: readonly TaskEvent[]): LiveTask =>
  events.reduce(taskDecider.evolve, taskDecider.initialState()) as LiveTask;
export const decide = (command: TaskCommand, events: readonly TaskEvent[]) => taskDecider.decide(command, fold(events));
/** Decides and appends: the next given. */
export const then = (events: TaskEvent[], command: TaskCommand): TaskEvent[] => [...events, ...decide(command, events)];

const image = (prompt: string) => ({ tool: 'generate_image', input: { prompt } });
/** A 3-scene video: storyboard and character first; scenes 1 and 3 show the character, 2 does not. */
export function videoPlan(character = 'a fox in a blue coat'): UpdatePlanInput {
  const scenes = [1, 2, 3];
  return {
    nodes: [
      { id: 'storyboard', title: 'storyboard', run: image('storyboard') },
      { id: 'character', title: 'character design', run: image(`character: ${character}`) },
      ...scenes.map((n) => ({
        id: `scene-${n}-keyframe`,
        title: `scene ${n} keyframe`,
        group: `scene ${n}`,
        depends_on: n % 2 ? ['storyboard', 'character'] : ['storyboard'],
        run: { ...image(`scene ${n} keyframe`), ...(n % 2 ? { references_from: ['character'] } : {}) },
      })),
      ...scenes.map((n) => ({
        id: `scene-${n}-clip`,
        title: `scene ${n} clip`,
        group: `scene ${n}`,
        depends_on: [`scene-${n}-keyframe`],
        run: { tool: 'generate_video', input: { prompt: `scene ${n} clip` }, references_from: [`scene-${n}-keyframe`] },
      })),
    ],
  };
}

/** The model proposes `update_plan` and the runtime runs it with this verdict. */
export function planned(
  events: TaskEvent[],
  plan: UpdatePlanInput,
  problems: Array<{ nodeId: string; code: string; reason: string }> = [],
): TaskEvent[] {
  const task = fold(events);
  const turn = task.openTurn!.turn;
  const decided = then(events, {
    type: 'DecideStep',
    generation: task.generation,
    turn,
    output: 'planning',
    toolCalls: [{ tool: 'update_plan', input: plan, idempotent: true }],
    consumedMessageIds: [],
    at,
  });
  const callId = [...fold(decided).journal.keys()].at(-1)!;
  return then(decided, {
    type: 'RunRuntimeTool',
    generation: task.generation,
    callId,
    capabilities: { problems, checkedBy: ['test registry'] },
    at,
  });
}

/** The runtime starts the ready nodes at `when`, and each call completes with a submitted job `job-<node><suffix>`. */
export function startedAndSubmitted(events: TaskEvent[], maxParallel = 6, suffix = '', when = at): TaskEvent[] {
  const task = fold(events);
  let next = then(events, {
    type: 'RunPlanNodes',
    generation: task.generation,
    turn: task.openTurn!.turn,
    maxParallel,
    idempotentTools: ['generate_image', 'generate_video'],
    at: when,
  });
  for (const e of next.slice(events.length))
    if (e.type === 'PlanNodeStarted') {
      next = then(next, { type: 'StartToolCall', generation: task.generation, callId: e.data.callId, at });
      next = then(next, {
        type: 'CompleteToolCall',
        generation: task.generation,
        callId: e.data.callId,
        result: { jobId: `job-${e.data.nodeId}${suffix}` },
        progress: 'generation_submitted',
        waitingFor: `generation:job-${e.data.nodeId}${suffix}`,
        at,
      });
    }
  return next;
}

/** Job `job-<node>` delivered artifact `art-<node><suffix>`. */
export const delivered = (events: TaskEvent[], nodeId: string, suffix = ''): TaskEvent[] =>
  then(events, {
    type: 'ReceiveExternalEvent',
    source: 'generation',
    eventId: `job-${nodeId}${suffix}:succeeded`,
    result: {},
    waitKey: `generation:job-${nodeId}${suffix}`,
    artifactIds: [`art-${nodeId}${suffix}`],
    at,
  });

export { at, running };
