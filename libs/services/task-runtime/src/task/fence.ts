import { StaleGeneration, TaskError } from './task.errors';
import type { JournalEntry, OpenTurn, Task } from './task.model';

/** The fence of: every worker write names the generation it runs under. */
export function fence(task: Task, generation: number): void {
  if (generation !== task.generation) throw new StaleGeneration(generation, task.generation);
  if (task.status === 'terminated') throw new TaskError('task_terminated', 'the task is terminated');
}

export function openTurn(task: Task, turn: number): OpenTurn {
  if (!task.openTurn || task.openTurn.turn !== turn) throw new TaskError('turn_not_open', `turn ${turn} is not open`);
  return task.openTurn;
}

export function journalEntry(task: Task, callId: string): JournalEntry {
  const entry = task.journal.get(callId);
  if (!entry) throw new TaskError('unknown_tool_call', `tool call ${callId} is not in the open turn`);
  return entry;
}

/** Safe step boundary: refused while a call of the open turn has no outcome yet. */
export function requireStepFinished(task: Task): void {
  const unresolved = [...task.journal.values()].find((c) => c.state !== 'completed' && c.state !== 'outcome_unknown');
  if (unresolved) throw new TaskError('step_not_finished', `tool call ${unresolved.id} has no outcome yet`);
}
