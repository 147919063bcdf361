import { Global, Module } from '@nestjs/common';
import { hostedService } from '@lomo/observability';
import { ROUTER_API } from '@lomo/service-api';
import { MainThreadService } from './main-thread/main-thread.service';

/**
 * The router service. The same module runs inside `apps/platform` (embedded) and
 * `apps/router` (distributed); it provides `ROUTER_API` to the gateway. Global so the
 * gateway module in the same app resolves the token.
 */
@Global()
@Module({
  providers: [
    hostedService({
      name: 'router',
      purpose: 'Routes main-thread messages to tasks: deterministic first, semantic when needed.',
      ownsStreams: ['main'],
    }),
    MainThreadService,
    { provide: ROUTER_API, useExisting: MainThreadService },
  ],
  exports: [ROUTER_API],
})
export class RouterModule {}
