/**
 * Named crash points (`failpoint('task.after-decision-commit')`) that tests arm to throw, to
 * pause, or to kill the process. Disarmed failpoints cost one Map lookup.
 *
 * Nothing in production code arms one: there is no environment variable or setting that does.
 * A test arms them in its own process with `armFailpoint`, or starts a child process through
 * the test harness (`spawnNode(..., { failpoints })` in `@lomo/testing`), which preloads
 * `tools/testing/failpoints.preload.ts` — a file that exists only in the repository, never in
 * the container image (deploy/Dockerfile copies apps/ and libs/ only). See ADR 0010.
 */
export type FailpointAction = 'throw' | 'exit' | ((name: string) => void | Promise<void>);

const armed = new Map<string, FailpointAction>();

export class FailpointTriggered extends Error {
  constructor(readonly failpoint: string) {
    super(`failpoint ${failpoint} triggered`);
  }
}

export function armFailpoint(name: string, action: FailpointAction): void {
  armed.set(name, action);
}

export function disarmFailpoint(name: string): void {
  armed.delete(name);
}

export function disarmAllFailpoints(): void {
  armed.clear();
}

/** Marks a crash point in production code. Does nothing unless a test armed it. */
export async function failpoint(name: string): Promise<void> {
  const action = armed.get(name);
  if (action === undefined) return;
  if (action === 'throw') throw new FailpointTriggered(name);
  if (action === 'exit') process.kill(process.pid, 'SIGKILL');
  else await action(name);
}
