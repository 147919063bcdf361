import type { Decider } from '@lomo/event-store';
import { decideAnswer } from './autonomy/answer-checkpoint.decider';
import { AUTONOMY_COMMANDS, type AutonomyCommand } from './autonomy/autonomy.commands';
import { decideExternalEvent } from './autonomy/external-event.decider';
import type { ControlCommand } from './control/control.commands';
import { decideControl, decideCreateTask } from './control/control.decider';
import {
  SUMMARY_COMMANDS,
  TOOL_CALL_COMMANDS,
  TURN_COMMANDS,
  type ExecutionCommand,
} from './execution/execution.commands';
import { decideSummary } from './execution/summaries.decider';
import { decideToolCall } from './execution/tool-calls.decider';
import { decideTurn } from './execution/turns.decider';
import { DAG_COMMANDS, type DagCommand } from './dag/dag.commands';
import { decideRunPlanNodes } from './dag/run-plan-nodes.decider';
import { INBOX_COMMANDS, type InboxCommand } from './inbox/inbox.commands';
import { decideInbox } from './inbox/inbox.decider';
import type { TaskCommand } from './task.commands';
import { TaskNotFound } from './task.errors';
import type { TaskEvent } from './task.events';
import { evolveTask, initialTaskState, type Task, type TaskState } from './task.state';

const is =
  <C extends TaskCommand>(types: readonly C['type'][]) =>
  (command: TaskCommand): command is C =>
    (types as readonly string[]).includes(command.type);
const isInbox = is<InboxCommand>(INBOX_COMMANDS);
const isTurn = is<Extract<ExecutionCommand, { type: (typeof TURN_COMMANDS)[number] }>>(TURN_COMMANDS);
const isToolCall = is<Extract<ExecutionCommand, { type: (typeof TOOL_CALL_COMMANDS)[number] }>>(TOOL_CALL_COMMANDS);
const isAutonomy = is<AutonomyCommand>(AUTONOMY_COMMANDS);
const isDag = is<DagCommand>(DAG_COMMANDS);
const isSummary = is<Extract<ExecutionCommand, { type: (typeof SUMMARY_COMMANDS)[number] }>>(SUMMARY_COMMANDS);

/**
 * Routes a command to the slice that owns it: `control/` (lifecycle, pause, resume, interrupt,
 * stop), `inbox/`, `execution/` (turns, steps and the tool journal, R-4), `autonomy/`
 * (checklist, cards, external events, stop check) and `dag/` (the production DAG,
 * Each slice is pure.
 */
function decideTask(command: TaskCommand, state: TaskState): TaskEvent[] {
  if (command.type === 'CreateTask') return decideCreateTask(command, state);
  if (!state.exists) throw TaskNotFound('(unknown)');
  const task: Task = state;
  if (isInbox(command)) return decideInbox(command, task);
  if (isTurn(command)) return decideTurn(command, task);
  if (isToolCall(command)) return decideToolCall(command, task);
  if (isSummary(command)) return decideSummary(command, task);
  if (isDag(command)) return decideRunPlanNodes(command, task);
  if (isAutonomy(command))
    return command.type === 'AnswerCheckpoint' ? decideAnswer(command, task) : decideExternalEvent(command, task);
  return decideControl(command as Exclude<ControlCommand, { type: 'CreateTask' }>, task);
}

/** The task aggregate of stream `task-{id}`: the slices' deciders and evolvers composed. */
export const taskDecider: Decider<TaskCommand, TaskEvent, TaskState> = {
  decide: decideTask,
  evolve: evolveTask,
  initialState: initialTaskState,
};

/** Stream id of a task: the one helper for it (STYLE rule 3). */
export { taskStreamId } from '@lomo/contracts';
