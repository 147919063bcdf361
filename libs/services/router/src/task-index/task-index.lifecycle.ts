import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { TaskIndexProcessor } from './task-index.processor';

/** Runs the task-index processor with the app: started at bootstrap, stopped (lease released) at shutdown. */
export class TaskIndexLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly processor: TaskIndexProcessor) {}

  onApplicationBootstrap(): Promise<void> {
    return this.processor.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.processor.stop();
  }
}
