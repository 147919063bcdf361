/**
 * Builds `conversations/*.json` (what the B10h harness reads) from the chat transcripts in
 * `users/*.txt` (see parse.ts). Run after editing a transcript: `node -r @swc-node/register bench/router-heldout4/build.ts`.
 */
import { runBuild } from '../router-heldout/set-files';
import { parseUser } from './parse';

runBuild(__dirname, parseUser);
