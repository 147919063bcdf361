import { MoneyDto } from '../billing/billing.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AuthQuery } from '../http/auth-query';
import { EnumField, QueryInt, StringField, UuidField } from '../http/fields';

export const TASK_STATUSES = [
  'idle',
  'running',
  'rescheduling',
  'waiting_external',
  'awaiting_approval',
  'paused',
  'terminated',
] as const;

export class TaskIdParam {
  @UuidField() taskId!: string;
}

export class CheckpointParams extends TaskIdParam {
  @StringField({ minLength: 1, maxLength: 200 }) cardId!: string;
}

export const LIST_KINDS = ['persistent', 'lightweight', 'all'] as const;

export class ListTasksQuery extends AuthQuery {
  @EnumField(TASK_STATUSES, { optional: true }) status?: (typeof TASK_STATUSES)[number];
  /** Lightweight tasks are not in the default list. */
  @EnumField(LIST_KINDS, { optional: true, description: 'persistent (default), lightweight or all' })
  kind?: (typeof LIST_KINDS)[number];
  @QueryInt({ minimum: 1, maximum: 200, default: 50 }) limit?: number;
}

export class TaskEventsQuery extends AuthQuery {
  @QueryInt({ minimum: 0, description: 'First stream revision to return' }) fromRevision?: number;
  @QueryInt({ minimum: 1, maximum: 1000, default: 200 }) limit?: number;
}

export class PostTaskMessageDto {
  @StringField({ minLength: 1, maxLength: 20_000 }) text!: string;
}

export const ANSWER_ACTIONS = ['confirm', 'adjust', 'pick', 'reject'] as const;

export class AnswerCheckpointDto {
  @EnumField(ANSWER_ACTIONS) action!: (typeof ANSWER_ACTIONS)[number];
  @StringField({ minLength: 1, maxLength: 200, optional: true }) candidateId?: string;
  @StringField({ minLength: 1, maxLength: 5000, optional: true }) comment?: string;
}

export class StopTaskDto {
  @StringField({
    minLength: 1,
    maxLength: 500,
    optional: true,
    description: 'Why; absent = "stopped by the user". null is refused.',
  })
  reason?: string;
}

export class AcceptedDto {
  @ApiProperty({ example: true }) accepted!: boolean;
}

/** What a control action did: `changed` false = nothing to do (e.g. resume of a task not paused). */
export class ControlResultDto extends AcceptedDto {
  @ApiProperty({ description: 'Whether the action changed the task' }) changed!: boolean;
  @ApiProperty({ enum: TASK_STATUSES, description: 'The status the task is in now' })
  status!: (typeof TASK_STATUSES)[number];
}

export class DeliveredDto {
  @ApiProperty() taskId!: string;
  @ApiProperty() messageId!: string;
  @ApiProperty({ enum: ['pending'], description: 'received, not yet read by the task (R-3.4)' }) state!: 'pending';
}

class InboxMessageDto {
  @ApiProperty() messageId!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ enum: ['pending', 'consumed', 'withdrawn'] }) state!: string;
  @ApiPropertyOptional() consumedInTurn?: number;
}

class ResultRefDto {
  @ApiProperty({ enum: ['artifact', 'job'] }) kind!: string;
  @ApiProperty() id!: string;
}

class ChecklistItemDto {
  @ApiProperty() itemId!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: ['open', 'in_progress', 'done', 'dropped'] }) status!: string;
  @ApiProperty() needsApproval!: boolean;
  @ApiPropertyOptional() evidence?: string;
  @ApiProperty({ type: [ResultRefDto] }) results!: ResultRefDto[];
  @ApiPropertyOptional({ type: [String], description: 'DAG node: the nodes it needs (R-11.3)' }) dependsOn?: string[];
  @ApiPropertyOptional({ description: 'DAG node: the tool the runtime runs' }) tool?: string;
  @ApiPropertyOptional({ description: 'DAG node: its group, e.g. "scene 3"' }) group?: string;
  @ApiPropertyOptional({ description: 'while the node runs: "scene 3 of 6 · generating keyframe"' }) progress?: string;
}

class CandidateDto {
  @ApiProperty() candidateId!: string;
  @ApiProperty() label!: string;
  @ApiPropertyOptional() artifactId?: string;
}

class CostAmountDto {
  @ApiProperty() amountMinor!: number;
  @ApiProperty() currency!: string;
}

/** A cost card's quote: minor units of the currency. */
class CostQuoteDto {
  @ApiProperty({ enum: ['per_operation', 'daily', 'open_api'] }) limit!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({ type: CostAmountDto }) amount!: CostAmountDto;
  @ApiProperty() buys!: string;
  @ApiProperty() leftMinor!: number;
  @ApiProperty() leftTodayMinor!: number;
}

class CheckpointCardDto {
  @ApiProperty() cardId!: string;
  @ApiProperty() proposal!: string;
  @ApiProperty({ type: [CandidateDto] }) candidates!: CandidateDto[];
  @ApiProperty({ type: [String], enum: ['confirm', 'adjust', 'pick', 'reject'] }) actions!: string[];
  @ApiProperty({ enum: ['model', 'fallback', 'tool_permission', 'cost'] }) origin!: string;
  @ApiProperty({ enum: ['open', 'answered'] }) state!: string;
  @ApiPropertyOptional({ type: CostQuoteDto }) cost?: CostQuoteDto;
}

class ArtifactRefDto {
  @ApiProperty() objectId!: string;
  @ApiPropertyOptional() jobId?: string;
}

export class SubagentDto {
  @ApiProperty() taskId!: string;
  @ApiProperty({ enum: ['running', 'finished', 'stopped', 'failed'] }) state!: string;
}

export class TaskCardDto {
  @ApiProperty() taskId!: string;
  @ApiProperty() workspaceId!: string;
  @ApiProperty({ enum: ['lightweight', 'persistent'] }) kind!: string;
  @ApiProperty() brief!: string;
  @ApiProperty({ enum: TASK_STATUSES }) status!: string;
  @ApiPropertyOptional() stopReason?: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty() turns!: number;
  @ApiPropertyOptional() lastOutput?: string;
  @ApiPropertyOptional({ example: 'scene 3 of 6 · generating image · 40%' }) progress?: string;
  @ApiProperty({ type: [InboxMessageDto] }) inbox!: InboxMessageDto[];
  @ApiProperty({ type: [ChecklistItemDto] }) checklist!: ChecklistItemDto[];
  @ApiProperty({ type: [CheckpointCardDto] }) checkpoints!: CheckpointCardDto[];
  @ApiProperty({ type: [ArtifactRefDto] }) artifacts!: ArtifactRefDto[];
  @ApiProperty() position!: string;
  @ApiPropertyOptional({ description: 'Set on a sub-agent: the task that spawned it (R-10.9)' }) parentTaskId?: string;
  @ApiPropertyOptional({ type: [SubagentDto], description: 'The sub-agents this task spawned, in spawn order' })
  children?: SubagentDto[];
  @ApiPropertyOptional({ description: 'The desired outcome the task is graded against before it may finish (R-10.11)' })
  rubric?: string;
  @ApiPropertyOptional({
    format: 'date-time',
    description:
      "Set when the workspace's retention deleted the task's content (scope content, ADR 0057): the card is a skeleton — id, kind, dates, status, turns, cost — with no words, artifacts or events",
  })
  contentDeletedAt?: string;
  @ApiPropertyOptional({ type: [MoneyDto], description: "On a skeleton: what the task's jobs cost, per currency" })
  cost?: MoneyDto[];
}

export class TaskEventDto {
  @ApiProperty() position!: string;
  @ApiProperty() revision!: number;
  @ApiProperty() type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) data!: unknown;
  @ApiPropertyOptional() occurredAt?: string;
  @ApiPropertyOptional() actor?: string;
}
