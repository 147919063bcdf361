import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

/** A Node.js child process with its output collected as it arrives. */
export interface NodeProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Settles once the process ended and its output streams closed. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node <args>` in `cwd` with only PATH and HOME from this process plus `env`, so
 * nothing of the test run (DATABASE_URL, armed failpoints) leaks into the child.
 */
export function spawnNode(args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): NodeProcess {
  const child = spawn(process.execPath, [...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = once(child, 'close').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  return { child, stdout: () => out, stderr: () => err, exited };
}
