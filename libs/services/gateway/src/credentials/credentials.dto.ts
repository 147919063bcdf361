import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, IsUUID, Matches, ValidateIf } from 'class-validator';
import { CREDENTIAL_KINDS, MAX_SECRET_LENGTH } from '@lomo/vault';
import { ObjectRules, requiredWith } from '../http/closed-schemas';
import { EnumField, StringField, UuidField } from '../http/fields';

export const CREDENTIAL_SCOPES = ['workspace', 'user', 'task'] as const;
const PROVIDER_ID = /^[a-z][a-z0-9-]{0,31}$/;

/** A provider key names its provider; a task-scoped credential names its task. */
@ObjectRules({
  allOf: [
    requiredWith('kind', ['provider_key'], CREDENTIAL_KINDS, 'providerId'),
    requiredWith('scope', ['task'], CREDENTIAL_SCOPES, 'taskId'),
  ],
})
export class RegisterCredentialDto {
  @StringField({ minLength: 1, maxLength: 200, description: 'what it is, for people ("fal.ai key of the studio")' })
  name!: string;

  @EnumField(CREDENTIAL_KINDS) kind!: (typeof CREDENTIAL_KINDS)[number];

  @ApiPropertyOptional({
    type: 'string',
    pattern: PROVIDER_ID.source,
    description: 'the generation provider the key authenticates to; required for provider_key',
  })
  @ValidateIf((dto: RegisterCredentialDto) => dto.kind === 'provider_key' || dto.providerId !== undefined)
  @IsString()
  @Matches(PROVIDER_ID)
  providerId?: string;

  @EnumField(CREDENTIAL_SCOPES, {
    optional: true,
    description:
      'who may use it: the workspace (provider keys are used for its requests), the calling user only, or one task. @default workspace',
  })
  scope?: (typeof CREDENTIAL_SCOPES)[number];

  @ApiPropertyOptional({
    type: 'string',
    format: 'uuid',
    description: 'the task of a task-scoped credential; required with scope=task',
  })
  @ValidateIf((dto: RegisterCredentialDto) => dto.scope === 'task' || dto.taskId !== undefined)
  @IsUUID('all')
  taskId?: string;

  @StringField({
    minLength: 1,
    maxLength: MAX_SECRET_LENGTH,
    description: 'write-only: sealed at once, never returned, logged or shown to the agent',
  })
  secret!: string;
}

export class CredentialIdParam {
  @UuidField() credentialId!: string;
}

/** A credential as the API shows it: metadata only, there is no way to read the secret back. */
export class CredentialDto {
  @ApiProperty({ format: 'uuid' }) credentialId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: CREDENTIAL_KINDS }) kind!: string;
  @ApiPropertyOptional() providerId?: string;
  @ApiProperty({ enum: CREDENTIAL_SCOPES }) scope!: string;
  @ApiPropertyOptional({ description: 'scope=user: the user' }) userId?: string;
  @ApiPropertyOptional({ description: 'scope=task: the task' }) taskId?: string;
  @ApiProperty() createdBy!: string;
  @ApiProperty() createdAt!: string;
  @ApiPropertyOptional() revokedAt?: string;
  @ApiPropertyOptional() lastUsedAt?: string;
}
