/**
 * B10h — routing on a held-out set written independently of the routing rules (issue 27,
 * item 7): simulated users in English, Spanish, Russian, German, Japanese, Chinese and French
 * (`conversations/*.json`), each a multi-day conversation with five or more live tasks. Every
 * message is posted in order through `RouterApi.postMessage` of the embedded platform (PGlite,
 * offline: no model key), one fresh workspace per user; the simulated user answers cards and
 * makes missed tasks so later messages keep their target (play.ts). Prints markdown tables and
 * writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout   BENCH_ROUTER_HELDOUT_USERS=en_maya,ja_kenta (a subset),
 *                                  EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks its own
 * rules (conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from './held-out-run';

runHeldOutSet({ name: 'B10h', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
