import { AUTONOMY_COMMANDS, type AutonomyCommand } from './autonomy/autonomy.commands';
import { CONTROL_COMMANDS, type ControlCommand } from './control/control.commands';
import {
  SUMMARY_COMMANDS,
  TOOL_CALL_COMMANDS,
  TURN_COMMANDS,
  type ExecutionCommand,
} from './execution/execution.commands';
import { DAG_COMMANDS, type DagCommand } from './dag/dag.commands';
import { INBOX_COMMANDS, type InboxCommand } from './inbox/inbox.commands';

/** Commands of the task stream; `at` is the injected time of the command. Each slice declares its own. */
export type TaskCommand = ControlCommand | InboxCommand | ExecutionCommand | AutonomyCommand | DagCommand;

export type { AutonomyCommand, ControlCommand, DagCommand, ExecutionCommand, InboxCommand };

/** Every command type routed to exactly one slice: adding a command without a slice fails to compile. */
type Routed =
  | (typeof CONTROL_COMMANDS)[number]
  | (typeof INBOX_COMMANDS)[number]
  | (typeof TURN_COMMANDS)[number]
  | (typeof TOOL_CALL_COMMANDS)[number]
  | (typeof SUMMARY_COMMANDS)[number]
  | (typeof AUTONOMY_COMMANDS)[number]
  | (typeof DAG_COMMANDS)[number];
export const EVERY_COMMAND_ROUTED: [Exclude<TaskCommand['type'], Routed>] extends [never] ? true : never = true;
