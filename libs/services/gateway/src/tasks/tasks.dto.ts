import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { AuthQuery } from '../http/auth-query';

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
  @ApiProperty({ format: 'uuid' }) @IsUUID() taskId!: string;
}

export class CheckpointParams extends TaskIdParam {
  @ApiProperty() @IsString() @Length(1, 200) cardId!: string;
}

export class ListTasksQuery extends AuthQuery {
  @ApiPropertyOptional({ enum: TASK_STATUSES })
  @IsOptional()
  @IsIn(TASK_STATUSES)
  status?: (typeof TASK_STATUSES)[number];
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

export class TaskEventsQuery extends AuthQuery {
  @ApiPropertyOptional({ minimum: 0, description: 'First stream revision to return' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  fromRevision?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  limit?: number;
}

export class PostTaskMessageDto {
  @ApiProperty({ minLength: 1, maxLength: 20000 }) @IsString() @Length(1, 20_000) text!: string;
}

export class AnswerCheckpointDto {
  @ApiProperty({ enum: ['confirm', 'adjust', 'pick', 'reject'] })
  @IsIn(['confirm', 'adjust', 'pick', 'reject'])
  action!: 'confirm' | 'adjust' | 'pick' | 'reject';
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 200) candidateId?: string;
  @ApiPropertyOptional({ maxLength: 5000 }) @IsOptional() @IsString() @Length(1, 5000) comment?: string;
}

export class StopTaskDto {
  @ApiPropertyOptional({ maxLength: 500 }) @IsOptional() @IsString() @Length(1, 500) reason?: string;
}

export class AcceptedDto {
  @ApiProperty({ example: true }) accepted!: boolean;
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
}

class CandidateDto {
  @ApiProperty() candidateId!: string;
  @ApiProperty() label!: string;
  @ApiPropertyOptional() artifactId?: string;
}

class CheckpointCardDto {
  @ApiProperty() cardId!: string;
  @ApiProperty() proposal!: string;
  @ApiProperty({ type: [CandidateDto] }) candidates!: CandidateDto[];
  @ApiProperty({ type: [String], enum: ['confirm', 'adjust', 'pick', 'reject'] }) actions!: string[];
  @ApiProperty({ enum: ['model', 'fallback', 'tool_permission'] }) origin!: string;
  @ApiProperty({ enum: ['open', 'answered'] }) state!: string;
}

class ArtifactRefDto {
  @ApiProperty() objectId!: string;
  @ApiPropertyOptional() jobId?: string;
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
}

export class TaskEventDto {
  @ApiProperty() position!: string;
  @ApiProperty() revision!: number;
  @ApiProperty() type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) data!: unknown;
  @ApiPropertyOptional() occurredAt?: string;
  @ApiPropertyOptional() actor?: string;
}
