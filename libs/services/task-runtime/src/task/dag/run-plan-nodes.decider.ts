import { TaskError } from '../task.errors';
import type { TaskEvent } from '../task.events';
import type { Task } from '../task.state';
import { fence, openTurn, requireStepFinished } from '../fence';
import type { DagCommand } from './dag.commands';
import { nodeInput } from './node-call';
import { attemptOf } from './node-retry';
import { inFlight, nodeProgressLine, readyNodes } from './plan-graph';

/**
 * Starts the ready nodes as one step of the open turn: `StepDecided` with their calls
 * (ids `turn:step:index`, so a crashed worker's successor re-runs them under the same id and
 * the generation gateway dedupes the job, R-4.4) and one `PlanNodeStarted` per node, in one
 * append. At most `maxParallel` nodes are in flight; a retry starts only once its backoff has
 * ended at `command.at`, as a new call (so a new job key: attempt n never reuses the key of
 * attempt n-1). Nothing ready is a refusal, not a no-op.
 */
export function decideRunPlanNodes(command: DagCommand, task: Task): TaskEvent[] {
  fence(task, command.generation);
  const turn = openTurn(task, command.turn);
  requireStepFinished(task);
  const nodes = readyNodes(task.checklist, command.maxParallel - inFlight(task.checklist), command.at);
  if (nodes.length === 0) throw new TaskError('no_ready_nodes', 'no plan node is ready to run');
  const step = turn.steps + 1;
  const { generation, at } = command;
  const toolCalls = nodes.map((node, index) => ({
    id: `${command.turn}:${step}:${index}`,
    tool: node.run!.tool,
    input: nodeInput(task.checklist, node),
    idempotent: command.idempotentTools.includes(node.run!.tool),
  }));
  const lines = nodes.map((node) => nodeProgressLine(task.checklist, node));
  return [
    {
      type: 'StepDecided',
      data: {
        turn: command.turn,
        step,
        generation,
        output: `plan: ${lines.join('; ')}`,
        toolCalls,
        consumedMessageIds: [],
        at,
      },
    },
    ...nodes.map((node, index): TaskEvent => ({
      type: 'PlanNodeStarted',
      data: { nodeId: node.itemId, callId: toolCalls[index].id, line: lines[index], attempt: attemptOf(node), at },
    })),
  ];
}
