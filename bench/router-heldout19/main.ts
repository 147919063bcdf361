/**
 * B10h19 — routing on a nineteenth held-out set: people who mostly answer what the assistant just
 * asked or showed ("the second one", "yes but warmer", "go ahead, up to 20 €", "no, the OTHER
 * café's menu", "neither — start over"), sometimes days later, sometimes about another piece than
 * the one last touched, sometimes in another language than the question; 18 writers in six
 * languages, each with five or six creative pieces and one one-off over a fortnight, written
 * without reading the router (see README.md). The assistant's turns are `//` lines in the users'
 * files and are never posted.
 * Every message carries a simulated time, posted as `at`. Posted through the shared B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user; prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout19   BENCH_ROUTER_HELDOUT_USERS=en_potter,zh_shufa  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h19', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
