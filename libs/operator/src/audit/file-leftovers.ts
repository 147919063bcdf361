import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { needlesIn } from './byte-scan';
import { LeftoverTally, needlesOf, type StoreLeftover } from './store-leftover';

type Target = { taskId: string; words?: readonly string[] };

/**
 * Every file under a directory the platform writes content to — the disk blob store
 * (`<scope>/<sha256>`, `.tmp` leftovers of failed writes included) or the generation output
 * spool (`<jobId>/<n>.<ext>`) — read whole, byte by byte, for a deleted task's id and words
 * one row per needle counts the files. A directory that does not exist holds no
 * file: the store never wrote one there.
 */
export async function directoryLeftovers(
  store: 'blobs' | 'spool',
  dir: string,
  target: Target,
): Promise<StoreLeftover[]> {
  const tally = new LeftoverTally(store, needlesOf(target));
  const names = await readdir(dir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const name of names) {
    const path = join(dir, name);
    if (!(await stat(path)).isFile()) continue;
    for (const needle of await needlesIn(createReadStream(path), tally.needles)) tally.count(dir, needle);
  }
  return tally.leftovers();
}

/**
 * The application logs of the run: each file given (or every file of a directory given, for
 * rotated logs) read line by line; one row per needle and file counts the lines. A file the
 * deployment says it keeps but that cannot be read fails the scan: the audit was told about
 * it and cannot vouch for it.
 */
export async function logLeftovers(paths: readonly string[], target: Target): Promise<StoreLeftover[]> {
  const tally = new LeftoverTally('logs', needlesOf(target));
  for (const given of paths) {
    const files = (await stat(given)).isDirectory()
      ? (await readdir(given, { recursive: true })).map((name) => join(given, name))
      : [given];
    for (const file of files) {
      if (!(await stat(file)).isFile()) continue;
      const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
      for await (const line of lines) tally.add(file, line);
    }
  }
  return tally.leftovers();
}
