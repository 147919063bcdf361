import type { LiveTask } from '../task.model';
import type { ControlEvent } from './control.events';

type Created = Extract<ControlEvent, { type: 'TaskCreated' }>['data'];

/** A new task: idle, generation 0, nothing delivered, planned or asked yet. */
export function createdTask(created: Created): LiveTask {
  const { taskId, workspaceId, userId, kind, brief, language, rubric } = created;
  return {
    ...(created.viaOpenApi ? { viaOpenApi: true } : {}),
    ...(created.parent ? { parent: created.parent } : {}),
    exists: true,
    taskId,
    workspaceId,
    userId,
    kind,
    brief,
    language,
    rubric,
    archived: false,
    status: 'idle',
    generation: 0,
    turns: 0,
    inbox: new Map(),
    journal: new Map(),
    externalEvents: new Set(),
    waitingFor: new Set(),
    receivedResults: new Map(),
    checklist: [],
    checkpoints: new Map(),
    approvedCalls: [],
    progressSinceCheck: false,
    noProgressTurns: 0,
  };
}

export function evolveControl(task: LiveTask, event: Exclude<ControlEvent, { type: 'TaskCreated' }>): LiveTask {
  switch (event.type) {
    case 'TaskPromoted':
      return { ...task, kind: 'persistent' };
    case 'TaskArchived':
      return { ...task, archived: true };
    case 'TaskPaused':
      return { ...task, status: 'paused', stopReason: 'paused by user' };
    case 'TaskResumed':
      return { ...task, status: 'idle', stopReason: undefined };
    case 'TaskInterrupted':
      return {
        ...task,
        status: 'idle',
        stopReason: 'interrupted by user',
        generation: event.data.generation,
        openTurn: undefined,
      };
    case 'TaskStopped':
      return {
        ...task,
        status: 'terminated',
        stopReason: event.data.reason,
        generation: event.data.generation,
        openTurn: undefined,
      };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
