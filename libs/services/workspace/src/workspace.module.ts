import { Module } from '@nestjs/common';
import { hostedService } from '@lomo/observability';

/**
 * The workspace service. The same module runs inside `apps/platform` (embedded) and
 * `apps/workspace` (distributed); its capabilities arrive as vertical slices in this folder.
 */
@Module({
  providers: [
    hostedService({
      name: 'workspace',
      purpose: 'Versioned shared objects edited by the user and the agent, with change notices.',
      ownsStreams: ['object'],
    }),
  ],
})
export class WorkspaceModule {}
