import { resolve } from 'node:path';
import { spawnNode, type NodeProcess } from '@lomo/testing';

const root = resolve(__dirname, '../../../../..');
const launcher = resolve(__dirname, '../lomo.js');

/** The `lomo` CLI started as a real OS process, through the same launcher as the npm bin. */
export type CliProcess = NodeProcess;

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts `lomo <args>` with a clean environment (no DATABASE_URL leaks in from the test run) plus `env`. */
export function spawnCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): CliProcess {
  return spawnNode([launcher, ...args], { cwd: root, env });
}

/** Runs `lomo <args>` to completion. */
export async function runCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  const cli = spawnCli(args, env);
  const { code } = await cli.exited;
  return { code, stdout: cli.stdout(), stderr: cli.stderr() };
}

/** Parses JSONL output. */
export function jsonLines<T = Record<string, unknown>>(stdout: string): T[] {
  return stdout
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

/** Polls until `condition` holds, or fails with `describe()` (the process output, usually). */
export async function until(condition: () => boolean, describe: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms: ${describe()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
