import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals } from 'class-validator';
import { AuthQuery } from '../http/auth-query';
import { EnumField, QueryInt, StringField, UuidField } from '../http/fields';

const SCOPES = ['user', 'workspace', 'task'] as const;

export class MemoryIdParam {
  @UuidField() memoryId!: string;
}

export class ListMemoriesQuery extends AuthQuery {
  @EnumField(SCOPES, { optional: true }) scope?: (typeof SCOPES)[number];
  @UuidField({ optional: true, description: 'Only the memories of this task (task scope)' }) taskId?: string;
  @QueryInt({ minimum: 1, maximum: 200, default: 100 }) limit?: number;
}

export class ListEpisodesQuery extends AuthQuery {
  @UuidField({ optional: true, description: 'Only the episode of this task' }) taskId?: string;
  @QueryInt({ minimum: 1, maximum: 200, default: 50 }) limit?: number;
}

export class CorrectMemoryDto {
  @StringField({ minLength: 1, maxLength: 1000, description: 'What is true instead; becomes a new version (REFINE)' })
  content!: string;
}

export class ForgetMemoryDto {
  @ApiProperty({ enum: [true], description: 'Forgetting is irreversible (R-6.7): the request must say so' })
  @Equals(true)
  confirm!: true;
  @StringField({ minLength: 1, maxLength: 500, optional: true }) reason?: string;
}

class EvidenceSourceDto {
  @ApiProperty({ enum: ['message', 'correction', 'tool'] }) type!: string;
  @ApiPropertyOptional({ description: 'message: the stream holding the raw message' }) streamId?: string;
  @ApiPropertyOptional({ description: 'message: its revision in that stream' }) revision?: number;
  @ApiPropertyOptional() messageId?: string;
  @ApiPropertyOptional() taskId?: string;
  @ApiPropertyOptional() requestId?: string;
  @ApiPropertyOptional() toolCallId?: string;
}

class EpisodeEvidenceDto {
  @ApiProperty() evidenceId!: string;
  @ApiProperty({ type: EvidenceSourceDto }) source!: EvidenceSourceDto;
  @ApiProperty() excerpt!: string;
  @ApiProperty() at!: string;
}

class EpisodeLineDto {
  @ApiProperty({ description: 'What the stretch of work established: "stated colour: …", "refined …", "confirmed …"' })
  text!: string;
  @ApiProperty({ type: [EpisodeEvidenceDto], description: 'The evidence the line rests on' })
  evidence!: EpisodeEvidenceDto[];
}

/** An episodic summary: what Lomo remembers of one task's stretch of work, with its evidence. */
export class EpisodeDto {
  @ApiProperty({ format: 'uuid' }) taskId!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ description: 'When the first evidence of the episode was taken' }) from!: string;
  @ApiProperty({ description: 'When the last evidence of the episode was taken' }) until!: string;
  @ApiProperty({ type: [EpisodeLineDto] }) lines!: EpisodeLineDto[];
}

class EvidenceDto {
  @ApiProperty() evidenceId!: string;
  @ApiProperty({ type: EvidenceSourceDto }) source!: EvidenceSourceDto;
  @ApiProperty() excerpt!: string;
  @ApiProperty({ enum: ['ORIGIN', 'REFINE', 'CONFIRM'] }) link!: string;
  @ApiProperty() version!: number;
  @ApiProperty() at!: string;
}

class MemoryVersionDto {
  @ApiProperty() version!: number;
  @ApiProperty({ enum: ['ORIGIN', 'REFINE'] }) link!: string;
  @ApiProperty({ enum: ['current', 'superseded', 'purged'] }) state!: string;
  @ApiPropertyOptional({ description: 'absent once purged' }) content?: string;
  @ApiPropertyOptional() validFrom?: string;
  @ApiPropertyOptional() validUntil?: string;
  @ApiProperty() at!: string;
}

class MemoryConflictDto {
  @ApiProperty({ format: 'uuid', description: 'The other memory' }) memoryId!: string;
  @ApiProperty() reason!: string;
}

/** A memory with its provenance. */
export class MemoryDto {
  @ApiProperty({ format: 'uuid' }) memoryId!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() content!: string;
  @ApiProperty({ enum: ['user_stated', 'model_inferred'] }) origin!: string;
  @ApiProperty({ enum: SCOPES }) scope!: string;
  @ApiPropertyOptional() taskId?: string;
  @ApiProperty({ minimum: 0, maximum: 1 }) confidence!: number;
  @ApiProperty() version!: number;
  @ApiPropertyOptional() validFrom?: string;
  @ApiPropertyOptional() validUntil?: string;
  @ApiProperty() updatedAt!: string;
  @ApiProperty({ type: [MemoryVersionDto] }) versions!: MemoryVersionDto[];
  @ApiProperty({ type: [EvidenceDto] }) evidence!: EvidenceDto[];
  @ApiProperty({
    type: [MemoryConflictDto],
    description:
      'Memories the curator flagged as saying otherwise on the same subject (R-10.10); correct or forget one to settle it',
  })
  conflicts!: MemoryConflictDto[];
  @ApiPropertyOptional({ description: 'A workspace memory a teammate stated (every member sees those): their user id' })
  sharedBy?: string;
}

export class ForgetResultDto {
  @ApiProperty({ type: [String], description: 'Evidence revoked' }) evidenceIds!: string[];
  @ApiProperty({ type: [String], description: 'Memories left with no content' }) removedMemoryIds!: string[];
  @ApiProperty({ description: 'The profile version after the forget' }) profileVersion!: number;
}

class ProfileEntryDto {
  @ApiProperty({ format: 'uuid' }) memoryId!: string;
  @ApiProperty() version!: number;
  @ApiProperty() subject!: string;
  @ApiProperty() content!: string;
}

/** The small, conservative profile: long-term user-stated memories only. */
export class ProfileDto {
  @ApiProperty() version!: number;
  @ApiProperty({ type: [ProfileEntryDto] }) entries!: ProfileEntryDto[];
}
