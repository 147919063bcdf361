/** Events of the production DAG (R-11.3, ADR 0021); the plan itself is `ChecklistSet` with node specs. */
export type DagEvent =
  /**
   * The runtime started a node: its call is `callId` of the step decided in the same append.
   * `line` is the progress line the status stream shows ("scene 3 of 6 · generating keyframe").
   */
  | {
      type: 'PlanNodeStarted';
      /** `attempt`: 1, or the retry this call is (absent on events recorded before retries existed). */
      data: { nodeId: string; callId: string; line: string; attempt?: number; at: string };
    }
  /**
   * A revision changed `changed` nodes (a new character design): they and every node depending
   * on them start over; their old results stay in the log, no longer linked. Others are reused.
   */
  | { type: 'PlanNodesInvalidated'; data: { changed: string[]; nodeIds: string[]; at: string } }
  /**
   * A node's job failed for a passing reason (ADR 0024): the node is open again for attempt
   * `attempt` (of `attempts`), not before `retryAt`; the failed job is unlinked (the log keeps it).
   */
  | {
      type: 'PlanNodeRetryScheduled';
      data: {
        nodeId: string;
        attempt: number;
        attempts: number;
        failedJobId: string;
        reason: string;
        retryAt: string;
        at: string;
      };
    }
  /** A node failed for good: a final failure or its last attempt; its dependents wait for a revision. */
  | { type: 'PlanNodeFailed'; data: { nodeId: string; jobId: string; reason: string; attempts: number; at: string } };

export const DAG_EVENT_TYPES = [
  'PlanNodeStarted',
  'PlanNodesInvalidated',
  'PlanNodeRetryScheduled',
  'PlanNodeFailed',
] as const satisfies ReadonlyArray<DagEvent['type']>;
