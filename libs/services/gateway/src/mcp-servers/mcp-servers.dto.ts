import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min, ValidateBy, ValidateNested } from 'class-validator';
import { ObjectRules } from '../http/closed-schemas';
import { OptionalField, StringField, UuidField } from '../http/fields';

const NAME = /^(?!.*__)[a-z][a-z0-9_]{0,23}$/;
const TRANSPORTS = ['streamable_http'] as const;
/** https, or plain http (the server then also requires a loopback host the operator allows); no user info, no fragment. */
const ISSUER = /^https?:\/\/[^/?#@\s]+(\/[^#\s]*)?$/;
/** The client id travels in a token request's form and Basic header: printable ASCII without space. */
const CLIENT_ID = /^[\x21-\x7e]+$/;

/** OAuth 2.1 client credentials: the client secret is the vault credential `credentialId` names. */
export class McpServerOAuthDto {
  @StringField({
    minLength: 1,
    maxLength: 2000,
    pattern: ISSUER,
    format: 'uri',
    example: 'https://auth.example.com',
    description:
      'the authorization server (its metadata names the token endpoint the client secret goes to): https; plain http only to a loopback host, and only where the operator allows private addresses (MCP_PRIVATE_NETWORKS)',
  })
  issuer!: string;

  @StringField({
    minLength: 1,
    maxLength: 200,
    pattern: CLIENT_ID,
    example: 'lomo-print',
    description: 'the OAuth client id',
  })
  clientId!: string;

  @StringField({
    optional: true,
    minLength: 1,
    maxLength: 500,
    example: 'tools:read tools:call',
    description: 'the scope asked for, space-separated',
  })
  scope?: string;
}

/** With oauth, credentialId names the client secret: required (the server refuses it too). */
@ObjectRules({ anyOf: [{ not: { required: ['oauth'] } }, { required: ['credentialId'] }] })
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
    example: 'https://mcp.example.com/mcp',
    description:
      'the Streamable HTTP endpoint: https, or plain http to localhost only; no user info or fragment in it. Private, loopback and link-local addresses are refused (422 mcp_url_forbidden) unless the operator sets MCP_PRIVATE_NETWORKS=allow',
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
    description:
      'a workspace-scoped credential of /v1/credentials, sent as the bearer token on every request; with oauth, the client secret instead (then required), sent only to the token endpoint',
  })
  credentialId?: string;

  @ApiPropertyOptional({
    type: McpServerOAuthDto,
    description: 'reach the server with OAuth client credentials: an access token from the issuer, never the secret',
  })
  @OptionalField()
  @ValidateNested()
  @Type(() => McpServerOAuthDto)
  @ValidateBy({
    name: 'oauthNeedsCredential',
    validator: {
      validate: (_value, args) => (args?.object as { credentialId?: unknown }).credentialId !== undefined,
      defaultMessage: () => 'oauth requires credentialId: the vault credential holding the client secret',
    },
  })
  oauth?: McpServerOAuthDto;

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

export class McpServerOAuthResponseDto {
  @ApiProperty() issuer!: string;
  @ApiProperty() clientId!: string;
  @ApiPropertyOptional() scope?: string;
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
  @ApiPropertyOptional({ type: McpServerOAuthResponseDto, description: 'OAuth client credentials (never the secret)' })
  oauth?: McpServerOAuthResponseDto;
  @ApiProperty() attachedBy!: string;
  @ApiProperty() attachedAt!: string;
  @ApiProperty({ type: [McpToolDto], description: 'as listed by the server when it was attached' })
  tools!: McpToolDto[];
}
