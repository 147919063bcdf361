import { BaseAppConfig } from '@lomo/config';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { WorkspaceModule } from '@lomo/services/workspace';

/** Settings of the standalone workspace process (distributed mode). */
export class WorkspaceConfig extends BaseAppConfig {
  override PORT = 3005;
}

export const workspaceApp: LomoAppDefinition<WorkspaceConfig> = {
  name: 'workspace',
  config: WorkspaceConfig,
  services: () => [WorkspaceModule],
};
