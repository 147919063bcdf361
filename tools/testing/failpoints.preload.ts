/**
 * Arms failpoints in a child process that the test harness started (`spawnNode` in
 * `@lomo/testing` adds `-r` of this file when the child's env names `LOMO_FAILPOINTS`).
 * Production code never reads that variable: only this file does, and it is not part of the
 * container image, so no setting can make a deployed process kill itself (ADR 0010).
 *
 *   LOMO_FAILPOINTS=name=action[,name=action…]   action: throw | exit (SIGKILL)
 */
import { armFailpoint } from '@lomo/failpoints';

for (const entry of (process.env.LOMO_FAILPOINTS ?? '').split(',').filter(Boolean)) {
  const [name, action] = entry.split('=');
  if (action !== 'throw' && action !== 'exit')
    throw new Error(`LOMO_FAILPOINTS: unknown action '${action}' for ${name}`);
  armFailpoint(name, action);
}
