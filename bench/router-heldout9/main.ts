/**
 * B10h9 — routing on a ninth held-out set: messages thumb-typed or dictated on a phone between
 * other things (a night shift, a taxi rank, a delivery run, a school gate), without punctuation,
 * with typos, dictation slips and a second language inside the stream, written without reading
 * the router (see README.md). Every message carries a simulated time, posted as `at`. Posted
 * through the shared B10h harness (../router-heldout/held-out-run.ts, play.ts, score.ts), one
 * fresh workspace per user; prints markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout9   BENCH_ROUTER_HELDOUT_USERS=en_nurse,zh_waimai  (a subset),
 *                                   EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h9', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
