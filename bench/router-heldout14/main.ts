/**
 * B10h14 — routing on a fourteenth held-out set: voice notes, dictated to a phone while doing
 * something else and sent as the phone's speech-to-text wrote them (a taco-truck owner prepping in
 * Austin, a barber with the clippers running in Madrid, a bike mechanic with oily hands in Leipzig,
 * a tour guide on the bus in Vladivostok, a sake brewer by the rice steamers, a scarf wholesaler at
 * his stall in Yiwu …): no or wrong punctuation, fillers, self-corrections, misheard words,
 * background speech; each writer runs five or six creative pieces at once and one one-off, written
 * without reading the router (see README.md).
 * Every message carries a simulated time, posted as `at`. Posted through the shared B10h harness
 * (../router-heldout/held-out-run.ts, play.ts, score.ts), one fresh workspace per user; prints
 * markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout14   BENCH_ROUTER_HELDOUT_USERS=en_foodtruck,zh_yiwu  (a subset),
 *                                    EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks the
 * harness's rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { runHeldOutSet } from '../router-heldout/held-out-run';

runHeldOutSet({ name: 'B10h14', dir: __dirname }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
