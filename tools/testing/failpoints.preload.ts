/**
 * Arms failpoints in a child process that the test harness started (`spawnNode` in
 * `@lomo/testing` adds `-r` of this file when the child's env names `LOMO_FAILPOINTS`).
 * Production code never reads that variable: only this file does, and it is not part of the
 * container image, so no setting can make a deployed process kill itself (ADR 0010).
 *
 *   LOMO_FAILPOINTS=name=action[,name=action…]   action: throw | exit (SIGKILL) | exit-once
 *
 * `exit-once` is for several processes armed alike (replicas of a cluster): the failpoint
 * kills only while the file `$LOMO_FAILPOINTS_DIR/<name>.armed` exists, and the process that
 * reaches it first renames that file to `<name>.fired-<pid>` (rename is atomic, so one
 * process wins) before it SIGKILLs itself. The test arms it by writing the file at the moment
 * it chooses and learns from the renamed file which process died (`DistributedCluster`).
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { armFailpoint } from '@lomo/failpoints';

function exitOnce(name: string): () => void {
  const dir = process.env.LOMO_FAILPOINTS_DIR;
  if (!dir) throw new Error(`LOMO_FAILPOINTS: ${name}=exit-once needs LOMO_FAILPOINTS_DIR`);
  return () => {
    try {
      renameSync(join(dir, `${name}.armed`), join(dir, `${name}.fired-${process.pid}`));
    } catch {
      return; // not armed now, or another process claimed it
    }
    process.kill(process.pid, 'SIGKILL');
  };
}

for (const entry of (process.env.LOMO_FAILPOINTS ?? '').split(',').filter(Boolean)) {
  const [name, action] = entry.split('=');
  if (action === 'exit-once') armFailpoint(name, exitOnce(name));
  else if (action === 'throw' || action === 'exit') armFailpoint(name, action);
  else throw new Error(`LOMO_FAILPOINTS: unknown action '${action}' for ${name}`);
}
