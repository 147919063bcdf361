import { BaseAppConfig } from '@lomo/config';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { withWorkspaceConfig, WorkspaceModule } from '@lomo/services/workspace';

/** Settings of the standalone workspace process (distributed mode): blob dir and size limits included. */
export class WorkspaceConfig extends withWorkspaceConfig(BaseAppConfig) {
  override PORT = 3005;
}

export const workspaceApp: LomoAppDefinition<WorkspaceConfig> = {
  name: 'workspace',
  config: WorkspaceConfig,
  services: () => [WorkspaceModule],
};
