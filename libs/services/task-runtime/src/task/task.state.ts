import { evolveAutonomy } from './autonomy/autonomy.evolve';
import { createdTask, evolveControl } from './control/control.evolve';
import { DAG_EVENT_TYPES } from './dag/dag.events';
import { evolveDag } from './dag/dag.evolve';
import { evolveExecution } from './execution/execution.evolve';
import { evolveInbox } from './inbox/inbox.evolve';
import type { LiveTask, TaskState } from './task.model';
import type { AutonomyEvent, ControlEvent, DagEvent, ExecutionEvent, InboxEvent, TaskEvent } from './task.events';

export type {
  InboxEntry,
  JournalEntry,
  OpenTurn,
  ReceivedResult,
  Checkpoint,
  Task,
  DeclinedCall,
  LiveTask,
  TaskState,
} from './task.model';

export const initialTaskState = (): TaskState => ({ exists: false });

const CONTROL = new Set<string>([
  'TaskPromoted',
  'TaskArchived',
  'TaskPaused',
  'TaskResumed',
  'TaskInterrupted',
  'TaskStopped',
] satisfies ControlEvent['type'][]);
const INBOX = new Set<string>([
  'MessageDelivered',
  'MessageWithdrawn',
  'MessageReplaced',
] satisfies InboxEvent['type'][]);
const AUTONOMY = new Set<string>([
  'ExternalEventReceived',
  'ChecklistSet',
  'ChecklistItemUpdated',
  'CheckpointOpened',
  'CheckpointAnswered',
] satisfies AutonomyEvent['type'][]);
const DAG = new Set<string>(DAG_EVENT_TYPES);

/**
 * Folds one event: `TaskCreated` makes the task, every other event goes to the evolve of the
 * slice that owns it, on a copy of the collections (the previous state is never changed). Pure.
 */
export function evolveTask(state: TaskState, event: TaskEvent): TaskState {
  if (event.type === 'TaskCreated') return createdTask(event.data);
  if (!state.exists) return state;
  const task: LiveTask = {
    ...state,
    inbox: new Map(state.inbox),
    journal: new Map(state.journal),
    externalEvents: new Set(state.externalEvents),
    waitingFor: new Set(state.waitingFor),
    receivedResults: new Map(state.receivedResults),
    checkpoints: new Map(state.checkpoints),
  };
  if (CONTROL.has(event.type)) return evolveControl(task, event as Exclude<ControlEvent, { type: 'TaskCreated' }>);
  if (INBOX.has(event.type)) return evolveInbox(task, event as InboxEvent);
  if (AUTONOMY.has(event.type)) return evolveAutonomy(task, event as AutonomyEvent);
  if (DAG.has(event.type)) return evolveDag(task, event as DagEvent);
  return evolveExecution(task, event as ExecutionEvent);
}
