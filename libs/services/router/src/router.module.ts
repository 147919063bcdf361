import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { hostedService } from '@lomo/observability';
import { ROUTER_API } from '@lomo/service-api';
import { PostMessageHandler } from './main-thread/post-message.handler';
import { ReadThreadHandler } from './main-thread/read-thread.handler';
import { RouterBusApi } from './main-thread/router-api';

/**
 * The router service. The same module runs inside `apps/platform` (embedded) and
 * `apps/router` (distributed); it provides `ROUTER_API` to the gateway. Global so the
 * gateway module in the same app resolves the token. `ROUTER_API` dispatches through
 * `CommandBus` / `QueryBus` to the handlers in `main-thread/`.
 */
@Global()
@Module({
  imports: [CqrsModule.forRoot()],
  providers: [
    hostedService({
      name: 'router',
      purpose: 'Routes main-thread messages to tasks: deterministic first, semantic when needed.',
      ownsStreams: ['main'],
    }),
    PostMessageHandler,
    ReadThreadHandler,
    RouterBusApi,
    { provide: ROUTER_API, useExisting: RouterBusApi },
  ],
  exports: [ROUTER_API],
})
export class RouterModule {}
