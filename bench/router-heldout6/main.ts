/**
 * B10h6 — routing on a sixth held-out set, written from each user's calendar of deadlines and
 * interruptions without reading the router (see README.md). Every message carries a simulated
 * time, posted as `at` (the harness starts the platform with `ROUTER_SIMULATED_TIME`), so silences
 * of three days and more are real to the router. Posted through the B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user. Prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout6   BENCH_ROUTER_HELDOUT_USERS=en_agency,ja_izakaya  (a subset),
 *                                   EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks its own
 * rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h6', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
