/**
 * Builds `conversations/*.json` (what the B10h harness reads) from the users' files in `users/*.txt`
 * (see parse.ts). Run after editing one: `node -r @swc-node/register bench/router-heldout6/build.ts`.
 */
import { runBuild } from '../router-heldout/set-files';
import { parseUser } from './parse';

runBuild(__dirname, parseUser);
