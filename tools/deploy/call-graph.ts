import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRPC_PEER_SETTINGS, type GrpcPeerName } from '@lomo/config';
import { root } from './lomo-apps';

/** The application API tokens a service injects, and the app serving each over gRPC. */
const PEER_OF_TOKEN: Record<string, GrpcPeerName> = {
  TASK_RUNTIME_API: 'task-runtime',
  MCP_SERVERS_API: 'task-runtime',
  WORKSPACE_API: 'workspace',
  BILLING_API: 'billing',
  ROUTER_API: 'router',
  MEMORY_API: 'memory',
  GENERATION_API: 'generation-gateway',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && f.name.endsWith('.ts') && !/\.(spec|int-spec|e2e-spec)\.ts$/.test(f.name))
    .map((f) => join(f.parentPath, f.name));
}

/**
 * The peers an app calls over gRPC, read from the code: the API tokens its service module and
 * its app inject (`libs/services/<app>`, `apps/<app>`), and the peers whose tools it registers
 * (`remoteTools` in its app.ts). Its own API is bound in-process, never called.
 */
export function calledPeers(app: string): GrpcPeerName[] {
  const text = [join(root, 'libs/services', app, 'src'), join(root, 'apps', app, 'src')]
    .flatMap(sources)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const tokens = [...text.matchAll(/\b([A-Z_]+_API)\b/g)].map((m) => PEER_OF_TOKEN[m[1]]).filter(Boolean);
  const tools = /remoteTools: \[([^\]]*)\]/.exec(readFileSync(join(root, 'apps', app, 'src/app.ts'), 'utf8'));
  const remote = [...(tools?.[1].matchAll(/'([\w-]+)'/g) ?? [])].map((m) => m[1] as GrpcPeerName);
  return [...new Set([...tokens, ...remote])].filter((peer) => peer !== app && peer in GRPC_PEER_SETTINGS).sort();
}
