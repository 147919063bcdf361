import { Module } from '@nestjs/common';
import { hostedService } from '@lomo/observability';

/**
 * The memory service. The same module runs inside `apps/platform` (embedded) and
 * `apps/memory` (distributed); its capabilities arrive as vertical slices in this folder.
 */
@Module({
  providers: [
    hostedService({
      name: 'memory',
      purpose: 'Long-term memory with provenance, episodic summaries, the user profile and forgetting.',
      ownsStreams: ['memory'],
    }),
  ],
})
export class MemoryModule {}
