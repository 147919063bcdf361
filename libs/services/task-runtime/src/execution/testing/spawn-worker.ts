import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../../../../../..');
const entry = 'libs/services/task-runtime/src/execution/testing/worker-process.ts';

export interface WorkerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts `worker-process.ts` the way a deployment starts a service (a fresh Node process) and waits for it to end. */
export async function runWorkerProcess(env: Record<string, string>): Promise<WorkerExit> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', entry], {
    cwd: root,
    // Only what the worker needs: an inherited LOMO_FAILPOINTS must never arm a successor.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  return { code, signal, stdout, stderr };
}

/** The real server's URL, set for every test layer by `tools/jest/require-services.js`. */
export function serverUrl(): string {
  return process.env.TEST_DATABASE_URL!;
}
