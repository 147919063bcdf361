import type { NodeRetryPolicy } from '../dag/node-retry';
import type { CheckpointAction } from '../task.types';

/** The user's answer to a card and results from outside. */
export type AutonomyCommand =
  | {
      type: 'AnswerCheckpoint';
      cardId: string;
      action: CheckpointAction;
      candidateId?: string;
      comment?: string;
      by: string;
      messageId?: string;
      at: string;
    }
  /** A generation completed, an approval arrived, an external trigger fired. */
  | {
      type: 'ReceiveExternalEvent';
      source: string;
      eventId: string;
      result: unknown;
      waitKey?: string;
      artifactIds?: string[];
      /** How a plan node whose job failed for a passing reason is retried (ADR 0024). @default DEFAULT_NODE_RETRY */
      nodeRetries?: NodeRetryPolicy;
      at: string;
    };

export const AUTONOMY_COMMANDS = ['AnswerCheckpoint', 'ReceiveExternalEvent'] as const satisfies ReadonlyArray<
  AutonomyCommand['type']
>;
