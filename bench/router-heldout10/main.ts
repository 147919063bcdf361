/**
 * B10h10 — routing on a tenth held-out set: messages written by people in a language they are
 * still learning (a Japanese chef in London writing English, a Korean student in Madrid writing
 * Spanish, a Ukrainian nurse in Osaka writing Japanese …), with their native language's errors and
 * falling back to it for a word or a line, written without reading the router (see README.md).
 * Every message carries a simulated time, posted as `at`. Posted through the shared B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user; prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout10   BENCH_ROUTER_HELDOUT_USERS=en_chef,zh_maoyi  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h10', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
