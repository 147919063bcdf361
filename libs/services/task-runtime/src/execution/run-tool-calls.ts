import { failpoint } from '@lomo/testing';
import type { Task } from '../task/task.state';
import type { TaskRepository } from './task-repository';
import type { ToolRegistry } from '@lomo/agent-tools';

interface RunContext {
  taskId: string;
  workspaceId: string;
  generation: number;
  at: () => string;
}

/**
 * Runs the open turn's calls that have no outcome yet, journaling started → completed
 * around each. A started non-idempotent call (its worker crashed mid-call) is not
 * re-run: it gets `outcome_unknown`. Returns what the task now waits for, if a tool
 * submitted asynchronous work.
 */
export async function runToolCalls(tasks: TaskRepository, tools: ToolRegistry, run: RunContext, task: Task): Promise<string | undefined> {
  let waitingFor: string | undefined;
  for (const call of task.journal.values()) {
    if (call.state === 'completed' || call.state === 'outcome_unknown') continue;
    const { generation, taskId } = run;
    if (call.state === 'started' && !call.idempotent) {
      await tasks.execute(taskId, { type: 'MarkOutcomeUnknown', generation, callId: call.id, at: run.at() });
      continue;
    }
    await tasks.execute(taskId, { type: 'StartToolCall', generation, callId: call.id, at: run.at() });
    await failpoint('task.after-tool-started');
    const refusal = tools.check(call.tool, call.input);
    const outcome = refusal ? { result: refusal } : await tools.get(call.tool)!.run(call.input, { taskId, workspaceId: run.workspaceId, callId: call.id, generation });
    await tasks.execute(taskId, { type: 'CompleteToolCall', generation, callId: call.id, result: outcome.result, at: run.at() });
    await failpoint('task.after-tool-completed');
    waitingFor ??= outcome.waitingFor;
  }
  return waitingFor;
}
