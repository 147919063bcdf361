import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { OptionalField, StringField, UuidField } from '../http/fields';

const NAME = /^(?!.*__)[a-z][a-z0-9_]{0,23}$/;
const TRANSPORTS = ['streamable_http'] as const;

export class AttachMcpServerDto {
  @StringField({
    minLength: 1,
    maxLength: 24,
    pattern: NAME,
    example: 'print',
    description: "the server's name in the workspace; its tools are offered as mcp__<name>__<tool>",
  })
  name!: string;

  @StringField({
    minLength: 1,
    maxLength: 2000,
    format: 'uri',
    example: 'http://127.0.0.1:8931/mcp',
    description: 'the Streamable HTTP endpoint: https, or plain http to localhost only; no user info in it',
  })
  url!: string;

  @ApiPropertyOptional({
    enum: [...TRANSPORTS],
    description: 'only Streamable HTTP is attachable through the API; stdio servers are configured by the operator',
  })
  @OptionalField()
  @IsIn(TRANSPORTS, {
    message: 'transport must be streamable_http: stdio servers are configured by the operator (MCP_STDIO_SERVERS)',
  })
  transport?: (typeof TRANSPORTS)[number];

  @UuidField({
    optional: true,
    description: 'a workspace-scoped credential of /v1/credentials, sent as the bearer token on every request',
  })
  credentialId?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 100, maximum: 120_000, description: 'deadline of one call, ms' })
  @OptionalField()
  @IsInt()
  @Min(100)
  @Max(120_000)
  timeoutMs?: number;
}

export class McpServerNameParam {
  @StringField({ minLength: 1, maxLength: 24, pattern: NAME }) name!: string;
}

export class McpToolDto {
  @ApiProperty({ example: 'mcp__print__place_order', description: 'the name the model calls and policies name' })
  name!: string;
  @ApiProperty({ description: "the server's own name of the tool" }) remoteName!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: ['read', 'write', 'paid', 'irreversible'] }) risk!: string;
  @ApiPropertyOptional({ enum: ['always_allow', 'always_ask', 'deny'] }) policy?: string;
}

/** An attached server: never a secret, only the credential's id. */
export class McpServerDto {
  @ApiProperty() name!: string;
  @ApiProperty() url!: string;
  @ApiProperty({
    enum: [...TRANSPORTS, 'stdio'],
    description: 'stdio: declared by the operator (MCP_STDIO_SERVERS), listed here but not detachable',
  })
  transport!: string;
  @ApiPropertyOptional({ format: 'uuid' }) credentialId?: string;
  @ApiProperty() attachedBy!: string;
  @ApiProperty() attachedAt!: string;
  @ApiProperty({ type: [McpToolDto], description: 'as listed by the server when it was attached' })
  tools!: McpToolDto[];
}
