/**
 * Writes `conversations/*.json` (the B10h harness's input) from the writers' files in
 * `users/*.txt`; run it after editing one: `node -r @swc-node/register bench/router-heldout22/build.ts`.
 */
import { runBuild } from '../router-heldout/set-files';
import { parseUser } from './parse';

runBuild(__dirname, parseUser);
