import type { PlanNodeSpec } from '../dag/dag.types';
import type { ChecklistItemStatus, CheckpointAction, CheckpointCard, ResultRef } from '../task.types';

/** The plan, its results, approval cards and external events (R-5.4, R-6.1, R-6.4, ADR 0009). */
export type AutonomyEvent =
  // `waitKey`: the wait it ends (e.g. `generation:<jobId>`); `wakes`: the wake policy's verdict.
  | {
      type: 'ExternalEventReceived';
      data: {
        source: string;
        eventId: string;
        result: unknown;
        waitKey?: string;
        wakes?: boolean;
        artifactIds?: string[];
        at: string;
      };
    }
  | {
      type: 'ChecklistSet';
      // Items of a DAG plan (`update_plan`) carry their node spec; plain checklists do not.
      data: {
        items: Array<{ itemId: string; title: string; needsApproval: boolean } & PlanNodeSpec>;
        by: string;
        at: string;
      };
    }
  | {
      type: 'ChecklistItemUpdated';
      data: {
        itemId: string;
        status?: ChecklistItemStatus;
        evidence?: string;
        addResults?: ResultRef[];
        by: string;
        at: string;
      };
    }
  | { type: 'CheckpointOpened'; data: { card: CheckpointCard; at: string } }
  | {
      type: 'CheckpointAnswered';
      data: {
        cardId: string;
        action: CheckpointAction;
        candidateId?: string;
        comment?: string;
        by: string;
        at: string;
      };
    };
