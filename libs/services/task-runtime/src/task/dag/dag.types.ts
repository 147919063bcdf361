/**
 * The production DAG's shape (R-11.3, ADR 0021): a plan item is a node with dependencies.
 * Every field is optional, so a checklist recorded before the DAG existed reads as a DAG
 * with linear dependencies (each item after the one before it) and nothing the runtime runs.
 */

/** The call the runtime makes for a node once every node it depends on is done. */
export interface NodeRun {
  tool: string;
  input: Record<string, unknown>;
  /** Nodes whose artifacts are appended to `input.references` when the node runs (e.g. the character design). */
  referencesFrom?: string[];
}

/** A capability a node needs beyond its call, checked against the capability registry. */
export interface NodeRequirement {
  /** A generation kind: `image`, `video`, `model3d`, `audio`, … */
  kind: string;
  /** Inputs the node needs the kind to accept: `reference_images`, `mask`, `duration`, `size`. */
  inputs?: string[];
}

/** What a plan node adds to a checklist item; absent on plain checklists. */
export interface PlanNodeSpec {
  /** Ids of the nodes this one needs; absent = the item before it (a plain checklist). */
  dependsOn?: string[];
  run?: NodeRun;
  requires?: NodeRequirement;
  /** What the node belongs to in progress lines, e.g. `scene 3` → "scene 3 of 6 · generating keyframe". */
  group?: string;
}

/** One problem the capability registry found in a plan, in words the user reads. */
export interface PlanProblem {
  nodeId: string;
  code: string;
  reason: string;
}

/**
 * The registry's verdict on a plan, asked by the worker before the plan is recorded (I/O stays
 * out of the decider). `checkedBy` names what was consulted, so the log shows the check happened.
 */
export interface CapabilityVerdict {
  problems: PlanProblem[];
  checkedBy: string[];
}
