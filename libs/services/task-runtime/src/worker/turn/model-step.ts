import { failpoint } from '@lomo/failpoints';
import { inSpan } from '@lomo/observability/tracing';
import { isRuntimeTool } from '../../task/autonomy/runtime-tools.decider';
import { HISTORY_TOOL_SPECS, READ_HISTORY, RUNTIME_TOOL_SPECS } from '../../task/autonomy/runtime-tools';
import { pendingMessageIds } from '../../task/autonomy/stop-check.decider';
import type { TaskEvent } from '../../task/task.events';
import type { Task } from '../../task/task.state';
import { compactedContext } from '../context/compaction';
import { lastContextFacts } from '../context/context-metrics';
import { extractiveSummariser } from '../context/summariser';
import type { CatalogueTool } from '../context/tool-areas';
import { runToolCalls } from '../run-tool-calls';
import type { TurnScope } from './turn-scope';

const defaultSummariser = extractiveSummariser();

/**
 * One decide-then-act step (ARCHITECTURE §5): the step's context (compacting old history
 * first when it outgrew its budget), one inference, then output, calls and the messages it
 * read in one append before any call runs. `finished`: the model asked for no call.
 */
export function modelStep(
  scope: TurnScope,
  task: Task,
  events: readonly TaskEvent[],
): Promise<{ task: Task; finished: boolean }> {
  // Ids and counts only: the context, the output and the calls' inputs are the user's content.
  const attributes = {
    'lomo.task.id': scope.taskId,
    'lomo.task.turn': scope.turn,
    'lomo.task.generation': scope.generation,
  };
  return inSpan('task step', { attributes }, async (span) => {
    const stepped = await decideAndAct(scope, task, events);
    span.setAttribute('lomo.task.step_finished', stepped.finished);
    return stepped;
  });
}

async function decideAndAct(
  scope: TurnScope,
  task: Task,
  events: readonly TaskEvent[],
): Promise<{ task: Task; finished: boolean }> {
  const { taskId, generation, turn, tasks, options } = scope;
  const consumed = pendingMessageIds(task);
  const notices = (await options.notices?.pending(task.workspaceId, taskId)) ?? [];
  const summaries = notices.map((n) => n.summary);
  const remembered = (await options.memory?.contextFor(task)) ?? { lines: [] };
  const { context } = await compactedContext(
    {
      execute: (command) => tasks.execute(taskId, command, scope.stamped()),
      load: () => tasks.load(taskId),
      summariser: options.summariser === null ? undefined : (options.summariser ?? defaultSummariser),
      generation,
      at: scope.at,
      onSummary: options.contextObserver?.summary,
    },
    {
      task,
      events,
      pendingMessageIds: consumed,
      tools: offeredTools(scope, task.workspaceId),
      notices: summaries,
      memory: remembered.lines,
      budget: options.contextBudget,
    },
  );
  options.contextObserver?.step(context.facts, lastContextFacts(events));
  const decision = await scope.model.decide(context.input);
  await failpoint('task.before-decision-commit');
  const decided = await tasks.execute(
    taskId,
    {
      type: 'DecideStep',
      generation,
      turn,
      output: decision.text,
      toolCalls: decision.toolCalls.map((c) => ({ ...c, idempotent: idempotent(scope, c.tool) })),
      consumedMessageIds: consumed,
      notices: summaries,
      context: remembered.refs ? { ...context.facts, memory: remembered.refs } : context.facts,
      at: scope.at(),
    },
    scope.stamped(),
  );
  // After the step is in the log: a crash before this re-reads the notices, never loses them.
  if (notices.length > 0)
    await options.notices!.acknowledge(
      task.workspaceId,
      taskId,
      notices.map((n) => n.noticeId),
    );
  await failpoint('task.after-decision-commit');
  return {
    task: await runToolCalls(tasks, scope.tools, scope.run, decided as Task),
    finished: decision.toolCalls.length === 0,
  };
}

/** The catalogue: the registry's tools (with their areas) plus the runtime's own; the step offers from it. */
function offeredTools(scope: TurnScope, workspaceId: string): CatalogueTool[] {
  const registered = scope.tools.list(workspaceId).map(({ name, description, inputSchema, area }) => ({
    name,
    description,
    inputSchema,
    ...(area ? { area } : {}),
  }));
  return [...registered, ...Object.values(RUNTIME_TOOL_SPECS), ...Object.values(HISTORY_TOOL_SPECS)];
}

/** Whether a call may be run again after a crash: the runtime's own tools and `read_history` always may. */
function idempotent(scope: TurnScope, tool: string): boolean {
  return (
    isRuntimeTool(tool) || tool === READ_HISTORY || (scope.tools.get(tool, scope.run.workspaceId)?.idempotent ?? false)
  );
}
