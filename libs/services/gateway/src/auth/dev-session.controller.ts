import { Controller, Get, Inject, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../gateway.settings';
import { refuse } from '../http/problem';
import { DevKey } from './dev-key';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The console's login in embedded mode: hands the local key (workspace `local`, user
 * `local`) to a browser on the same machine. Off unless `devLogin` (see GatewaySettings).
 */
@ApiExcludeController()
@Controller('v1/dev')
export class DevSessionController {
  constructor(
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
    private readonly devKey: DevKey,
  ) {}

  @Get('session')
  session(@Req() req: Request): { key: string; workspaceId: string; userId: string } {
    if (!this.settings.devLogin || !LOOPBACK.test(req.socket.remoteAddress ?? ''))
      throw refuse(404, 'not_found', 'no dev login on this gateway');
    const session = this.devKey.current();
    if (!session) throw refuse(503, 'dev_key_not_ready', 'the local key is being created; retry');
    return session;
  }
}
