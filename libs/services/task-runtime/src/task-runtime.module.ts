import { Module } from '@nestjs/common';
import { hostedService } from '@lomo/observability';

/**
 * The task-runtime service. The same module runs inside `apps/platform` (embedded) and
 * `apps/task-runtime` (distributed); its capabilities arrive as vertical slices in this folder.
 */
@Module({
  providers: [
    hostedService({
      name: 'task-runtime',
      purpose: 'Runs tasks durably: inbox, turns and steps, tool journal, leases and fencing.',
      ownsStreams: ['task'],
    }),
  ],
})
export class TaskRuntimeModule {}
