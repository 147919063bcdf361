import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { AuthQuery } from '../http/auth-query';

const KINDS = ['image', 'video', 'model3d', 'audio', 'document', 'material_set', 'flow'] as const;

export class ObjectIdParam {
  @ApiProperty() @IsString() @Length(1, 200) objectId!: string;
}

export class CreateDocumentDto {
  @ApiProperty({ maxLength: 200 }) @IsString() @Length(1, 200) name!: string;
  @ApiProperty({ maxLength: 60000 }) @IsString() @Length(0, 60_000) text!: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'Link the new document to this task' })
  @IsOptional()
  @IsUUID()
  linkTaskId?: string;
}

export class ListObjectsQuery extends AuthQuery {
  @ApiPropertyOptional({ enum: KINDS }) @IsOptional() @IsIn(KINDS) kind?: (typeof KINDS)[number];
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() taskId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 200) after?: string;
  @ApiPropertyOptional({ minimum: 1, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

export class VersionQuery extends AuthQuery {
  @ApiPropertyOptional({ minimum: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) version?: number;
}

export class ContentQuery extends VersionQuery {
  @ApiPropertyOptional({ minimum: 0 }) @IsOptional() @Type(() => Number) @IsInt() @Min(0) offset?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 100000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  limit?: number;
}

export class VersionsQuery extends AuthQuery {
  @ApiPropertyOptional({ minimum: 0 }) @IsOptional() @Type(() => Number) @IsInt() @Min(0) afterVersion?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 500 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;
}

export class FragmentEditDto {
  @ApiProperty({ description: 'Must occur exactly once in the version edited' })
  @IsString()
  @Length(1, 60_000)
  oldText!: string;
  @ApiProperty() @IsString() @Length(0, 60_000) newText!: string;
}

/** Either the whole new text or exact fragment edits; `If-Match: "<version>"` names the base version. */
export class UpdateDocumentDto {
  @ApiPropertyOptional({ description: 'Replace the whole text' })
  @IsOptional()
  @IsString()
  @Length(0, 60_000)
  text?: string;
  @ApiPropertyOptional({ type: [FragmentEditDto] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => FragmentEditDto)
  edits?: FragmentEditDto[];
}

export class CreatedObjectDto {
  @ApiProperty() objectId!: string;
  @ApiProperty() version!: number;
}

export class VersionSummaryDto {
  @ApiProperty() version!: number;
  @ApiProperty() baseVersion!: number;
  @ApiProperty({ type: 'object', additionalProperties: true }) author!: Record<string, unknown>;
  @ApiProperty() at!: string;
  @ApiProperty() summary!: string;
  @ApiProperty({ type: [String] }) parts!: string[];
  @ApiProperty() sizeBytes!: number;
  @ApiProperty() sha256!: string;
}

export class WriteResultDto {
  @ApiProperty() objectId!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ type: [VersionSummaryDto] }) changedSince!: VersionSummaryDto[];
}

export class ObjectViewDto {
  @ApiProperty() objectId!: string;
  @ApiProperty() workspaceId!: string;
  @ApiProperty({ enum: KINDS }) kind!: string;
  @ApiProperty() name!: string;
  @ApiProperty() version!: number;
  @ApiProperty() latestVersion!: number;
  @ApiProperty() mediaType!: string;
  @ApiProperty() sizeBytes!: number;
  @ApiProperty() sha256!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiProperty({ type: [String] }) linkedTaskIds!: string[];
  @ApiProperty() summary!: string;
}

export class ObjectListDto {
  @ApiProperty({ type: [ObjectViewDto] }) objects!: ObjectViewDto[];
  @ApiPropertyOptional() nextAfter?: string;
}
