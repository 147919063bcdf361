import { BaseAppConfig, withGrpcConfig } from '@lomo/config';
import { grpcModule, type LomoAppDefinition } from '@lomo/bootstrap';
import { withWorkspaceConfig, WorkspaceModule } from '@lomo/services/workspace';
import { withVaultConfig } from '@lomo/vault';

/** Settings of the standalone workspace process (distributed mode): blob dir and size limits included. */
export class WorkspaceConfig extends withGrpcConfig(withWorkspaceConfig(withVaultConfig(BaseAppConfig))) {
  override PORT = 3005;
}

export const workspaceApp: LomoAppDefinition<WorkspaceConfig> = {
  name: 'workspace',
  config: WorkspaceConfig,
  /** Serves WorkspaceApi and the workspace tools over gRPC (GRPC_PORT). */
  services: (config) => [WorkspaceModule, grpcModule(config, { serve: ['workspace'], hostTools: true })],
};
