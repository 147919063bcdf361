import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

/** Arms the child's failpoints (see its header); added only when the child's env names LOMO_FAILPOINTS. */
const failpointsPreload = resolve(__dirname, '../../../tools/testing/failpoints.preload.ts');
/**
 * Starts the child's new PGlite databases from the suite's one initdb copy, as Jest's files do
 * (see its header): a platform process booted on a new data directory otherwise runs initdb,
 * 3–5 s of CPU of its ~12 s boot on a 2-core machine, in each of the suite's many process files.
 */
const pglitePreload = resolve(__dirname, '../../../tools/jest/pglite.js');

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
 * nothing of the test run (DATABASE_URL, armed failpoints) leaks into the child. With
 * `LOMO_FAILPOINTS` in `env`, the harness's preload arms them in the child (after
 * `@swc-node/register`, which compiles it); production code never reads that variable.
 */
export function spawnNode(args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): NodeProcess {
  const argv = ['-r', pglitePreload, ...(options.env?.LOMO_FAILPOINTS ? withFailpoints(args) : args)];
  const child = spawn(process.execPath, argv, {
    cwd: options.cwd,
    // The preload's PGlite for the embedded database's own thread too (pglite-thread.ts).
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOMO_PGLITE_MODULE: pglitePreload, ...options.env },
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

function withFailpoints(args: readonly string[]): string[] {
  const register = args.findIndex((arg, i) => arg === '@swc-node/register' && args[i - 1] === '-r');
  const preload = ['-r', failpointsPreload];
  return register < 0
    ? ['-r', '@swc-node/register', ...preload, ...args]
    : [...args.slice(0, register + 1), ...preload, ...args.slice(register + 1)];
}
