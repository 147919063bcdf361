import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lomo-apps';

const tools = join(root, 'tmp/deploy-tools');

/** Installs kustomize and builds k8s-validate when missing (minutes the first time). */
export function ensureDeployTools(): void {
  execFileSync('bash', [join(__dirname, 'ensure-tools.sh')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** `kustomize build <dir>` with the pinned kustomize; a kustomize error throws. */
export function kustomizeBuild(dir: string): string {
  return execFileSync(join(tools, 'kustomize'), ['build', join(root, dir)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Strict decode of rendered YAML into k8s.io/api types (tools/deploy/k8s-validate). */
export function strictDecode(yaml: string): { ok: boolean; report: string } {
  const run = spawnSync(join(tools, 'k8s-validate'), { input: yaml, encoding: 'utf8' });
  if (run.error) throw run.error;
  const failures = run.stdout.split('\n').filter((line) => line.startsWith('error'));
  return { ok: run.status === 0, report: [...failures, run.stderr].filter(Boolean).join('\n') };
}
