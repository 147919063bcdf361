/**
 * Builds `conversations/*.json` (what the B10h harness reads) from the project logs in
 * `users/*.txt` (see parse.ts). Run after editing a log: `node -r @swc-node/register bench/router-heldout3/build.ts`.
 */
import { runBuild } from '../router-heldout/set-files';
import { parseUser } from './parse';

runBuild(__dirname, parseUser);
