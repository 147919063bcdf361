import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The lock file inside a PGlite data dir: the pid of the process that has it open. */
export const PGLITE_LOCK_FILE = 'lomo.lock';

/**
 * Another live process has this PGlite data directory open. PGlite is single-process:
 * two processes on one data dir corrupt it, so the second one must not open it.
 */
export class DataDirLocked extends Error {
  readonly code = 'data_dir_locked';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`PGlite data dir ${dataDir} is in use by process ${pid} (lock file ${join(dataDir, PGLITE_LOCK_FILE)})`);
  }
}

/** Data dirs this process holds, so a lock naming our own pid can be told from a stale one. */
const held = new Set<string>();

/**
 * Takes the data dir's lock or throws `DataDirLocked`; resolves to the release function.
 * PGlite writes a `postmaster.pid`, but with a fixed fake pid (-42) that nothing checks,
 * so it cannot tell a running owner from a crashed one: this lock does.
 *
 * The file is written beside and hard-linked into place, so it appears atomically with its
 * pid (never empty). A lock whose pid is dead — or is our own pid while this process holds
 * nothing there, as after a container restart where pids repeat — is left by a crash and
 * is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  const file = join(dir, PGLITE_LOCK_FILE);
  const draft = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(draft, `${process.pid}\n`);
  try {
    for (;;) {
      try {
        await link(draft, file);
        held.add(dir);
        return async () => {
          held.delete(dir);
          await rm(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const content = await readFile(file, 'utf8').catch(() => undefined);
      if (content === undefined) continue; // released meanwhile
      const owner = Number.parseInt(content, 10);
      if (owner > 0 && isAlive(owner) && (owner !== process.pid || held.has(dir))) throw new DataDirLocked(dir, owner);
      await rm(file, { force: true });
    }
  } finally {
    await rm(draft, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
