import { Module } from '@nestjs/common';
import { hostedService } from '@lomo/observability';

/**
 * The generation-gateway service. The same module runs inside `apps/platform` (embedded) and
 * `apps/generation-gateway` (distributed); its capabilities arrive as vertical slices in this folder.
 */
@Module({
  providers: [
    hostedService({
      name: 'generation-gateway',
      purpose: 'Submits paid asynchronous generation jobs exactly once and tracks them to settlement.',
      ownsStreams: ['genjob'],
    }),
  ],
})
export class GenerationGatewayModule {}
