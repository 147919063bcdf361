/**
 * The worker asks the decider to start the plan's ready nodes: the decider picks them,
 * builds their calls and records them as one step, with no model inference. `idempotentTools`
 * are the registry's idempotent tools (recovery needs to know); `maxParallel` bounds the nodes
 * in flight at once.
 */
export type DagCommand = {
  type: 'RunPlanNodes';
  generation: number;
  turn: number;
  maxParallel: number;
  idempotentTools: string[];
  at: string;
};

export const DAG_COMMANDS = ['RunPlanNodes'] as const satisfies ReadonlyArray<DagCommand['type']>;
