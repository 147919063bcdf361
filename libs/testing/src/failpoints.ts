/**
 * Named crash points (`failpoint('task.after-decision-commit')`) that tests arm to throw,
 * to pause, or to kill the process. Disarmed failpoints cost one Map lookup. In a child
 * process they are armed through `LOMO_FAILPOINTS=name=action,...` (action: throw | exit),
 * so multi-process tests can `kill -9` a worker at an exact point.
 */
export type FailpointAction = 'throw' | 'exit' | ((name: string) => void | Promise<void>);

const armed = new Map<string, FailpointAction>();

export class FailpointTriggered extends Error {
  constructor(readonly failpoint: string) {
    super(`failpoint ${failpoint} triggered`);
  }
}

for (const entry of (process.env.LOMO_FAILPOINTS ?? '').split(',').filter(Boolean)) {
  const [name, action] = entry.split('=');
  if (action === 'throw' || action === 'exit') armed.set(name, action);
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
