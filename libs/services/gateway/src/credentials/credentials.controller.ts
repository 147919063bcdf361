import { Body, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { ApiCaller } from '@lomo/service-api';
import { type CredentialMetadata, type CredentialScope, Vault } from '@lomo/vault';
import { Caller, RequireScope } from '../auth/api-key.guard';
import { ApiProblems, POST_BODY } from '../http/api-problems';
import { GatewayController } from '../http/gateway-controller';
import { refuse } from '../http/problem';
import { IdempotencyKeyHeader, WriteOnlyFields } from '../http/idempotency';
import { CredentialDto, CredentialIdParam, RegisterCredentialDto } from './credentials.dto';

const scopeOf = (caller: ApiCaller, body: RegisterCredentialDto): CredentialScope =>
  body.scope === 'user'
    ? { kind: 'user', userId: caller.userId }
    : body.scope === 'task'
      ? { kind: 'task', taskId: body.taskId! }
      : { kind: 'workspace' };

const toDto = ({ workspaceId: _workspace, scope, ...credential }: CredentialMetadata): CredentialDto => ({
  ...credential,
  scope: scope.kind,
  ...(scope.kind === 'user' ? { userId: scope.userId } : {}),
  ...(scope.kind === 'task' ? { taskId: scope.taskId } : {}),
});

/**
 * The credential vault: register a provider key, MCP token or webhook secret once
 * and refer to it by id. No route returns a secret; the agent and the model never see one.
 */
@GatewayController('credentials', 'credentials')
export class CredentialsController {
  constructor(private readonly vault: Vault) {}

  @Post()
  @ApiProblems(...POST_BODY)
  @HttpCode(201)
  @RequireScope('write')
  @IdempotencyKeyHeader()
  @WriteOnlyFields('secret')
  @ApiOperation({ summary: 'Register a credential: sealed at once; answers its id and metadata, never the secret' })
  @ApiCreatedResponse({ type: CredentialDto })
  async register(@Caller() caller: ApiCaller, @Body() body: RegisterCredentialDto): Promise<CredentialDto> {
    const { name, kind, providerId, secret } = body;
    return toDto(await this.vault.register(caller, { name, kind, providerId, scope: scopeOf(caller, body), secret }));
  }

  @Get()
  @ApiOperation({ summary: "The workspace's credentials (metadata only), oldest first, revoked ones included" })
  @ApiOkResponse({ type: [CredentialDto] })
  async list(@Caller() caller: ApiCaller): Promise<CredentialDto[]> {
    return (await this.vault.list(caller.workspaceId)).map(toDto);
  }

  /** A revoked credential is gone (410), as a DELETE promises; its metadata stays in the list for audit. */
  @Get(':credentialId')
  @ApiProblems(404, 410)
  @ApiOperation({ summary: 'One credential (metadata only); 410 credential_revoked once revoked' })
  @ApiOkResponse({ type: CredentialDto })
  async get(@Caller() caller: ApiCaller, @Param() p: CredentialIdParam): Promise<CredentialDto> {
    const credential = await this.vault.get(caller.workspaceId, p.credentialId);
    if (credential.revokedAt)
      throw refuse(410, 'credential_revoked', `credential ${credential.credentialId} was revoked`, {
        revokedAt: credential.revokedAt,
      });
    return toDto(credential);
  }

  @Delete(':credentialId')
  @ApiProblems(404)
  @HttpCode(200)
  @RequireScope('write')
  @ApiOperation({ summary: 'Revoke a credential: its ciphertext is deleted; revoking again answers the same' })
  @ApiOkResponse({ type: CredentialDto })
  async revoke(@Caller() caller: ApiCaller, @Param() p: CredentialIdParam): Promise<CredentialDto> {
    return toDto(await this.vault.revoke(caller, p.credentialId));
  }
}
