import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import { AuthQuery } from '../http/auth-query';
import { ObjectRules } from '../http/closed-schemas';
import { EnumField, OptionalField, QueryInt, StringField, UuidField } from '../http/fields';

/** Versions fit the If-Match header's 9 digits. */
const MAX_VERSION = 999_999_999;

const KINDS = ['image', 'video', 'model3d', 'audio', 'document', 'material_set', 'flow'] as const;

/** Object ids as the workspace service accepts them (its input schema `id`). */
export const OBJECT_ID = { minLength: 1, maxLength: 128, pattern: /^[A-Za-z0-9_.:-]+$/ } as const;

export class ObjectIdParam {
  @StringField(OBJECT_ID) objectId!: string;
}

export class CreateDocumentDto {
  @StringField({ minLength: 1, maxLength: 200 }) name!: string;
  @StringField({ minLength: 0, maxLength: 60_000 }) text!: string;
  @UuidField({ optional: true, description: 'Link the new document to this task (422 unknown_link_task if none)' })
  linkTaskId?: string;
}

export class ListObjectsQuery extends AuthQuery {
  @EnumField(KINDS, { optional: true }) kind?: (typeof KINDS)[number];
  @UuidField({ optional: true }) taskId?: string;
  @StringField({ minLength: 1, maxLength: 128, optional: true, description: 'nextAfter of the previous page' })
  after?: string;
  @QueryInt({ minimum: 1, maximum: 200 }) limit?: number;
}

export class VersionQuery extends AuthQuery {
  @QueryInt({ minimum: 1, maximum: MAX_VERSION }) version?: number;
}

export class ContentQuery extends VersionQuery {
  @QueryInt({ minimum: 0, maximum: 10_000_000 }) offset?: number;
  @QueryInt({ minimum: 1, maximum: 100_000 }) limit?: number;
}

export class VersionsQuery extends AuthQuery {
  @QueryInt({ minimum: 0, maximum: MAX_VERSION }) afterVersion?: number;
  @QueryInt({ minimum: 1, maximum: 500 }) limit?: number;
}

export class FragmentEditDto {
  @StringField({ minLength: 1, maxLength: 60_000, description: 'Must occur exactly once in the version edited' })
  oldText!: string;
  @StringField({ minLength: 0, maxLength: 60_000 }) newText!: string;
}

/** Either the whole new text or exact fragment edits; `If-Match: "<version>"` names the base version. */
@ObjectRules({ oneOf: [{ required: ['text'] }, { required: ['edits'] }] })
export class UpdateDocumentDto {
  @StringField({ minLength: 0, maxLength: 60_000, optional: true, description: 'Replace the whole text' })
  text?: string;
  @ApiPropertyOptional({ type: [FragmentEditDto], minItems: 1, maxItems: 100 })
  @OptionalField()
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
