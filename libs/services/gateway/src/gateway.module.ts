import { Module } from '@nestjs/common';
import { hostedService } from '@lomo/observability';

/**
 * The gateway service. The same module runs inside `apps/platform` (embedded) and
 * `apps/gateway` (distributed); its capabilities arrive as vertical slices in this folder.
 */
@Module({
  providers: [
    hostedService({
      name: 'gateway',
      purpose: 'The single entry point for clients: REST/SSE API, API keys, rate limits, status fan-out.',
      ownsStreams: [],
    }),
  ],
})
export class GatewayModule {}
