import { resolve } from 'node:path';
import { spawnNode, type NodeProcess } from '../node-process';

const root = resolve(__dirname, '../../../..');

/** A Lomo app started as a real OS process, the way `npm start` and Kubernetes start it. */
export type AppProcess = NodeProcess;

/**
 * Starts `apps/<app>/src/main.ts` with only `env` (plus PATH and HOME); see `spawnNode`. A
 * deployment's embedder is the e5-small model by default (ADR 0062); an app a test starts
 * routes and remembers by hashed n-grams, as in-process tests do, unless `env` names one.
 */
export function spawnApp(app: string, env: NodeJS.ProcessEnv): AppProcess {
  return spawnNode(['-r', '@swc-node/register', `apps/${app}/src/main.ts`], {
    cwd: root,
    env: { EMBEDDER: 'hashed', ...env },
  });
}

/**
 * Resolves with the URL the app printed, or rejects with its output if it exits first. A boot
 * compiles TypeScript on the fly: seconds alone, but CI runs other test workers on the same
 * two cores (one boot once took just over 30 s there), hence the generous default.
 */
export async function waitForUrl(app: AppProcess, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/\S+)/.exec(app.stdout());
    if (match) return match[1];
    if (app.child.exitCode !== null || app.child.signalCode !== null)
      throw new Error(`app exited ${app.child.exitCode ?? app.child.signalCode}: ${app.stderr()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no URL within ${timeoutMs} ms; stdout: ${app.stdout()} stderr: ${app.stderr()}`);
}
