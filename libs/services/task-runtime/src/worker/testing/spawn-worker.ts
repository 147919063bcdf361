import { resolve } from 'node:path';
import { spawnNode } from '@lomo/testing';

const root = resolve(__dirname, '../../../../../..');
const entry = 'libs/services/task-runtime/src/worker/testing/worker-process.ts';

export interface WorkerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts `worker-process.ts` the way a deployment starts a service (a fresh Node process) and waits for it to end. */
export async function runWorkerProcess(env: Record<string, string>): Promise<WorkerExit> {
  // Only what the worker needs: an inherited LOMO_FAILPOINTS must never arm a successor.
  const worker = spawnNode(['-r', '@swc-node/register', entry], { cwd: root, env });
  const { code, signal } = await worker.exited;
  return { code, signal, stdout: worker.stdout(), stderr: worker.stderr() };
}

/** The real server's URL, set for every test layer by `tools/jest/require-services.js`. */
export function serverUrl(): string {
  return process.env.TEST_DATABASE_URL!;
}
