/** Events of the production DAG (R-11.3, ADR 0021); the plan itself is `ChecklistSet` with node specs. */
export type DagEvent =
  /**
   * The runtime started a node: its call is `callId` of the step decided in the same append.
   * `line` is the progress line the status stream shows ("scene 3 of 6 · generating keyframe").
   */
  | { type: 'PlanNodeStarted'; data: { nodeId: string; callId: string; line: string; at: string } }
  /**
   * A revision changed `changed` nodes (a new character design): they and every node depending
   * on them start over; their old results stay in the log, no longer linked. Others are reused.
   */
  | { type: 'PlanNodesInvalidated'; data: { changed: string[]; nodeIds: string[]; at: string } };

export const DAG_EVENT_TYPES = ['PlanNodeStarted', 'PlanNodesInvalidated'] as const satisfies ReadonlyArray<
  DagEvent['type']
>;
