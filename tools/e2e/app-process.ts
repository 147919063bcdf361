import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');

/** A Lomo app started as a real OS process, the way `npm start` and Kubernetes start it. */
export interface AppProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnApp(app: string, env: NodeJS.ProcessEnv): AppProcess {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', `apps/${app}/src/main.ts`], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves with the URL the app printed, or rejects with its output if it exits first. */
export async function waitForUrl(app: AppProcess, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/\S+)/.exec(app.stdout());
    if (match) return match[1];
    if (app.child.exitCode !== null) throw new Error(`app exited ${app.child.exitCode}: ${app.stderr()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no URL within ${timeoutMs} ms; stdout: ${app.stdout()} stderr: ${app.stderr()}`);
}
