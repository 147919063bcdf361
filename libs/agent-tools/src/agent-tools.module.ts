import { Global, Module } from '@nestjs/common';
import { ToolRegistry } from './tool-registry';

/**
 * One tool registry per process. Service modules register the tools they own (workspace
 * objects, generation jobs, …) when they start; the task runtime offers the registry's tools
 * to the model. Services never import each other, only this shared contract.
 */
@Global()
@Module({ providers: [{ provide: ToolRegistry, useFactory: () => new ToolRegistry() }], exports: [ToolRegistry] })
export class AgentToolsModule {}
