import { Module } from '@nestjs/common';
import { hostedService } from '@lomo/observability';

/**
 * The router service. The same module runs inside `apps/platform` (embedded) and
 * `apps/router` (distributed); its capabilities arrive as vertical slices in this folder.
 */
@Module({
  providers: [
    hostedService({
      name: 'router',
      purpose: 'Routes main-thread messages to tasks: deterministic first, semantic when needed.',
      ownsStreams: ['main'],
    }),
  ],
})
export class RouterModule {}
