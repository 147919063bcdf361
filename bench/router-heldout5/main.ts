/**
 * B10h5 — routing on a fifth held-out set (issue 27, item 7), written as scenario cards per user
 * without reading the router (see README.md). The conversations (`conversations/*.json`, built
 * from `users/*.txt` by build.ts) are posted through the B10h harness unchanged: every message in
 * order through `RouterApi.postMessage` of the embedded platform (PGlite, offline), one fresh
 * workspace per user, the simulated user answering cards and making missed tasks
 * (../router-heldout/play.ts), scored by ../router-heldout/score.ts. Prints markdown tables and
 * writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout5   BENCH_ROUTER_HELDOUT_USERS=en_bakery,ja_podcast  (a subset),
 *                                   EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks its own
 * rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h5', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
