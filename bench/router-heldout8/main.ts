/**
 * B10h8 — routing on an eighth held-out set: product launches followed day by day as diaries
 * (two of them kept by a studio of three people sharing one account), written without reading
 * the router (see README.md). Every message carries a simulated time, posted as `at`. Posted
 * through the shared B10h harness (../router-heldout/held-out-run.ts, play.ts, score.ts), one
 * fresh workspace per user; prints markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout8   BENCH_ROUTER_HELDOUT_USERS=ja_studio,fr_cidre  (a subset),
 *                                   EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h8', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
