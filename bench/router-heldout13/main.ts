/**
 * B10h13 — routing on a thirteenth held-out set: people writing in a language that is not their
 * own (a Russian-speaking baker from Kharkiv writing German, a surf-school owner from Kiel writing
 * Spanish, a Taiwanese café owner writing Japanese, a Japanese nail artist writing Chinese …), with
 * the slips of their first language, and now and then a line in that first language; each runs
 * five or six creative pieces at once and one one-off, written without reading the router (see
 * README.md).
 * Every message carries a simulated time, posted as `at`. Posted through the shared B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user; prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout13   BENCH_ROUTER_HELDOUT_USERS=de_baeckerei,zh_nails  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h13', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
