import type { ToolRegistry } from '@lomo/agent-tools';
import type { GenerationApi, PlanNodeNeedView } from '@lomo/service-api';
import { isRuntimeTool } from '../task/autonomy/runtime-tools.decider';
import type { CapabilityVerdict, PlanProblem } from '../task/dag/dag.types';
import type { UpdatePlanInput } from '../task/dag/update-plan.tool';

/** The capability registry as the worker asks it (`GENERATION_API` where this process hosts it). */
export type PlanCapabilities = Pick<GenerationApi, 'checkPlan'>;

/**
 * The check an `update_plan` call gets before it is recorded: every node's call names
 * a tool this process can run with an input its schema accepts, and the capability registry
 * can make what the nodes need. I/O, so the worker runs it and hands the verdict to the decider.
 * Undefined when the registry could not be asked: the decider then refuses the plan.
 */
export async function checkPlan(
  tools: ToolRegistry,
  registry: PlanCapabilities | undefined,
  caller: { workspaceId: string; userId: string },
  input: UpdatePlanInput,
): Promise<CapabilityVerdict | undefined> {
  const problems: PlanProblem[] = [];
  for (const node of input.nodes) {
    if (!node.run) continue;
    const { tool } = node.run;
    if (isRuntimeTool(tool) || !tools.get(tool)) {
      problems.push({
        nodeId: node.id,
        code: 'unknown_tool',
        reason: `needs the tool ${tool}, which this deployment does not have`,
      });
      continue;
    }
    const refusal = tools.check(tool, node.run.input, { confirmed: false });
    if (refusal && refusal.reason !== 'needs_user_confirmation')
      problems.push({ nodeId: node.id, code: refusal.reason, reason: `${tool}: ${refusal.detail}` });
  }
  const needs: PlanNodeNeedView[] = input.nodes
    .filter((n) => n.run || n.requires)
    .map((n) => ({
      nodeId: n.id,
      ...(n.run
        ? { tool: n.run.tool, input: n.run.input, referencesFromNodes: n.run.references_from?.length ?? 0 }
        : {}),
      ...(n.requires ? { requires: n.requires } : {}),
    }));
  if (!registry) return { problems, checkedBy: ['tool registry'] };
  try {
    const answer = await registry.checkPlan(caller, needs);
    return { problems: [...problems, ...answer.problems], checkedBy: ['tool registry', ...answer.checkedBy] };
  } catch {
    return undefined;
  }
}
