/**
 * B10h11 — routing on an eleventh held-out set: messages written by trade professionals in their
 * craft's own jargon (a print-shop owner's bleeds and plates, a motion designer's easing curves, a
 * 3D artist's roughness and turntables, a sign maker's dibond, a type designer's kerning …), each
 * running five or six pieces at once and naming them by technical properties, written without
 * reading the router (see README.md). Every message carries a simulated time, posted as `at`.
 * Posted through the shared B10h harness (../router-heldout/held-out-run.ts, play.ts, score.ts),
 * one fresh workspace per user; prints markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout11   BENCH_ROUTER_HELDOUT_USERS=en_printshop,zh_ui  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h11', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
